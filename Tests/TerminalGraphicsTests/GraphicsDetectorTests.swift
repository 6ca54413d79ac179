import Foundation
import TerminalGraphics
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Detection: the environment first, then the terminal's replies, parsed and (through a
/// pseudo-terminal) waited for with a deadline.
@Suite struct DetectionTests {
    @Test func theEnvironmentNamesTheTerminal() {
        #expect(GraphicsDetector.fromEnvironment(["TERM": "xterm-kitty"]) == .kitty)
        #expect(GraphicsDetector.fromEnvironment(["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"]) == .kitty)
        #expect(GraphicsDetector.fromEnvironment(["TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(GraphicsDetector.fromEnvironment(["LC_TERMINAL": "iTerm2", "TERM_PROGRAM": "WezTerm"]) == .iterm)
        #expect(GraphicsDetector.fromEnvironment(["WEZTERM_EXECUTABLE": "/usr/bin/wezterm"]) == .iterm)
        #expect(GraphicsDetector.fromEnvironment(["KONSOLE_VERSION": "230804"]) == .kitty)
        #expect(GraphicsDetector.fromEnvironment(["TERM": "foot"]) == .sixel)
        #expect(GraphicsDetector.fromEnvironment(["TERM": "xterm-256color", "VTE_VERSION": "7006"]) == nil)
        #expect(!GraphicsDetector.worthAsking(["TERM": "dumb"]) && !GraphicsDetector.worthAsking(["TERM": "linux"]))
    }

    @Test func placeholdersNeedKitty028() {
        #expect(!GraphicsDetector.supportsPlaceholders(version: "kitty(0.26.5)"))
        #expect(GraphicsDetector.supportsPlaceholders(version: "kitty(0.28.0)"))
        #expect(GraphicsDetector.supportsPlaceholders(version: "kitty(1.0)"))
        #expect(GraphicsDetector.supportsPlaceholders(version: "ghostty 1.1"))
        #expect(GraphicsDetector.supportsPlaceholders(version: nil))
    }

    @Test func repliesAreParsedWhateverTheirOrder() {
        let kitty = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c".utf8)
        let replies = TerminalReplies.parse(kitty)
        #expect(replies.kittyGraphics && replies.isComplete && !replies.sixel)
        #expect(replies.version == "kitty(0.26.5)")
        #expect(replies.cellSize?.width == 10 && replies.cellSize?.height == 20)
        #expect(GraphicsDetector.fromReplies(replies) == .kitty)
        let xterm = TerminalReplies.parse(Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[4;480;640t\u{1B}[?63;1;2;4;6;9;15;22c".utf8))
        #expect(xterm.sixel && !xterm.kittyGraphics)
        #expect(xterm.windowPixels?.width == 640)
        #expect(GraphicsDetector.fromReplies(xterm) == .sixel)
        let vte = TerminalReplies.parse(Array("\u{1B}[?65;1;9c".utf8))
        #expect(vte.isComplete && GraphicsDetector.fromReplies(vte) == nil)
        #expect(!TerminalReplies.parse([]).isComplete)
        // A cell or window no screen has is not believed: the cell area's width overflowed with it.
        let hostile = TerminalReplies.parse(Array("\u{1B}[6;9223372036854775807;9t\u{1B}[4;99999999;1t\u{1B}[?62c".utf8))
        #expect(hostile.cellSize == nil && hostile.windowPixels == nil)
        #expect(TerminalReplies.parse(Array("\u{1B}[6;1024;512t".utf8)).cellSize?.width == 512)
    }

    /// Runs the probe on a pseudo-terminal (80x24) whose far end reads the queries and sends `answer`.
    func probe(answer: String?, timeout: Int = 100) throws -> (TerminalReplies?, Double, String) {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
        defer {
            close(master)
            close(slave)
        }
        let far = master
        let received = LockedText()
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(far, &buffer, buffer.count)
            received.set(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self))
            if let answer { _ = answer.withCString { write(far, $0, strlen($0)) } }
        }
        thread.start()
        let start = Date()
        let replies = TerminalProbe.ask(on: slave, insideTmux: false, timeout: timeout)
        let elapsed = Date().timeIntervalSince(start) * 1000
        usleep(20_000)
        return (replies, elapsed, received.get())
    }

    @Test func aScriptedKittyAnswersAndTheSentinelEndsTheWait() throws {
        let (replies, elapsed, query) = try probe(
            answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;18;9t\u{1B}[?62;22c", timeout: 10_000)
        #expect(query.hasPrefix("\u{1B}_Gi=31,s=1,v=1,a=q"), "the kitty query goes first")
        #expect(query.hasSuffix("\u{1B}[c"), "DA1 last, as the sentinel")
        #expect(replies?.kittyGraphics == true)
        #expect(replies?.cellSize?.height == 18)
        #expect(elapsed < 5_000, "answered: the sentinel ends the wait, not the 10 s timeout (\(elapsed) ms)")
    }

    @Test func withoutACellSizeAnswerTheWindowsPixelsAreDivided() throws {
        let (replies, _, _) = try probe(answer: "\u{1B}[4;480;800t\u{1B}[?63;4c")
        #expect(replies?.cellSize?.width == 10 && replies?.cellSize?.height == 20, "800x480 px over 80x24 cells")
        #expect(replies?.sixel == true)
    }

    /// A terminal that keeps talking is read no further than `maxReplyBytes`: each read parsed all
    /// that had come, so an endless answer cost more with every read. Here the sentinel comes after
    /// 200 KB and is never reached.
    @Test func aRunawayAnswerIsReadNoFurtherThanTheCap() throws {
        let (replies, _, _) = try probe(answer: String(repeating: "x", count: 200 << 10) + "\u{1B}[?62;4c", timeout: 10_000)
        #expect(replies?.isComplete == false)
    }

    @Test func aTerminalThatAnswersNothingCostsOneTimeout() throws {
        let (replies, elapsed, _) = try probe(answer: nil, timeout: 400)
        #expect(replies?.isComplete == false)
        #expect(replies.map(GraphicsDetector.fromReplies) == .some(nil))
        #expect(elapsed >= 380 && elapsed < 780, "one timeout of 400 ms, not two: \(elapsed) ms")
    }
}

/// Text handed from the scripted terminal's thread to the test.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func set(_ value: String) {
        lock.lock()
        text = value
        lock.unlock()
    }
    func get() -> String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}
