import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

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

    @Test func thePKeyShowsTheChangeAndMakesTheFocusedIconTheProjectsPrimary() throws {
        let app = TemporaryFolder("iconpicker-e2e-primary")
        defer {
            app.remove()
            state.remove()
        }
        for set in ["AppIcon", "Dark"] { CatalogFixture.singleSize(in: app, catalog: "App/Assets.xcassets", set: set) }
        ModernProjectFixture(
            settings: [
                ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark"),
                ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.primary"), ("GENERATE_INFOPLIST_FILE", "YES"),
            ], synchronizedFolder: "App"
        )
        .write(in: app)
        let tmux = try session()
        defer { tmux.close() }
        try tmux.type("cd \(app.path) && \(binary) App.xcodeproj")
        try tmux.wait(awaiting: "the chooser with its keys") { $0.contains("2 icons") && $0.contains("p make primary") }
        try tmux.press("Right", "p")
        let popup = try tmux.wait(for: "[ Make primary ]")
        #expect(popup.contains("Make \u{201C}Dark\u{201D} the project\u{2019}s primary icon?"), "\(popup)")
        #expect(popup.contains("--- App.xcodeproj/project.pbxproj"))
        // The fixture writes a configuration on one line: the popup shows its start, cut to the box.
        #expect(popup.contains("-TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \"ASSETCATALOG_COMPILER_"))
        #expect(popup.contains("+TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \"ASSETCATALOG_COMPILER_"))
        #expect(app.read("App.xcodeproj/project.pbxproj")?.contains("\"ASSETCATALOG_COMPILER_APPICON_NAME\" = \"AppIcon\";") == true)
        try tmux.press("Enter")
        let alert = try tmux.wait(for: "is now the primary icon of the project")
        #expect(alert.contains("app to see it."))
        #expect(alert.contains("Changed App.xcodeproj/project.pbxproj"))
        let project = try #require(app.read("App.xcodeproj/project.pbxproj"))
        #expect(
            project.contains("\"ASSETCATALOG_COMPILER_APPICON_NAME\" = Dark; \"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES\" = AppIcon;"))
        try tmux.press("Enter", "q")
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

/// The chooser in a real terminal (tmux), for what only a terminal shows: modes after Ctrl-Z, keys in
/// both cursor forms, clicks, signals and a terminal that goes away.
@Suite(.enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipMessage)), .serialized)
struct ChooserTerminalEndToEndTests {
    let state = TemporaryFolder("iconpicker-e2e-term")
    let title = "Colourful (demo) \u{00B7} iPhone \u{00B7} 6 icons"
    var binary: String { BinaryRunner.binaryPath }

