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

    /// A pasted `ESC [ 99999999999999999999 ~` overflowed the number and killed the chooser (SIGILL);
    /// found by the key-decoder fuzz target. A long number is no key.
    @Test func aTildeKeyWithAHugeNumberIsIgnoredNotATrap() {
        #expect(EscapeSequence.decode(codes("[99999999999999999999~")) == .ignored)
        #expect(EscapeSequence.decode(codes("[0005~")) == .ignored)
        #expect(EscapeSequence.decode(codes("[005~")) == .key(.pageUp))
    }

    @Test func onlyALoneEscapeIsTheEscapeKey() {
        #expect(EscapeSequence.decode([]) == .escape)
        #expect(EscapeSequence.decode([27]) == .escape)
        #expect(EscapeSequence.decode(codes("q")) == .ignored, "Alt+q does not quit")
        #expect(EscapeSequence.decode(codes("x")) == .ignored)
        #expect(EscapeSequence.decode(codes("[")) == .ignored, "Alt+[ is not a key")
        #expect(EscapeSequence.decode([0]) == .ignored, "Alt+ a key ncurses decoded")
    }

    /// Reads `stream` (what came after an Escape) as the chooser does: until the sequence is whole.
    /// Returns what was read as the sequence and what is left to arrive as keys.
    func read(_ stream: String) -> (tail: [UInt32], left: String) {
        var tail: [UInt32] = []
        var rest = Substring(stream).unicodeScalars[...]
        while tail.count < EscapeSequence.maxLength && !EscapeSequence.isComplete(tail), let next = rest.first {
            tail.append(next.value)
            rest = rest.dropFirst()
        }
        return (tail, String(String.UnicodeScalarView(rest)))
    }

    /// Answers to the detection queries that come after its 100 ms wait reach the chooser as input:
    /// each is read whole and ignored, so none of their letters acts as a key (`k` moved the focus,
    /// the `r` of `xterm(379)` asked to reset the icon).
    @Test func lateAnswersToTheGraphicsQueriesAreReadWholeAndIgnored() {
        let answers = [
            "_Gi=31;OK\u{1B}\\",  // kitty graphics query (APC)
            "P>|xterm(379)\u{1B}\\",  // XTVERSION (DCS)
            "P>|kitty(0.26.5)\u{1B}\\",
            "[?64;1;2;6;9;15;16;17;18;21;22;28c",  // xterm's DA1, longer than 16 bytes
            "[6;20;10t",  // cell size
            "]11;rgb:0000/0000/0000\u{7}",  // an OSC answered with BEL
        ]
        for answer in answers {
            let (tail, left) = read(answer + "k")
            #expect(left == "k", "only the key after \(answer) is left")
            #expect(EscapeSequence.decode(tail) == .ignored, "\(answer)")
        }
        #expect(read("kr").left == "r", "Alt+k is one character")
        #expect(read("[Cq").left == "q" && EscapeSequence.decode(read("[Cq").tail) == .key(.right))
        #expect(read("OCq").left == "q")
        #expect(read("\u{1B}").tail == [27], "Escape twice")
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
