import Chooser
import IconLint
import TerminalArt
import TestSupport
import Testing

@testable import IconKit

/// The screen as text (and, for colour, the cells), without a terminal.
@Suite struct ChooserViewTests {
    func snapshot(_ state: ChooserState, _ name: String) {
        let text = ChooserView.render(state).textLines.map { $0.trimmingTrailing() }.joined(separator: "\n") + "\n"
        if let mismatch = Snapshot.mismatch(text, named: name) { Issue.record(Comment(rawValue: mismatch)) }
    }

    func withArt(_ state: ChooserState) -> ChooserState {
        var state = state
        guard let size = state.layout.tileSize else { return state }
        for index in state.icons.indices {
            let text = state.unicode ? "\u{2580}" : " "
            let grid = CellGrid(
                width: size.artWidth, height: size.artHeight,
                filling: Cell(text, foreground: .indexed(UInt8(16 + index)), background: .indexed(UInt8(16 + index))))
            _ = ChooserUpdate.update(&state, .artLoaded(index: index, size: size, art: grid))
        }
        return state
    }

    @Test func theFirstScreen() {
        snapshot(withArt(makeState(current: "black-white")), "chooser-100x32")
    }

    /// A `.icon` is drawn as a flat preview: while it has the focus the status line says so.
    @Test func aFlatPreviewSaysSoOnTheStatusLine() {
        var state = makeState()
        state.icons[1].isFlatPreview = true
        let bottom = { (state: ChooserState) in ChooserView.render(state).textLines.last ?? "" }
        #expect(!bottom(state).contains("flat .icon preview"), "the primary is a PNG")
        send(&state, .right)
        #expect(bottom(state).hasSuffix("flat .icon preview \u{00B7} 2/6 "), "\(bottom(state))")
        // In a non-UTF-8 locale the dot was sent to ncurses as it is: a blank, and "12/6" once moved on.
        var ascii = makeState(mode: .none, unicode: false)
        ascii.icons[1].isFlatPreview = true
        send(&ascii, .right)
        #expect(bottom(ascii).hasSuffix("flat .icon preview | 2/6 "), "\(bottom(ascii))")
        #expect(ChooserView.render(ascii).cells.allSatisfy { $0.text.unicodeScalars.allSatisfy { $0.isASCII } })
    }

    @Test func smallTilesWhenShortOfRoom() {
        snapshot(withArt(makeState(current: "sunset", width: 60, height: 20)), "chooser-60x20")
    }

    @Test func tooSmall() {
        snapshot(makeState(width: 29, height: 9), "chooser-too-small")
        snapshot(makeState(width: 12, height: 5), "chooser-tiny")
    }

    @Test func placeholdersSayWhy() {
        var state = makeState()
        state.icons[2].missingReason = "file missing"
        _ = ChooserUpdate.update(&state, .artFailed(index: 3, size: .large, reason: "not a PNG"))
        snapshot(state, "chooser-placeholders")
    }

    @Test func theConfirmationAndTheAlert() {
        var state = withArt(makeState())
        send(&state, .right, .enter)
        snapshot(state, "chooser-confirm")
        send(&state, .enter)
        _ = ChooserUpdate.update(&state, .changeFinished(.changed(to: "black-white")))
        snapshot(state, "chooser-alert")
        let lines = ChooserView.render(state).textLines
        #expect(lines.contains { $0.contains("You have changed the icon for \u{201C}Colourful\u{201D}.") })
        #expect(lines.contains { $0.contains("[ OK ]") })
    }

    @Test func theErrorAlert() {
        var state = withArt(makeState(current: "sunset"))
        send(&state, .home, .enter, .enter)
        _ = ChooserUpdate.update(
            &state, .changeFinished(.failed(message: "The file doesn\u{2019}t exist.", detail: "NSCocoaErrorDomain 4")))
        snapshot(state, "chooser-error")
    }

    @Test func scrollingShowsThePosition() {
        var state = withArt(makeState(count: 30))
        send(&state, .end)
        snapshot(withArt(state), "chooser-scrolled")
        #expect(ChooserView.render(state).textLines.last?.trimmingTrailing().hasSuffix("30/30") == true)
    }

    /// The current icon at 14 of 28: the first frame is scrolled to it, its frame and ✓ on screen
    /// (it opened on tiles 1–4, the focus out of sight until a key was pressed).
    @Test func theFirstFrameShowsTheCurrentIconWhereverItIs() {
        var state = makeState(count: 28, current: "alternate-13")
        _ = ChooserUpdate.open(&state)
        let lines = ChooserView.render(withArt(state)).textLines
        let named = lines.firstIndex { $0.contains("alternate-13") }
        #expect(named != nil, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("\u{256D}") && $0.contains("\u{256E}") }, "the focused tile's frame")
        #expect(lines.contains { $0.contains("\u{2713}") }, "the current icon's badge")
        #expect(lines.last?.trimmingTrailing().hasSuffix("14/28") == true)
        #expect(!lines.contains { $0.contains("black-white") }, "scrolled past the first row")
    }