    func session() throws -> TmuxSession {
        try TmuxSession(
            width: 100, height: 32,
            environment: ["TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path])
    }

    /// Starts the chooser under a shell that writes its pid first, and waits for the first screen.
    func open(_ tmux: TmuxSession, ignoringHangUp: Bool = false) throws -> pid_t {
        let pidFile = "\(state.path)/pid"
        let trap = ignoringHangUp ? "trap \"\" HUP; " : ""
        try tmux.type(
            "stty -g > \(state.path)/before; bash -c '\(trap)echo $$ > \(pidFile); exec \(binary)'; echo EXIT=$?; "
                + "stty -g > \(state.path)/after; cmp -s \(state.path)/before \(state.path)/after && echo TTY-RESTORED")
        try tmux.wait(awaiting: "the first screen") { $0.contains(self.title) && $0.contains("q quit") }
        let text = try #require(state.read("pid"))
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    func lines(_ screen: String) -> [String] { screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }

    /// Ctrl-Z stops the job; the shell puts its own (cooked, echoing) modes back on `fg`, so the
    /// chooser must set its own again or the keys print instead of moving.
    @Test func afterCtrlZAndFgTheKeysWorkAgain() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        try tmux.type("cd \(state.path); \(binary)")
        try tmux.wait(awaiting: "the first screen") { $0.contains(self.title) && $0.contains("1/6") }
        try tmux.press("C-z")
        try tmux.wait(for: "Stopped")
        try tmux.type("fg")
        try tmux.wait(awaiting: "the chooser again") { $0.contains(self.title) && $0.contains("1/6") }
        try tmux.press("Right")
        try tmux.wait(for: "2/6", timeout: 5)
        try tmux.press("l")
        let screen = try tmux.wait(for: "3/6", timeout: 5)
        #expect(!screen.contains("^[[C"), "keys are not echoed")
        try tmux.press("q")
        try tmux.wait(awaiting: "the chooser to end") { !$0.contains(self.title) }
    }

    @Test func cursorKeysInEitherFormMoveAndAltKeyDoesNotQuit() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        let pid = try open(tmux)
        defer { kill(pid, SIGKILL) }
        try tmux.send(literally: "\u{1B}[C")
        try tmux.wait(for: "2/6", timeout: 5)
        try tmux.send(literally: "\u{1B}OC")
        try tmux.wait(for: "3/6", timeout: 5)
        try tmux.send(literally: "\u{1B}q")
        try tmux.send(literally: "\u{1B}[C")
        let moved = try tmux.wait(for: "4/6", timeout: 5)
        #expect(moved.contains(title), "Alt+q did not quit")
        try tmux.press("Escape")
        let done = try tmux.wait(timeout: 5, awaiting: "TTY-RESTORED") { self.lines($0).contains("TTY-RESTORED") }
        #expect(lines(done).contains("EXIT=0"), "a lone Escape quits")
    }

    /// A terminal that answers the graphics queries after the 100 ms wait sends its answers as input:
    /// the chooser reads each whole and ignores it. Read as keys, kitty's `k` moved the focus and
    /// `xterm(379)`'s `r` asked to make the primary icon current.
    @Test func lateAnswersToTheQueriesAreNotKeys() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        let pid = try open(tmux)
        defer { kill(pid, SIGKILL) }
        try tmux.send(literally: "\u{1B}[B")
        try tmux.wait(for: "5/6", timeout: 5)
        try tmux.send(
            literally: "\u{1B}P>|xterm(379)\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\"
                + "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
        try tmux.send(literally: "\u{1B}[C")
        // Read as keys, kitty's `k` would have moved the focus up to the first row (2/6 after →).
        try tmux.wait(for: "6/6", timeout: 5)
        try tmux.press("q")
        try tmux.wait(timeout: 5, awaiting: "TTY-RESTORED") { self.lines($0).contains("TTY-RESTORED") }
    }

    /// An X10 mouse report of a press (button 1) or release at a cell.
    func mouse(x: Int, y: Int, release: Bool = false) -> String {
        let scalars = [release ? 35 : 32, 33 + x, 33 + y].compactMap(Unicode.Scalar.init).map(String.init)
        return "\u{1B}[M" + scalars.joined()
    }

    @Test func aClickFocusesAtOnceAndADoubleClickChooses() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        let pid = try open(tmux)
        defer { kill(pid, SIGKILL) }
        // The second tile of four 20-column tiles centred in 98 columns starts at column 30.
        try tmux.send(literally: mouse(x: 36, y: 5) + mouse(x: 36, y: 5, release: true))
        try tmux.wait(for: "2/6", timeout: 5)
        try tmux.send(literally: mouse(x: 56, y: 5) + mouse(x: 56, y: 5, release: true) + mouse(x: 56, y: 5))
        let confirm = try tmux.wait(for: "Change the app icon to \u{201C}white-black\u{201D}?", timeout: 5)
        #expect(confirm.contains("[ Change ]"))
        try tmux.press("Escape")
        // Not at once: Escape and q within ESCDELAY are Alt+q.
        try tmux.wait(for: "Nothing changed.", timeout: 5)
        try tmux.press("q")
        try tmux.wait(timeout: 5, awaiting: "TTY-RESTORED") { self.lines($0).contains("TTY-RESTORED") }
    }

