import Chooser
import Testing

/// The popups as the view draws them.
@Suite struct ChooserViewPopupsTests {
    @Test func thePrimaryIconPopupShowsTheFilesAndTheChangedLinesAsTheScreenHolds() {
        let lines = (0..<40).flatMap { ["-NAME_\($0) = AppIcon;", "+NAME_\($0) = Dark;"] }
        var state = makeState(isDemo: false)
        _ = ChooserUpdate.update(&state, .resize(width: 100, height: 32))
        let proposal = PrimaryIconProposal(name: "Dark", files: ["App/Config.xcconfig"], lines: ["--- App/Config.xcconfig"] + lines)
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        let screen = ChooserView.render(state).textLines
        #expect(screen.contains { $0.contains("Make \u{201C}Dark\u{201D} the project\u{2019}s primary icon?") })
        #expect(screen.contains { $0.contains("--- App/Config.xcconfig") })
        #expect(screen.contains { $0.contains("-NAME_0 = AppIcon;") })
        #expect(screen.contains { $0.contains("+NAME_0 = Dark;") })
        #expect(screen.contains { $0.contains("\u{2026} 57 more lines") })
        #expect(screen.contains { $0.contains("[ Make primary ]   [ Cancel ]") })
    }

    @Test func thePrimaryIconPopupShowsItsNotes() {
        var state = makeState(isDemo: false)
        _ = ChooserUpdate.update(&state, .resize(width: 100, height: 32))
        let proposal = PrimaryIconProposal(
            name: "Dark", files: ["project.yml"], lines: ["--- project.yml", "-NAME: AppIcon", "+NAME: Dark"],
            notes: ["\u{201C}AppIcon-QA\u{201D}, the primary icon of QA until now, is no longer built into QA."])
        _ = ChooserUpdate.update(&state, .primaryIconPlanned(proposal))
        let screen = ChooserView.render(state).textLines
        #expect(
            screen.contains {
                $0.contains("Note: \u{201C}AppIcon-QA\u{201D}, the primary icon of QA until now, is no longer built into QA.")
            })
    }

    @Test func theKeyTableListsTheKey() {
        var state = makeState()
        _ = ChooserUpdate.update(&state, .key(.character("?")))
        #expect(
            ChooserView.render(state).textLines.contains {
                $0.contains("p                    make the focused icon the project\u{2019}s primary")
            })
    }
}
