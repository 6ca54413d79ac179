import Basics
import Chooser
import Testing

/// The `p` key, as events in and state and effects out.
@Suite struct ChooserUpdatePrimaryIconTests {
    let proposal = PrimaryIconProposal(
        name: "black-white", files: ["App.xcodeproj/project.pbxproj"],
        lines: [
            "--- App.xcodeproj/project.pbxproj", "-ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
            "+ASSETCATALOG_COMPILER_APPICON_NAME = \"black-white\";",
        ])

    func projectState() -> ChooserState {
        var state = makeState(isDemo: false)
        _ = ChooserUpdate.update(&state, .resize(width: 100, height: 32))
        return state
    }

    @Test func theKeyAsksToPlanForTheFocusedAlternate() {
        var state = projectState()
        #expect(send(&state, .right, .character("p")) == [.planPrimaryIcon("black-white")])
        #expect(state.changeInProgress)
        #expect(state.status == "Planning the change\u{2026}")
    }

    @Test func thePrimaryItselfAndABuiltAppSayWhyNot() {
        var state = projectState()
        #expect(send(&state, .character("p")).isEmpty)
        #expect(state.status?.hasPrefix("That is the primary icon already") == true)
        state.primaryChangeUnavailable = "A built app cannot be changed: make the icon primary in the project that builds it."
        #expect(send(&state, .right, .character("p")).isEmpty)
        #expect(state.status == state.primaryChangeUnavailable)
        #expect(!state.changeInProgress)
    }

    @Test func thePlanIsShownAndConfirmingWritesIt() {
        var state = projectState()
        send(&state, .right, .character("p"))
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        #expect(state.modal == .makePrimary(proposal, button: .change))
        #expect(!state.changeInProgress)
        #expect(send(&state, .enter) == [.makePrimaryIcon("black-white")])
        #expect(state.modal == .none)
        _ = ChooserUpdate.update(&state, .primaryIconChanged(name: "black-white", files: proposal.files))
        guard case .alert(let alert) = state.modal else {
            Issue.record("no alert: \(state.modal)")
            return
        }
        #expect(alert.message == "\u{201C}black-white\u{201D} is now the primary icon of the project; rebuild the app to see it.")
        #expect(alert.detail == "Changed App.xcodeproj/project.pbxproj")
        #expect(!alert.isError)
    }

    @Test func cancellingByKeyOrEscapeChangesNothing() {
        var state = projectState()
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        #expect(send(&state, .right, .enter).isEmpty)
        #expect(state.modal == .none)
        #expect(state.status == "Nothing changed.")
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        #expect(send(&state, .escape).isEmpty)
        #expect(state.status == "Nothing changed.")
    }

    @Test func aClickOnAButtonPressesIt() throws {
        var state = projectState()
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        let lines = ChooserView.render(state).textLines
        let row = try #require(lines.firstIndex { $0.contains("[ Cancel ]") })
        let cancel = try #require(lines[row].range(of: "[ Cancel ]"))
        let column = TextWidth.columns(of: String(lines[row][..<cancel.lowerBound])) + 2
        #expect(ChooserUpdate.update(&state, .click(x: column, y: row, double: false)).isEmpty)
        #expect(state.status == "Nothing changed.")
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        let make = try #require(lines[row].range(of: "[ Make primary ]"))
        let makeColumn = TextWidth.columns(of: String(lines[row][..<make.lowerBound])) + 2
        #expect(ChooserUpdate.update(&state, .click(x: makeColumn, y: row, double: false)) == [.makePrimaryIcon("black-white")])
    }

    @Test func aFailureIsShownAsAnError() {
        var state = projectState()
        send(&state, .right, .character("p"))
        _ = ChooserUpdate.update(&state, .primaryIconFailed(message: "Expo prebuild writes this app's icons."))
        guard case .alert(let alert) = state.modal else {
            Issue.record("no alert: \(state.modal)")
            return
        }
        #expect(alert.isError)
        #expect(alert.title == "The primary icon was not changed")
        #expect(!state.changeInProgress)
    }
}
