import Basics
import CursesTerminal
import Testing

/// What follows an unmatched Escape: a cursor key in either form, the Escape key alone, or Alt+key.
@Suite struct EscapeSequenceTests {
    func codes(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func bothFormsOfTheCursorKeysAreCursorKeys() {
        #expect(EscapeSequence.decode(codes("[C")) == .key(.right))
        #expect(EscapeSequence.decode(codes("OC")) == .key(.right))
        #expect(EscapeSequence.decode(codes("[A")) == .key(.up))
        #expect(EscapeSequence.decode(codes("OB")) == .key(.down))
        #expect(EscapeSequence.decode(codes("[D")) == .key(.left))
        #expect(EscapeSequence.decode(codes("[1;5C")) == .key(.right), "modifiers do not change the key")
        #expect(EscapeSequence.decode(codes("OH")) == .key(.home))
        #expect(EscapeSequence.decode(codes("[F")) == .key(.end))
        #expect(EscapeSequence.decode(codes("[Z")) == .key(.backTab))
    }

    @Test func tildeKeysArePagingAndEnds() {
        #expect(EscapeSequence.decode(codes("[5~")) == .key(.pageUp))
        #expect(EscapeSequence.decode(codes("[6~")) == .key(.pageDown))
        #expect(EscapeSequence.decode(codes("[1~")) == .key(.home))
        #expect(EscapeSequence.decode(codes("[4~")) == .key(.end))
        #expect(EscapeSequence.decode(codes("[2~")) == .ignored)
    }

    @Test func onlyALoneEscapeIsTheEscapeKey() {
        #expect(EscapeSequence.decode([]) == .escape)
        #expect(EscapeSequence.decode([27]) == .escape)
        #expect(EscapeSequence.decode(codes("q")) == .ignored, "Alt+q does not quit")
        #expect(EscapeSequence.decode(codes("x")) == .ignored)
        #expect(EscapeSequence.decode(codes("[")) == .ignored, "Alt+[ is not a key")
        #expect(EscapeSequence.decode([0]) == .ignored, "Alt+ a key ncurses decoded")
    }
}

/// Clicks are reported when pressed; a second press on the same spot soon after is a double click.
@Suite struct DoubleClickDetectorTests {
    /// The answers to a series of presses (x, y, milliseconds).
    func answers(_ presses: [(Int, Int, UInt64)]) -> [Bool] {
        var detector = DoubleClickDetector(interval: 400)
        return presses.map { detector.press(x: $0.0, y: $0.1, time: $0.2) }
    }

    @Test func aSecondPressOnTheSameSpotSoonAfterIsADoubleClick() {
        #expect(answers([(10, 5, 1000), (10, 5, 1300), (10, 5, 1400)]) == [false, true, false], "a third press starts over")
    }

    @Test func slowOrDistantPressesAreSingleClicks() {
        let presses: [(Int, Int, UInt64)] = [(10, 5, 1000), (10, 5, 1500), (30, 5, 1600), (30, 6, 1700), (31, 6, 1800)]
        // Too slow, elsewhere, another row, then a cell's jitter counts as the same spot.
        #expect(answers(presses) == [false, false, false, false, true])
    }
}
