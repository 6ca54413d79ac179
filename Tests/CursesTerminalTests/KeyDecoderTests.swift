import Basics
import CNcurses
import Testing

@testable import CursesTerminal

/// Input decoded a batch at a time: a paste or a runaway reply is one pass over what arrived, with
/// escape sequences read whole wherever they fall in it.
@Suite struct KeyDecoderTests {
    static func batch(_ text: String) -> [KeyDecoder.Raw] { text.unicodeScalars.map { .character($0.value) } }

    @Test func aBatchOfKeysDecodesInOrderAndDropsUnboundCodes() {
        let raw = Self.batch("jx\u{7F}\u{1}l") + [.functionKey(KEY_DOWN), .functionKey(KEY_F0 + 5)] + Self.batch("q")
        #expect(
            KeyDecoder.decode(batch: raw) == [
                .key(.character("j")), .key(.character("x")), .key(.character("l")), .key(.down), .key(.character("q")),
            ])
        let paste = Self.batch(String(repeating: "x", count: 10_240) + "q")
        let keys = KeyDecoder.decode(batch: paste)
        #expect(keys.count == 10_241 && keys.last == .key(.character("q")))
    }

    @Test func escapeSequencesAreReadWholeInsideABatch() {
        let raw = Self.batch("\u{1B}[C\u{1B}OAk\u{1B}[5~\u{1B}\u{1B}\u{1A}")
        #expect(
            KeyDecoder.decode(batch: raw) == [
                .key(.right), .key(.up), .key(.character("k")), .key(.pageUp), .key(.escape), .suspendRequested,
            ])
    }

    /// A terminal's late reply to the graphics queries is one ignored sequence, not keys: its `k` would
    /// move the focus and its `r` ask to reset the icon.
    @Test func lateRepliesAreIgnoredNotTyped() {
        let reply = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;4c\u{1B}[6;20;10t"
        #expect(KeyDecoder.decode(batch: Self.batch(reply + "q")) == [.key(.character("q"))])
    }

    /// An Escape followed by a key ncurses decoded (Alt+→) is nothing the chooser acts on.
    @Test func anEscapeBeforeAFunctionKeyIsIgnored() {
        #expect(KeyDecoder.decode(batch: Self.batch("\u{1B}") + [.functionKey(KEY_RIGHT)] + Self.batch("l")) == [.key(.character("l"))])
    }

    /// Where a batch ends inside a sequence, more is waited for; a finished one, or none, needs nothing.
    @Test func aSequenceCutByTheEndOfTheBatchIsOpen() {
        #expect(KeyDecoder.openEscape(in: Self.batch("ab\u{1B}")) == 2, "a lone Escape may be the start of a sequence")
        #expect(KeyDecoder.openEscape(in: Self.batch("\u{1B}[1;5")) == 0)
        #expect(KeyDecoder.openEscape(in: Self.batch("\u{1B}_Gi=31;OK\u{1B}")) == 0, "ST cut after its Escape")
        #expect(KeyDecoder.openEscape(in: Self.batch("\u{1B}[C")) == nil)
        #expect(KeyDecoder.openEscape(in: Self.batch("\u{1B}_G\u{1B}\\x")) == nil)
        #expect(KeyDecoder.openEscape(in: Self.batch("\u{1B}") + [.functionKey(KEY_LEFT)]) == nil)
        #expect(KeyDecoder.openEscape(in: Self.batch("xyz")) == nil)
        let long = Self.batch("\u{1B}P" + String(repeating: "a", count: EscapeSequence.maxLength))
        #expect(KeyDecoder.openEscape(in: long) == nil, "a sequence longer than any reply is read no further")
    }
}
