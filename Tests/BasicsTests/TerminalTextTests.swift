import Testing

@testable import Basics

/// `isUnchanged` judges contiguous text eight bytes at a time; it must answer exactly as the
/// byte-by-byte reading does, wherever in a word the control character falls.
@Suite struct TerminalTextWordTests {
    /// The byte-by-byte judgement, written out again as the reference.
    static func reference(_ text: String, keepingLineBreaks: Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20, !(keepingLineBreaks && (byte == 0x0A || byte == 0x09)) { return false }
            if byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return false }
            previous = byte
        }
        return true
    }

    @Test func everyPositionOfEveryKindOfCharacterIsJudgedAsByteByByte() {
        let specials = ["\u{1B}", "\n", "\t", "\r", "\u{7F}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "\u{2713}", "~", " ", "\u{0}"]
        for length in 0..<20 {
            for position in 0...length {
                for special in specials {
                    var text = String(repeating: "a", count: length)
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
                    for keeping in [false, true] {
                        #expect(
                            TerminalText.isUnchanged(text, keepingLineBreaks: keeping) == Self.reference(text, keepingLineBreaks: keeping),
                            "\(text.debugDescription) keeping: \(keeping)")
                    }
                }
            }
        }
    }

    @Test func aC1ControlSplitAcrossTwoWordsIsFound() {
        // 0xC2 is the last byte of the first word, 0x9B the first of the second.
        let text = "abcdefg\u{9B}[31m"
        #expect(Array(text.utf8)[7] == 0xC2)
        #expect(!TerminalText.isUnchanged(text, keepingLineBreaks: true))
        #expect(TerminalText.isUnchanged("abcdefg\u{A0}xyz", keepingLineBreaks: false))
    }
}
