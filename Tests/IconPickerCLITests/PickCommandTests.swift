import Foundation
import TestSupport
import Testing

/// The built binary in a real terminal (tmux): what a person sees and what the terminal is left in.
@Suite(.enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipMessage)), .serialized)
struct ChooserEndToEndTests {
    let state = TemporaryFolder("iconpicker-e2e-state")
    /// With no PATH and no app in the folder the chooser opens the demo, and its title says so.
    let title = "Colourful (demo) \u{00B7} iPhone \u{00B7} 6 icons"

    func session(width: Int = 100, height: Int = 32, extra: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(
            width: width, height: height,
            environment: [
                "TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path,
            ].merging(extra) { $1 })
    }

    var binary: String { BinaryRunner.binaryPath }

    /// Starts the chooser in the session and waits for its first screen.
    @discardableResult
    /// Starts the chooser and waits for its whole first screen: the title and the status line, which
    /// is drawn last. The title alone can be captured while the rest of the frame is still arriving.
    func open(_ tmux: TmuxSession) throws -> String {
        try tmux.type(binary)
        return try tmux.wait(awaiting: "the title and the status line") { $0.contains(title) && $0.contains("q quit") }
    }

    @Test func theFirstScreenShowsTheIconsWithACheckmarkOnTheCurrentOne() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        try open(tmux)
        let names = ["(primary)", "black-white", "white-black", "multi-black", "black-multi", "sunset"]
        let screen = try tmux.wait(awaiting: "every icon's name") { screen in names.allSatisfy(screen.contains) }
        #expect(screen.contains(title), "\(screen)")
        #expect(screen.contains("current: (primary)"))
        for name in names {
            #expect(screen.contains(name), "\(name) is on screen")
        }
        #expect(screen.contains("\u{2713}"))
        #expect(screen.contains("\u{2580}"), "icons are drawn with half blocks")
        let colours = try tmux.screen(escapes: true)
        #expect(colours.contains("38;5;"), "256 colours on tmux-256color")
        try tmux.press("q")
    }

    @Test func aConfirmedSwitchShowsTheAlertMovesTheCheckmarkAndSaves() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        try open(tmux)
        try tmux.press("Right", "Enter")
        let confirm = try tmux.wait(for: "Change the app icon to \u{201C}black-white\u{201D}?")
        #expect(confirm.contains("[ Cancel ]") && confirm.contains("[ Change ]"))
        try tmux.press("Enter")
        let alert = try tmux.wait(for: "You have changed the icon for \u{201C}Colourful\u{201D}.")
        #expect(alert.contains("You have changed the icon for \u{201C}Colourful\u{201D}."))
        #expect(alert.contains("[ OK ]"))
        try tmux.press("Enter")
        let after = try tmux.wait(for: "current: black-white")
        // The ✓ sits in the second tile's columns now.
        let checkLine = try #require(after.split(separator: "\n").first { $0.contains("\u{2713}") })
        let column = checkLine.distance(from: checkLine.startIndex, to: try #require(checkLine.firstIndex(of: "\u{2713}")))
        #expect((28...50).contains(column), "✓ at column \(column)")
        let saved = try #require(state.read("com.example.colourful.json"))
        #expect(saved.contains("\"alternateIconName\" : \"black-white\""))
        try tmux.press("q")
    }

    @Test func theBangKeyListsTheFocusedIconsLintFindings() throws {
        let app = TemporaryFolder("iconpicker-e2e-app")
        defer {
            app.remove()
            state.remove()
        }
        app.write("Icons/good@2x.png", PNGFixture.solid(width: 120, height: 120))
        app.write("Icons/good@3x.png", PNGFixture.solid(width: 180, height: 180))
        let plist = app.write(
            "Info.plist",
            PlistFixture.xml([
                "CFBundleDisplayName": "Linty", "CFBundleIdentifier": "com.example.linty",
                "CFBundleIcons": [
                    "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["good"]],
                    "CFBundleAlternateIcons": ["lost": ["CFBundleIconFiles": ["lost"], "ordinal": 1]],
                ] as [String: Any],
            ]))
        let tmux = try session()
        defer { tmux.close() }
        try tmux.type("\(binary) \(plist)")
        let first = try tmux.wait(for: "Linty \u{00B7} iPhone \u{00B7} 2 icons \u{00B7}")
        #expect(first.contains("findings"), "\(first)")
        #expect(first.contains("! findings"))
        try tmux.press("Right", "!")
        let popup = try tmux.wait(for: "Findings for \u{201C}lost\u{201D}")
        #expect(popup.contains("error: no file for \u{2018}lost\u{2019}"), "\(popup)")
        try tmux.press("Escape")
        let closed = try tmux.wait(awaiting: "the findings pop-up to close") { !$0.contains("Findings for") }
        #expect(closed.contains("Linty"))
        try tmux.press("q")
    }

    @Test func aCancelledSwitchChangesNothing() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        try open(tmux)
        try tmux.press("Right", "Enter")
        try tmux.wait(for: "[ Change ]")
        try tmux.press("Left", "Enter")
        let screen = try tmux.wait(for: "Nothing changed.")
        #expect(screen.contains("current: (primary)"))
        try tmux.press("Enter")
        try tmux.wait(for: "[ Change ]")
        try tmux.press("Escape")
        #expect(try tmux.wait(for: "Nothing changed.").contains("current: (primary)"))
        #expect(state.read("com.example.colourful.json") == nil, "nothing was saved")
        try tmux.press("q")
    }

    @Test func aResizeRelaysOutAndATinyTerminalSaysWhatItNeeds() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        try open(tmux)
        try tmux.resize(width: 60, height: 20)
        let small = try tmux.wait(for: "(primary)  black-white white-black multi-black")
        #expect(small.contains("(primary)  black-white white-black multi-black"), "small tiles, four to a row:\n\(small)")
        try tmux.resize(width: 25, height: 8)
        #expect(try tmux.wait(for: "need 30x10").contains("need 30x10"))
        try tmux.resize(width: 100, height: 32)
        #expect(try tmux.wait(for: title).contains(title))
        try tmux.press("q")
    }

    @Test func theTerminalIsRestoredAfterQuitAndAfterSIGTERM() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        let check =
            "stty -g > \(state.path)/before; \(binary); echo EXIT=$?; stty -g > \(state.path)/after; cmp -s \(state.path)/before \(state.path)/after && echo TTY-RESTORED"
        try tmux.type(check)
        try tmux.wait(for: title)
        try tmux.press("q")
        // Whole lines: the typed command itself contains both words.
        func lines(_ screen: String) -> [String] { screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let quit = try tmux.wait(timeout: 5, awaiting: "a TTY-RESTORED line") { lines($0).contains("TTY-RESTORED") }
        #expect(lines(quit).contains("EXIT=0") && lines(quit).contains("TTY-RESTORED"), "\(quit)")
        try tmux.type("clear")
        try tmux.type(check.replacingOccurrences(of: "\(binary);", with: "\(binary) --state-dir \(state.path)/sigterm;"))
        try tmux.wait(for: title)
        let pkill = Process()
        pkill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkill.arguments = ["pkill", "-TERM", "-f", "\(state.path)/sigterm"]
        try pkill.run()
        pkill.waitUntilExit()
        let terminated = try tmux.wait(timeout: 5, awaiting: "a TTY-RESTORED line") { lines($0).contains("TTY-RESTORED") }
        #expect(lines(terminated).contains("EXIT=143") && lines(terminated).contains("TTY-RESTORED"), "\(terminated)")
    }

    @Test func truecolorTerminalsGet24BitColour() throws {
        defer { state.remove() }
        let tmux = try session(extra: ["COLORTERM": "truecolor"])
        defer { tmux.close() }
        try open(tmux)
        #expect(try tmux.screen(escapes: true).contains("38;2;"))
        try tmux.press("q")
    }

    @Test func aPlainLocaleGetsASCIIAndNoColorGetsNoColour() throws {
        defer { state.remove() }
        let plain = try session(extra: ["LANG": "C", "LC_ALL": "C"])
        defer { plain.close() }
        try plain.type(binary)
        let screen = try plain.wait(for: "Colourful (demo) | iPhone | 6 icons")
        #expect(screen.contains("Colourful (demo) | iPhone | 6 icons"), "\(screen)")
        let art = screen.split(separator: "\n").dropFirst().dropLast()
        #expect(art.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } }, "\(screen)")
        try plain.press("q")

        let noColor = try session(extra: ["NO_COLOR": "1"])
        defer { noColor.close() }
        try open(noColor)
        let escapes = try noColor.screen(escapes: true)
        #expect(!escapes.contains("38;5;") && !escapes.contains("38;2;"))
        #expect(escapes.contains("\u{1B}[7m") || escapes.contains(";7m"), "focus by reverse video")
        try noColor.press("q")
    }
}
