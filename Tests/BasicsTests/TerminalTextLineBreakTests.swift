import Testing

@testable import Basics

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