    @Test func longAndWideNamesAreCutInTheMiddleByColumns() {
        // Six icons keep 16x8 tiles at 100x32 (three would fit in larger ones).
        var state = makeState(count: 6)
        state.icons[1].name = "a-very-long-alternate-icon-name"
        state.icons[2].name = "图标图标图标图标图标"
        let lines = ChooserView.render(state).textLines
        #expect(lines.contains { $0.contains(" a-very-lo\u{2026}icon-name ") }, "19 columns, cut in the middle with …")
        #expect(lines.contains { $0.contains(" 图标图标图\u{2026}图标图标 ") }, "wide characters count two columns")
    }

    @Test func namesSharingALongStartStayDistinguishable() {
        var state = makeState(count: 6)
        state.icons[1].name = "AppIcon-Pride-Month-2021-Dark"
        state.icons[2].name = "AppIcon-Pride-Month-2021-Light"
        let lines = ChooserView.render(state).textLines
        #expect(lines.contains { $0.contains(" AppIcon-P\u{2026}2021-Dark ") })
        #expect(lines.contains { $0.contains(" AppIcon-P\u{2026}021-Light ") })
    }

    @Test func noColourFocusesByReverseVideoAndASCIIHasNoUnicode() {
        let plain = ChooserView.render(withArt(makeState(current: "black-white", mode: .none, unicode: false)))
        #expect(plain.cells.allSatisfy { $0.text.unicodeScalars.allSatisfy { $0.isASCII } })
        #expect(plain.cells.allSatisfy { $0.foreground == .default || $0.foreground == .indexed(16) || $0.foreground.isArt })
        let focusedName = plain.textLines.lastIndex { $0.contains("black-white") }.map { row in
            (0..<plain.width).filter { plain[$0, row].attributes.contains(.reverse) }.map { plain[$0, row].text }.joined()
        }
        #expect(focusedName == "black-white", "the focused tile's name is in reverse video")
        snapshot(withArt(makeState(current: "black-white", mode: .none, unicode: false)), "chooser-ascii")
    }

    /// An app read through a project: "Home Assistant · App (Release) · iPhone · 6 icons".
    func projectState(width: Int) -> ChooserState {
        var state = makeState(width: width, height: 20, isDemo: false)
        state.appName = "Home Assistant"
        state.target = "App"
        state.configuration = "Release"
        return state
    }

    @Test func theTitleNamesTheTargetAndConfiguration() {
        let lines = ChooserView.render(projectState(width: 100)).textLines
        #expect(lines[0].hasPrefix(" Home Assistant \u{00B7} App (Release) \u{00B7} iPhone \u{00B7} 6 icons "), "\(lines[0])")
        #expect(lines[0].contains("current: (primary)"), "\(lines[0])")
        #expect(!lines[0].contains("demo"))
    }

    @Test func aNarrowTitleDropsTheConfigurationThenTheTargetBeforeCuttingTheCount() {
        let sixty = ChooserView.render(projectState(width: 60)).textLines[0]
        #expect(sixty.hasPrefix(" Home Assistant \u{00B7} App (Release) \u{00B7} iPhone \u{00B7} 6 icons"), "\(sixty)")
        let fortyFive = ChooserView.render(projectState(width: 45)).textLines[0]
        #expect(fortyFive.hasPrefix(" Home Assistant \u{00B7} App \u{00B7} iPhone \u{00B7} 6 icons"), "\(fortyFive)")
        let narrow = ChooserView.render(projectState(width: 38)).textLines[0]
        #expect(narrow.hasPrefix(" Home Assistant \u{00B7} iPhone \u{00B7} 6 icons"), "\(narrow)")
        var long = projectState(width: 30)
        long.appName = "A Rather Long Application Name"
        let cut = ChooserView.render(long).textLines[0]
        #expect(cut.hasSuffix("\u{2026}") && cut.count == 30, "\(cut)")
    }

    @Test func theTitleSaysTheDemoIsTheDemo() {
        let demo = ChooserView.render(makeState()).textLines[0]
        #expect(demo.hasPrefix(" Colourful (demo) \u{00B7} iPhone \u{00B7} 6 icons"), "\(demo)")
        let ascii = ChooserView.render(makeState(mode: .none, unicode: false)).textLines[0]
        #expect(ascii.hasPrefix(" Colourful (demo) | iPhone | 6 icons"), "\(ascii)")
        #expect(!ChooserView.render(makeState(isDemo: false)).textLines[0].contains("demo"))
    }

