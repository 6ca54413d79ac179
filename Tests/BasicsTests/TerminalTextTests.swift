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

/// Direction overrides make `evil‮txt.png` read as another name, and the Unicode line separators
/// break some terminals' lines: every text output shows them escaped, as it shows control characters.
@Suite struct TerminalTextDirectionTests {
    @Test func directionOverridesAndSeparatorsAreShownEscaped() {
        #expect(TerminalText.escaped("Icon\u{202E}gnp.exe") == "Icon\\u{202E}gnp.exe")
        #expect(TerminalText.escaped("a\u{2066}b\u{2069}") == "a\\u{2066}b\\u{2069}")
        #expect(TerminalText.escapedKeepingLineBreaks("a\u{2028}b\n") == "a\\u{2028}b\n")
        #expect(TerminalText.escaped("Café · “Colourful” ✓ 图标") == "Café · “Colourful” ✓ 图标")
    }

    /// The byte-level check that lets most text skip the copy must agree with the scalar rule for
    /// every scalar of the planes' first 0x3000 values, at the start, middle and end of a text and at
    /// every place in an eight-byte word.
    @Test func theByteCheckAgreesWithTheScalarRule() {
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            // Prefixes of 0 to 8 ASCII bytes put the scalar at every place in an eight-byte word.
            let padded = (0...8).map { String(repeating: "p", count: $0) + character + "0123456789abcdef" }
            for text in [character, "a" + character + "b", "é" + character] + padded {
                let unchanged = TerminalText.isUnchanged(text, keepingLineBreaks: false)
                #expect(unchanged == !TerminalText.needsEscape(scalar), "U+\(String(value, radix: 16))")
                #expect(unchanged == (TerminalText.escaped(text) == text))
            }
        }
    }
}

/// Whole reports keep their line breaks and skip the scalar-by-scalar copy, and still lose every other control.
@Suite struct TerminalTextLineBreakTests {
    @Test func reportsWithOnlyLineBreaksComeBackUnchanged() {
        let report = "title\n   1  alt  file\tIcons/x.png  \u{2713}\n"
        #expect(TerminalText.isUnchanged(report, keepingLineBreaks: true))
        #expect(!TerminalText.isUnchanged(report, keepingLineBreaks: false))
        #expect(TerminalText.escapedKeepingLineBreaks(report) == report)
        #expect(TerminalText.escapedKeepingLineBreaks("a\n\u{1B}]0;x\u{7}\n\u{9B}") == "a\n\\u{1B}]0;x\\u{7}\n\\u{9B}")
        #expect(TerminalText.escapedKeepingLineBreaks("a\r\n") == "a\\r\n")
    }
}