    @Test(arguments: [SIGQUIT, SIGUSR1, SIGALRM])
    func aSignalThatEndsTheChooserRestoresTheTerminal(signal: Int32) throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        let pid = try open(tmux)
        defer { kill(pid, SIGKILL) }
        kill(pid, signal)
        do {
            let done = try tmux.wait(timeout: 5, awaiting: "TTY-RESTORED") { self.lines($0).contains("TTY-RESTORED") }
            #expect(lines(done).contains("EXIT=\(128 + signal)"), "\(done)")
        } catch {
            // Once in a loaded CI run SIGUSR1 left the chooser running: say where each thread was.
            Issue.record("signal \(signal) did not end the chooser: \(Self.threadReport(pid))")
            throw error
        }
    }

    /// The process's signal masks and each thread's state and kernel wait channel.
    static func threadReport(_ pid: pid_t) -> String {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let masks = status.split(separator: "\n").filter {
            ["State", "SigPnd", "ShdPnd", "SigBlk", "SigIgn", "SigCgt"].contains(where: $0.hasPrefix)
        }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let threads = tasks.map { task in
            let folder = "/proc/\(pid)/task/\(task)/"
            let stat = (try? String(contentsOfFile: folder + "stat", encoding: .utf8)) ?? ""
            let state = stat.split(separator: ")").last?.split(separator: " ").first ?? "?"
            let wait = (try? String(contentsOfFile: folder + "wchan", encoding: .utf8)) ?? "?"
            let blocked =
                ((try? String(contentsOfFile: folder + "status", encoding: .utf8)) ?? "").split(separator: "\n")
                .first { $0.hasPrefix("SigBlk") } ?? ""
            return "\(task) \(state) \(wait) \(blocked)"
        }
        return (masks + threads.map { Substring($0) }).joined(separator: "; ")
    }

    /// True once `pid` has ended (or is a zombie nobody reaped yet).
    func hasEnded(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true
    }

    @Test func theChooserEndsWhenItsTerminalGoesAway() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        // HUP ignored (as under nohup): only noticing the closed terminal can end it.
        let pid = try open(tmux, ignoringHangUp: true)
        defer { kill(pid, SIGKILL) }
        tmux.hangUp()
        let deadline = Date().addingTimeInterval(5)
        while !hasEnded(pid) && Date() < deadline { usleep(50_000) }
        #expect(hasEnded(pid), "the chooser still runs 5 s after its terminal closed")
    }

    /// TERM=xterm has 8 colours: the ✓ badge's white (15) made ncurses refuse its colour pair, and the
    /// frame ended at that cell, so nothing below the first row of tiles was drawn (seen in xterm).
    @Test func anEightColorTerminalShowsTheWholeFrame() throws {
        defer { state.remove() }
        let tmux = try TmuxSession(
            width: 100, height: 32,
            environment: ["TERM": "xterm", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path])
        defer { tmux.close() }
        try tmux.type("cd \(state.path); \(binary) --graphics symbols")
        let screen = try tmux.wait(awaiting: "the status line") { $0.contains(self.title) && $0.contains("q quit") }
        #expect(screen.contains("1/6"))
        #expect(screen.contains("white-black"), "the second row's names are drawn")
        try tmux.press("q")
        try tmux.wait(awaiting: "the chooser to end") { !$0.contains(self.title) }
    }

    /// With kitty graphics the tiles are Unicode placeholders: text to curses and tmux, coloured with
    /// the image's id (0x100002 for the first icon's 16x8 tile).
    @Test func kittyTilesArePlaceholdersNamingTheirImage() throws {
        defer { state.remove() }
        let tmux = try session()
        defer { tmux.close() }
        try tmux.type("cd \(state.path); \(binary) --graphics kitty")
        let screen = try tmux.wait(awaiting: "placeholder tiles") { $0.contains(self.title) && $0.unicodeScalars.contains("\u{10EEEE}") }
        #expect(!screen.contains("\u{2580}"), "no symbol art")
        let colours = try tmux.screen(escapes: true)
        #expect(colours.contains("38;2;16;0;2m"), "the first 16x8 tile names image 0x100002")
        try tmux.press("q")
        try tmux.wait(awaiting: "the chooser to end") { !$0.contains(self.title) }
    }
}

/// The chooser of an app with 28 icons in a real terminal: what shows on the first frame, where a
/// click lands past column 223, what the wheel does, and a TERM this machine has no entry for.
@Suite(.enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipMessage)), .serialized)
struct ChooserManyIconsEndToEndTests {
    let state = TemporaryFolder("iconpicker-e2e-many-state")
    var binary: String { BinaryRunner.binaryPath }

