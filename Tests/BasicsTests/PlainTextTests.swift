import Foundation
import Testing

@testable import Basics

/// The byte search gives what Foundation's character search gives, and other text goes to Foundation.
@Suite struct PlainTextTests {
    static let cases: [(text: String, target: String)] = [
        ("\u{201C}alt1\u{201D} is missing; \u{201C}alt1\u{201D} again", "\u{201C}alt1\u{201D}"),
        ("no match here", "\u{201C}x\u{201D}"),
        ("aaaa", "aa"),
        ("/tmp/app/Icons/x.png and /tmp/app", "/tmp/app"),
        ("for iPhone and iPad", "iPhone"),
        ("", "x"),
    ]

    @Test func replacingAgreesWithFoundation() {
        for (text, target) in Self.cases {
            let plain = PlainText.replacing(target, with: "\u{0}", in: text) { "fallback" }
            #expect(plain == text.replacingOccurrences(of: target, with: "\u{0}"), "\(text)")
            #expect(PlainText.contains(target, in: text) { false } == text.contains(target), "\(text)")
        }
    }

    @Test func textThatIsNotPlainGoesToTheFallback() {
        #expect(PlainText.replacing("e\u{301}", with: "x", in: "caf\u{E9}") { "fallback" } == "fallback")
        #expect(PlainText.replacing("x", with: "y", in: "图标 x") { "fallback" } == "fallback")
        #expect(PlainText.contains("", in: "abc") { true })
        #expect(!PlainText.isPlain("a\r\nb"))
        #expect(PlainText.isPlain("a\n\tb \u{2014} \u{2026}"))
    }

    @Test func theByteJudgementAgreesWithTheScalarOne() {
        let scalars: [Unicode.Scalar] = [
            "a", "~", " ", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{E9}",
            "\u{200F}", "\u{2010}", "\u{2027}", "\u{2028}", "\u{20AC}", "\u{1F600}", "\u{301}",
        ]
        for first in scalars {
            for second in scalars {
                // Around a run of ASCII, so the pair falls inside, across and after eight-byte words.
                let pair = String(String.UnicodeScalarView([first, second]))
                let text = "abcdefg" + pair + "hijklmnopq" + pair
                let bytes = Array(text.utf8)
                let byByte = bytes.withUnsafeBufferPointer { PlainText.isPlain(bytes: $0) }
                let byScalar = pair.unicodeScalars.allSatisfy {
                    (0x20...0x7E).contains($0.value) || [0x0A, 0x09, 0].contains($0.value) || (0x2010...0x2027).contains($0.value)
                }
                #expect(byByte == byScalar, "\(text.debugDescription)")
                #expect(PlainText.isPlain(text) == byScalar)
            }
        }
    }
}
