import Basics
import Chooser
import IconLint
import TerminalArt
import TestSupport
import Testing

@testable import IconKit

func makeState(
    count: Int = 6, current: String? = nil, width: Int = 100, height: Int = 32, supports: Bool = true,
    mode: ColorMode = .palette256, unicode: Bool = true, isDemo: Bool = true
) -> ChooserState {
    let names = ["black-white", "white-black", "multi-black", "black-multi", "sunset"]
    let icons = [ChooserIcon(name: nil)] + (1..<count).map { ChooserIcon(name: $0 <= names.count ? names[$0 - 1] : "alternate-\($0)") }
    var state = ChooserState(
        appName: "Colourful", idiomName: "iPhone", icons: icons, supportsAlternateIcons: supports,
        current: current, width: width, height: height, colorMode: mode, unicode: unicode)
    // Colourful is the bundled demo, as the chooser opens it with no PATH.
    state.isDemo = isDemo
    return state
}

@discardableResult
func send(_ state: inout ChooserState, _ keys: Key...) -> [ChooserEffect] {
    var effects: [ChooserEffect] = []
    for key in keys { effects += ChooserUpdate.update(&state, .key(key)) }
    return effects
}

/// The chooser's update function: keys and events in, state and effects out.
@Suite struct ChooserUpdateTests {
    @Suite struct Navigation {
        /// The chooser draws a frame only when the state changed: a key that changes nothing (an
        /// unbound one, a move past the edge, in a popup or not) must leave the state equal, or a paste
        /// of 10 KB of such keys is 10,000 frames (hostile/fuzz-2026-11/chooser-input-flood).
        @Test func aKeyThatChangesNothingLeavesTheStateEqual() {
            var state = makeState()
            _ = ChooserUpdate.update(&state, .resize(width: 100, height: 32))
            for key: Key in [.character("x"), .character("Z"), .up, .character("k"), .pageUp, .home] {
                let before = state
                #expect(ChooserUpdate.update(&state, .key(key)).isEmpty, "\(key)")
                #expect(state == before, "\(key) changed the state")
            }
            send(&state, .right)
            let moved = state
            #expect(moved.focus == 1)
            send(&state, .character("x"), .character("y"))
            #expect(state == moved)
            state.status = "That icon is already the current one."
            send(&state, .character("x"))
            #expect(state.status == nil, "the first key after a message clears it (one frame)")
        }

        @Test func startsOnTheCurrentIcon() {
            #expect(makeState(current: "multi-black").focus == 3)
            #expect(makeState(current: nil).focus == 0)
        }

        @Test func arrowsAndVimKeysMoveThroughTheGrid() {
            var state = makeState()
            #expect(state.layout.columns == 4)
            send(&state, .right)
            #expect(state.focus == 1)
            send(&state, .character("l"), .character("l"))
            #expect(state.focus == 3)
            send(&state, .down)
            #expect(state.focus == 5, "the last row is short: down lands on its last icon")
            send(&state, .up)
            #expect(state.focus == 1)
            send(&state, .character("j"))
            #expect(state.focus == 5)
            send(&state, .character("k"), .character("h"))
            #expect(state.focus == 0)
        }

        @Test func leftAndRightWrapAroundTheEnds() {
            var state = makeState()
            send(&state, .left)
            #expect(state.focus == 5)
            send(&state, .right)
            #expect(state.focus == 0)
            send(&state, .backTab)
            #expect(state.focus == 5)
            send(&state, .tab)
            #expect(state.focus == 0)
            send(&state, .up)
            #expect(state.focus == 0, "up on the top row stays")
        }

        @Test func homeEndAndPagesJump() {
            var state = makeState(count: 40, height: 32)
            #expect(state.layout.visibleRows == 2 && state.layout.columns == 4)
            send(&state, .end)
            #expect(state.focus == 39)
            send(&state, .home)
            #expect(state.focus == 0)
            send(&state, .pageDown)
            #expect(state.focus == 8)
            send(&state, .pageUp)
            #expect(state.focus == 0)
        }