    @Test func theBadgeIsGreenWhereThereIsColour() {
        let grid = ChooserView.render(withArt(makeState(current: "black-white", mode: .truecolor)))
        let badge = grid.cells.first { $0.text == "\u{2713}" }
        #expect(badge?.background == .rgb(52, 199, 89))
        let sixteen = ChooserView.render(withArt(makeState(current: "black-white", mode: .palette16)))
        #expect(sixteen.cells.first { $0.text == "\u{2713}" }?.background == .indexed(2))
    }
}

extension TerminalColor {
    /// The test art uses palette entries 16 and up.
    var isArt: Bool {
        if case .indexed(let index) = self { return index >= 16 }
        return false
    }
}

extension String {
    func trimmingTrailing() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

extension ChooserViewTests {
    /// The lint findings in the chooser: the count on the title line, the `!` mark and the `!` key.
    @Suite struct Findings {
        func finding(_ severity: Diagnostic.Severity, _ message: String, _ subject: LintFinding.Subject) -> LintFinding {
            LintFinding(
                ruleID: severity == .error ? .missingIconFile : .ordinalMissing, severity: severity, message: message,
                file: "App/Info.plist", location: "CFBundleIcons", subject: subject)
        }

        func stateWithFindings() -> ChooserState {
            var state = makeState()
            state.icons[1].findings = [
                finding(
                    .error,
                    "no file for \u{2018}black-white-60\u{2019} under /app (looked for black-white-60.png, black-white-60@2x.png, black-white-60@3x.png, … black-white-60@2x~ipad.png)",
                    .alternate("black-white"))
            ]
            state.icons[2].findings = [finding(.note, "only a note", .alternate("white-black"))]
            state.appFindings = [finding(.note, "no alternate declares an ordinal", .app)]
            state.findingCount = 3
            return state
        }

        @Test func theKeyListsTheFocusedIconsFindingsAndAnyKeyClosesThem() {
            var state = stateWithFindings()
            _ = send(&state, .right, .character("!"))
            #expect(state.modal == .findings(index: 1))
            let screen = ChooserView.render(state).textLines.joined(separator: "\n")
            #expect(screen.contains("Findings for \u{201C}black-white\u{201D}"))
            #expect(screen.contains("error: no file for \u{2018}black-white-60\u{2019}"))
            #expect(screen.contains("[missing-icon-file]"), "the message is wrapped, not cut")
            #expect(screen.contains("and 1 finding about the app as a whole"))
            _ = send(&state, .character("x"))
            #expect(state.modal == .none)
            #expect(state.focus == 1, "closing does not move the focus")
        }

        @Test func anIconWithoutFindingsSaysSo() {
            var state = stateWithFindings()
            _ = send(&state, .character("!"))
            #expect(ChooserView.render(state).textLines.joined(separator: "\n").contains("No findings for this icon."))
        }

        @Test func theTitleCountsAndTilesWithProblemsAreMarked() {
            let state = stateWithFindings()
            let lines = ChooserView.render(state).textLines
            #expect(lines[0].contains("Colourful (demo) \u{00B7} iPhone \u{00B7} 6 icons \u{00B7} 3 findings"))
            #expect(lines.last?.contains("! findings") == true)
            let marks = lines.reduce(0) { $0 + $1.filter { $0 == "!" }.count }
            #expect(marks == 1 + 1, "one tile mark (a note earns none) plus the status line's key")
        }
    }
}

/// The chooser's view fixes from issue 13: error and warning marks differ, and names cannot drive the terminal.
@Suite struct ChooserViewFixesTests {
    func finding(_ severity: Diagnostic.Severity) -> LintFinding {
        LintFinding(
            ruleID: severity == .error ? .missingIconFile : .ordinalMissing, severity: severity, message: "m",
            file: "Info.plist", location: "CFBundleIcons", subject: .primary)
    }

    @Test func errorAndWarningMarksDiffer() {
        for mode in [ColorMode.palette256, .none] {
            var state = makeState(mode: mode)
            state.icons[0].findings = [finding(.error)]
            state.icons[1].findings = [finding(.warning)]
            let grid = ChooserView.render(state)
            let marks = grid.cells.filter { $0.text == "!" }.prefix(2)
            #expect(marks.count == 2)
            if let error = marks.first, let warning = marks.last {
                #expect(error != warning, "\(mode): \(error) vs \(warning)")
            }
        }
    }

    @Test func controlCharactersInNamesAreShownEscaped() {
        var state = makeState()
        state.icons[1].name = "evil\u{1B}]0;pwned\u{07}\u{1B}[31mred\u{202E}"
        state.appName = "App\u{1B}[2J"
        send(&state, .right, .enter)
        let grid = ChooserView.render(state)
        let text = grid.textLines.joined(separator: "\n")
        #expect(!grid.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E } })
        #expect(text.contains("App\\u{1B}[2J"), "the chooser spells escapes as list and lint do")
        #expect(text.contains("\\u{1B}]0;pwned\\u{7}"))
        #expect(text.contains("red\\u{202E}"))
    }
}
