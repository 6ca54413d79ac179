import Testing

@testable import Basics

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
