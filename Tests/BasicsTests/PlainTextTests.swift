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
}
