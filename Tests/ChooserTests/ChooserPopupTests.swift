import Basics
import Chooser
import IconLint
import TerminalArt
import TestSupport
import Testing

@testable import IconKit

/// The chooser's popup fixes from issue 13: popups answer clicks, the help is a table, alerts wrap and
/// the status line moves on.
@Suite struct ChooserFixesTests {
    func screen(_ state: ChooserState) -> [String] { ChooserView.render(state).textLines }

    /// The cell where `label` is drawn on the screen.
    func cell(of label: String, in state: ChooserState) throws -> (x: Int, y: Int) {
        let lines = screen(state)
        let row = try #require(lines.firstIndex { $0.contains(label) }, "\(label) is on screen")
        let line = lines[row]
        let start = try #require(line.range(of: label)).lowerBound
        return (line.distance(from: line.startIndex, to: start) + 1, row)
    }

    @Test func clickingChangeInTheConfirmationChanges() throws {
        var state = makeState()
        send(&state, .right, .enter)
        let change = try cell(of: "[ Change ]", in: state)
        let cancel = try cell(of: "[ Cancel ]", in: state)
        var cancelled = state
        #expect(ChooserUpdate.update(&cancelled, .click(x: cancel.x, y: cancel.y, double: false)).isEmpty)
        #expect(cancelled.modal == .none)
        #expect(cancelled.status == "Nothing changed.")
        let effects = ChooserUpdate.update(&state, .click(x: change.x, y: change.y, double: false))
        #expect(effects == [.setIcon("black-white")])
    }

    @Test func clickingOKClosesTheAlertAndClickingBesideTheButtonsDoesNothing() throws {
        var state = makeState()
        send(&state, .right, .enter, .enter)
        _ = ChooserUpdate.update(&state, .changeFinished(.changed(to: "black-white")))
        let ok = try cell(of: "[ OK ]", in: state)
        _ = ChooserUpdate.update(&state, .click(x: ok.x - 3, y: ok.y, double: false))
        #expect(state.modal != .none, "beside the button")
        _ = ChooserUpdate.update(&state, .click(x: 1, y: 1, double: true))
        #expect(state.modal != .none, "outside the box")
        _ = ChooserUpdate.update(&state, .click(x: ok.x, y: ok.y, double: false))
        #expect(state.modal == .none)
    }

    @Test func clickingCloseClosesTheHelp() throws {
        var state = makeState()
        send(&state, .character("?"))
        let close = try cell(of: "[ Close ]", in: state)
        _ = ChooserUpdate.update(&state, .click(x: close.x + 2, y: close.y, double: false))
        #expect(state.modal == .none)
    }

    @Test func theHelpIsALeftAlignedTableWithEveryKey() throws {
        var state = makeState()
        send(&state, .character("?"))
        let lines = screen(state)
        let rows = ["arrows, h j k l", "Ctrl-Z", "?  ", "q, Esc, Ctrl-C", "click, double-click"]
        var starts: Set<Int> = []
        var meanings: Set<Int> = []
        for key in rows {
            let line = try #require(lines.first { $0.contains("\u{2502} " + key) || $0.contains(" " + key) && $0.contains("\u{2502}") })
            let start = try #require(line.range(of: key)).lowerBound
            starts.insert(line.distance(from: line.startIndex, to: start))
            let meaning = try #require(line.range(of: "  ", range: start..<line.endIndex))
            let afterGap = line[meaning.upperBound...].firstIndex { $0 != " " } ?? line.endIndex
            meanings.insert(line.distance(from: line.startIndex, to: afterGap))
        }
        #expect(starts.count == 1, "keys start in one column: \(starts)")
        #expect(meanings.count == 1, "meanings start in one column: \(meanings)")
        #expect(lines.contains { $0.contains("suspend") })
    }

    @Test func theErrorAlertWrapsItsAdviceInsteadOfCuttingIt() {
        var state = makeState(current: "sunset")
        send(&state, .home, .enter, .enter)
        #expect(state.status == "Changing the icon\u{2026}")
        let advice =
            "The icon could not be changed because the state file is read-only. The previous choice is unchanged; check the folder's permissions and try again."
        _ = ChooserUpdate.update(&state, .changeFinished(.failed(message: advice, detail: "NSCocoaErrorDomain 513")))
        let text = screen(state).map { line in
            line.split(separator: "\u{2502}").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        .joined(separator: " ")
        #expect(text.contains("The previous choice is unchanged;"), "\(text)")
        #expect(text.contains("try again."), "the end of the advice is shown")
        #expect(!screen(state).joined().contains("Changing the icon"), "the status line moved on")
        #expect(state.status == nil)
    }
}