    /// "Many" with a primary and 27 alternates, `icon-01` … `icon-27`, in that order (ordinals).
    func writeApp(_ folder: TemporaryFolder) -> String {
        var alternates: [String: Any] = [:]
        for number in 1...27 {
            let name = String(format: "icon-%02d", number)
            folder.write("Icons/\(name)@2x.png", PNGFixture.solid(width: 120, height: 120, rgba: (UInt8(number * 9), 90, 160, 255)))
            folder.write("Icons/\(name)@3x.png", PNGFixture.solid(width: 180, height: 180, rgba: (UInt8(number * 9), 90, 160, 255)))
            alternates[name] = ["CFBundleIconFiles": [name], "ordinal": number]
        }
        folder.write("Icons/primary@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("Icons/primary@3x.png", PNGFixture.solid(width: 180, height: 180))
        return folder.write(
            "Info.plist",
            PlistFixture.xml([
                "CFBundleDisplayName": "Many", "CFBundleIdentifier": "com.example.many",
                "CFBundleIcons": [
                    "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["primary"]], "CFBundleAlternateIcons": alternates,
                ] as [String: Any],
            ]))
    }

    func session(width: Int = 100, term: String = "tmux-256color") throws -> TmuxSession {
        try TmuxSession(
            width: width, height: 32,
            environment: ["TERM": term, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path])
    }

    func lines(_ screen: String) -> [String] { screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }

    /// Runs the chooser on `plist` between two `stty -g`, so the end shows whether the modes came back.
    @discardableResult
    func open(_ tmux: TmuxSession, _ plist: String) throws -> String {
        try tmux.type(
            "stty -g > \(state.path)/before; \(binary) \(plist); echo EXIT=$?; stty -g > \(state.path)/after; "
                + "cmp -s \(state.path)/before \(state.path)/after && echo TTY-RESTORED")
        return try tmux.wait(awaiting: "the first screen") {
            $0.contains("Many \u{00B7} iPhone \u{00B7} 28 icons") && $0.contains("q quit")
        }
    }

    func quit(_ tmux: TmuxSession) throws -> String {
        try tmux.press("q")
        return try tmux.wait(timeout: 5, awaiting: "TTY-RESTORED") { self.lines($0).contains("TTY-RESTORED") }
    }

    /// The current icon is the 14th of 28: the first frame shows it, framed and ticked, before any key
    /// (it opened on tiles 1–8, the focus and the ✓ off screen).
    @Test func theCurrentIconIsOnTheFirstFrame() throws {
        let app = TemporaryFolder("iconpicker-e2e-many")
        defer {
            app.remove()
            state.remove()
        }
        let plist = writeApp(app)
        let set = try BinaryRunner(stateDirectory: state.path).run(["set", "icon-13", plist])
        #expect(set.status == 0, "\(set)")
        let tmux = try session()
        defer { tmux.close() }
        let first = try open(tmux, plist)
        #expect(first.contains("icon-13") && first.contains("\u{2713}"), "\(first)")
        #expect(first.contains("\u{256D}"), "the focused tile's frame: \(first)")
        #expect(lines(first).last?.hasSuffix("14/28") == true, "\(first)")
        #expect(!first.contains("icon-01"), "scrolled to the current icon's row")
        #expect(lines(try quit(tmux)).contains("EXIT=0"))
    }

    /// mode 1006 is on while the chooser runs (tmux-256color's entry knows only X10 reports) and off
    /// after; a click in SGR form past column 223 focuses the tile there; the wheel scrolls.
    @Test func sgrClicksPastColumn223AndTheWheelScroll() throws {
        let app = TemporaryFolder("iconpicker-e2e-many")
        defer {
            app.remove()
            state.remove()
        }
        let plist = writeApp(app)
        let wide = try session(width: 300)
        defer { wide.close() }
        try open(wide, plist)
        #expect(try wide.format("#{mouse_sgr_flag}") == "1", "SGR mouse reports asked for")
        // 14 tiles of 20 columns centred in 298: the twelfth spans columns 230–249. Reports count from 1.
        try wide.send(literally: "\u{1B}[<0;236;6M\u{1B}[<0;236;6m")
        let clicked = try wide.wait(for: "12/28", timeout: 5)
        #expect(lines(clicked).last?.hasSuffix("12/28") == true, "\(clicked)")
        #expect(lines(try quit(wide)).contains("EXIT=0"))
        #expect(try wide.format("#{mouse_sgr_flag}") == "0", "SGR mouse reports off again")
        #expect(try wide.format("#{mouse_any_flag}#{mouse_standard_flag}") == "00", "mouse reports off again")

        let narrow = try session()
        defer { narrow.close() }
        let top = try open(narrow, plist)
        #expect(top.contains("icon-01") && lines(top).last?.hasSuffix("1/28") == true, "\(top)")
        try narrow.send(literally: "\u{1B}[<65;20;6M")
        let scrolled = try narrow.wait(for: "5/28", timeout: 5)
        #expect(!scrolled.contains("icon-01") && scrolled.contains("icon-05"), "one row down:\n\(scrolled)")
        try narrow.send(literally: "\u{1B}[<64;20;6M")
        let back = try narrow.wait(awaiting: "the first row again") { $0.contains("icon-01") }
        #expect(lines(back).last?.hasSuffix("5/28") == true, "the focus stays where it is on screen:\n\(back)")
        #expect(lines(try quit(narrow)).contains("EXIT=0"))
    }

    /// ssh brings TERM from the user's terminal (kitty's xterm-kitty, or any *-256color name) to a
    /// machine that may lack its entry: the chooser draws as xterm-256color, says so once, and gives
    /// the terminal back as it found it.
    @Test func aTermWithNoEntryFallsBackToXterm256Color() throws {
        let app = TemporaryFolder("iconpicker-e2e-many")
        defer {
            app.remove()
            state.remove()
        }
        let plist = writeApp(app)
        let tmux = try session(term: "xterm-nonexistent-256color")
        defer { tmux.close() }
        let screen = try open(tmux, plist)
        #expect(screen.contains("icon-01"), "\(screen)")
        let after = try quit(tmux)
        #expect(lines(after).contains("EXIT=0") && lines(after).contains("TTY-RESTORED"), "\(after)")
        // The note is longer than the terminal is wide: read with its wrapped lines joined.
        let joined = after.replacingOccurrences(of: "\n", with: "")
        #expect(joined.components(separatedBy: "has no terminfo entry").count == 2, "said once:\n\(after)")
        #expect(joined.contains("TERM=xterm-nonexistent-256color has no terminfo entry on this machine; using xterm-256color."), "\(after)")
    }
}