        @Test func scrollingKeepsTheFocusVisibleAndAsksForArtOnlyForWhatBecameVisible() {
            var state = makeState(count: 40)
            var first: [ChooserEffect] = []
            if let size = state.layout.tileSize { first = ChooserUpdate.artRequests(&state, size: size) }
            #expect(first == [.loadArt(indices: Array(0..<12), size: .large)], "two visible rows and one row ahead")
            send(&state, .down)
            #expect(state.scrollRow == 0)
            let effects = send(&state, .down)
            #expect(state.focus == 8 && state.scrollRow == 1)
            #expect(effects == [.loadArt(indices: Array(12..<16), size: .large)])
            send(&state, .end)
            #expect(state.scrollRow == 8)
            send(&state, .home)
            #expect(state.scrollRow == 0)
        }

        @Test func aResizeRelaysOutAndRequestsTheSmallerArt() {
            var state = makeState(width: 100, height: 32)
            let effects = ChooserUpdate.update(&state, .resize(width: 60, height: 20))
            #expect(state.layout.tileSize == .small)
            #expect(effects == [.loadArt(indices: Array(0..<6), size: .small)])
            _ = ChooserUpdate.update(&state, .resize(width: 20, height: 6))
            #expect(state.layout.isTooSmall)
        }

        @Test func qEscapeAndControlCQuit() {
            for key in [Key.character("q"), .escape, .controlC] {
                var state = makeState()
                #expect(send(&state, key) == [.quit])
            }
        }

        @Test func aClickFocusesAndADoubleClickChooses() throws {
            var state = makeState()
            let origin = try #require(state.layout.origin(of: 2, scrollRow: 0))
            _ = ChooserUpdate.update(&state, .click(x: origin.x + 3, y: origin.y + 2, double: false))
            #expect(state.focus == 2 && state.modal == .none)
            _ = ChooserUpdate.update(&state, .click(x: origin.x + 3, y: origin.y + 2, double: true))
            #expect(state.modal == .confirm(target: 2, button: .change))
            _ = ChooserUpdate.update(&state, .click(x: 0, y: 0, double: false))
            #expect(state.focus == 2, "clicks outside tiles, or behind a popup, change nothing")
        }
    }

    @Suite struct Flow {
        @Test func choosingAnotherIconAsksFirstThenChanges() {
            var state = makeState()
            send(&state, .right, .enter)
            #expect(state.modal == .confirm(target: 1, button: .change))
            let effects = send(&state, .enter)
            #expect(effects == [.setIcon("black-white")])
            #expect(state.changeInProgress)
            _ = ChooserUpdate.update(&state, .changeFinished(.changed(to: "black-white")))
            #expect(state.current == "black-white")
            #expect(
                state.modal
                    == .alert(
                        .init(
                            title: nil, message: "You have changed the icon for \u{201C}Colourful\u{201D}.",
                            detail: nil, isError: false)))
            send(&state, .enter)
            #expect(state.modal == .none)
        }

        @Test func theButtonsMoveAndCancelChangesNothing() {
            var state = makeState()
            send(&state, .right, .space)
            send(&state, .left)
            #expect(state.modal == .confirm(target: 1, button: .cancel))
            send(&state, .tab)
            #expect(state.modal == .confirm(target: 1, button: .change))
            send(&state, .character("h"))
            #expect(send(&state, .enter) == [])
            #expect(state.modal == .none && state.current == nil && state.status == "Nothing changed.")
            send(&state, .enter)
            #expect(send(&state, .escape) == [])
            #expect(state.modal == .none && state.current == nil)
        }

        @Test func choosingTheCurrentIconOpensNoPopup() {
            var state = makeState(current: "sunset")
            send(&state, .enter)
            #expect(state.modal == .none)
            #expect(state.status == "\u{201C}sunset\u{201D} is already the current icon.")
        }

        @Test func rReturnsToThePrimary() {
            var state = makeState(current: "sunset")
            send(&state, .character("r"))
            #expect(state.modal == .confirm(target: 0, button: .change))
            #expect(send(&state, .enter) == [.setIcon(nil)])
        }

        @Test func aFailureShowsTheSystemsErrorAndKeepsTheCheckmark() {
            var state = makeState(current: "sunset")
            send(&state, .home, .enter, .enter)
            _ = ChooserUpdate.update(
                &state,
                .changeFinished(
                    .failed(
                        message: "The file doesn\u{2019}t exist.",
                        detail: "NSCocoaErrorDomain 4; LSApplicationWorkspaceErrorDomain -105")))
            #expect(state.current == "sunset")
            guard case .alert(let alert) = state.modal else {
                Issue.record("no alert")
                return
            }
            #expect(alert.isError && alert.message == "The file doesn\u{2019}t exist.")
            #expect(alert.detail?.contains("NSCocoaErrorDomain 4") == true)
        }

