import Testing

@testable import CursesTerminal

/// SGR mouse reports (mode 1006), read from the characters after an Escape: decimal cells with no
/// limit, where X10's one byte per coordinate stops at column 223.
@Suite struct MouseReportTests {
    func codes(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func pressesReleasesAndTheWheel() {
        #expect(MouseReport.parse(sgr: codes("[<0;236;6M")) == MouseReport(action: .press(button: 0), x: 235, y: 5))
        #expect(MouseReport.parse(sgr: codes("[<0;236;6m")) == MouseReport(action: .release(button: 0), x: 235, y: 5))
        #expect(MouseReport.parse(sgr: codes("[<2;1;1M")) == MouseReport(action: .press(button: 2), x: 0, y: 0))
        #expect(MouseReport.parse(sgr: codes("[<64;10;3M"))?.action == .wheel(rows: -1))
        #expect(MouseReport.parse(sgr: codes("[<65;10;3M"))?.action == .wheel(rows: 1))
        #expect(MouseReport.parse(sgr: codes("[<16;5;5M"))?.action == .press(button: 0), "Control held: still a press")
        #expect(MouseReport.parse(sgr: codes("[<32;5;5M"))?.action == .other, "a drag")
        #expect(MouseReport.parse(sgr: codes("[<128;5;5M"))?.action == .other, "button 8")
        #expect(MouseReport.parse(sgr: codes("[<0;1000;400M")) == MouseReport(action: .press(button: 0), x: 999, y: 399))
    }

    /// Anything else is no report: a run of digits cannot overflow, a missing or empty field is refused.
    @Test func malformedReportsAreNone() {
        for text in [
            "[<0;99999999999999999999;5M", "[<0;5M", "[<0;;5M", "[<;1;1M", "[<0;0;5M", "[<0;5;5;5M", "[<0;5;5x", "[<a;5;5M", "[M", "[<",
        ] {
            #expect(MouseReport.parse(sgr: codes(text)) == nil, "\(text)")
        }
    }

    /// After an Escape, a report is read whole (its `<`, digits and `;` are not the end) and becomes a
    /// click or a scroll; the release and other buttons become nothing, never keys.
    @Test func aReportInABatchIsAClickOrAScroll() {
        let raw = KeyDecoderTests.batch("\u{1B}[<0;236;6M\u{1B}[<0;236;6m\u{1B}[<65;1;1M\u{1B}[<2;3;3Mq")
        #expect(
            KeyDecoder.decode(batch: raw) == [
                .click(x: 235, y: 5, double: false), .scroll(rows: 1), .key(.character("q")),
            ])
        #expect(EscapeSequence.decode(codes("[<64;1;1M")) == .mouse(MouseReport(action: .wheel(rows: -1), x: 0, y: 0)))
        #expect(EscapeSequence.decode(codes("[<0;1M")) == .ignored)
        #expect(KeyDecoder.openEscape(in: KeyDecoderTests.batch("\u{1B}[<0;23")) == 0, "a report cut short is waited for")
    }
}