        @Test func anAppWithoutAlternatesExplainsWhyNothingCanBeSwitched() {
            var state = makeState(count: 1, supports: false)
            send(&state, .enter)
            #expect(state.modal == .none)
            #expect(state.status == "Colourful declares no alternate icons for iPhone, so the icon cannot be changed.")
        }

        @Test func aSecondChooseWhileChangingIsRefused() {
            var state = makeState()
            send(&state, .right, .enter, .enter)
            send(&state, .right, .enter)
            #expect(state.modal == .none && state.status == "A change is still in progress.")
        }

        @Test func helpOpensAndAnyKeyClosesIt() {
            var state = makeState()
            send(&state, .character("?"))
            #expect(state.modal == .help)
            send(&state, .character("x"))
            #expect(state.modal == .none)
        }
    }

    @Suite struct Prefetch {
        @Test func afterTheFirstScreenEverythingElseIsQueuedOnce() {
            var state = makeState(count: 40)
            if let size = state.layout.tileSize { _ = ChooserUpdate.artRequests(&state, size: size) }
            #expect(ChooserUpdate.prefetchRequests(&state) == [.prefetchArt(indices: Array(12..<40), size: .large)])
            #expect(ChooserUpdate.prefetchRequests(&state) == [], "nothing is asked for twice")
            #expect(send(&state, .end) == [], "scrolling finds the art already queued")
        }
    }

    /// The wheel scrolls the grid by rows within its ends; the focus keeps its column on screen.
    @Suite struct Wheel {
        @Test func theWheelScrollsAndTheFocusFollowsOntoTheRowsShown() {
            // 30 icons in 100x32: four to a row, two rows shown, eight rows.
            var state = makeState(count: 30)
            _ = send(&state, .right)
            let effects = ChooserUpdate.update(&state, .scroll(rows: 1))
            #expect(state.scrollRow == 1 && state.focus == 5, "the focus moved onto row 1, same column")
            #expect(effects == [.loadArt(indices: [12, 13, 14, 15], size: .large)], "the row after the new ones: \(effects)")
            _ = ChooserUpdate.update(&state, .scroll(rows: -1))
            #expect(state.scrollRow == 0 && state.focus == 5, "the focus is still on screen: it stays")
            let before = state
            #expect(ChooserUpdate.update(&state, .scroll(rows: -1)).isEmpty && state == before, "at the top already")
            for _ in 0..<20 { _ = ChooserUpdate.update(&state, .scroll(rows: 1)) }
            #expect(state.scrollRow == 6 && state.focus == 25, "stops at the last rows: \(state.scrollRow) \(state.focus)")
        }

        @Test func theWheelDoesNothingUnderAPopup() {
            var state = makeState(count: 30)
            _ = send(&state, .character("?"))
            let before = state
            #expect(ChooserUpdate.update(&state, .scroll(rows: 1)).isEmpty && state == before)
        }

        /// Opening scrolls to the current icon, wherever it is, and asks for the art of what it shows.
        @Test func openingScrollsToTheCurrentIcon() {
            var state = makeState(count: 28, current: "alternate-13")
            let effects = ChooserUpdate.open(&state)
            #expect(state.focus == 13 && state.scrollRow == 2, "\(state.scrollRow)")
            #expect(effects.first == .loadArt(indices: Array(8...15) + Array(16...19) + Array(4...7), size: .large), "\(effects)")
        }
    }
}

extension ChooserUpdateTests {
    @Suite struct FindingsEvent {
        @Test func lintResultsArriveAsAnEvent() {
            var state = makeState(count: 3)
            let note = LintFinding(ruleID: .ordinalNone, severity: .note, message: "n", file: nil, location: nil, subject: .app)
            let error = LintFinding(
                ruleID: .missingIconFile, severity: .error, message: "e", file: nil, location: nil, subject: .alternate("x"))
            #expect(ChooserUpdate.update(&state, .findingsLoaded(perIcon: [[], [error], []], app: [note])).isEmpty)
            #expect(state.icons.map(\.findings.count) == [0, 1, 0])
            #expect(state.appFindings == [note])
            #expect(state.findingCount == 2)
        }
    }
}
