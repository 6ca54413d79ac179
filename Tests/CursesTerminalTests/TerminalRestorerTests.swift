import CNcurses
import Testing

@testable import CursesTerminal

/// What the signal handlers write instead of calling `endwin()`: the terminal's own reset strings.
@Suite(.serialized) struct TerminalRestorerTests {
    /// Loads `name`'s terminfo entry as the current terminal for the duration of `body`.
    func withTerminal<T>(_ name: String, _ body: () -> T) throws -> T {
        let previous = set_curterm(nil)
        var status: Int32 = 0
        guard setupterm(name, 1, &status) == OK else {
            _ = set_curterm(previous)
            throw TerminfoMissing(name: name)
        }
        defer {
            if let loaded = set_curterm(previous) { del_curterm(loaded) }
        }
        return body()
    }

    struct TerminfoMissing: Error { var name: String }

    @Test func theResetLeavesTheAlternateScreenShowsTheCursorAndStopsTheMouse() throws {
        let bytes = try withTerminal("xterm-256color") { TerminalRestorer.terminalResetBytes() }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(bytes.first == 0x18, "CAN first, ending a sequence the signal cut in half")
        #expect(text.contains("\u{1B}[?1049l"), "rmcup: \(text.debugDescription)")
        #expect(text.contains("\u{1B}[?25h"), "cnorm: \(text.debugDescription)")
        #expect(text.contains("\u{1B}[?1000l"), "xterm has a mouse: reports off")
        let leave = try #require(text.range(of: "\u{1B}[?1049l"))
        #expect(!text[leave.upperBound...].contains("\u{1B}[?"), "the alternate screen is left after every mode is reset")
    }

    @Test func paddingIsRemovedAndATerminalWithoutAMouseGetsNoMouseReset() throws {
        let bytes = try withTerminal("vt100") { TerminalRestorer.terminalResetBytes() }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("$<"), "vt100's sgr0 carries padding: \(text.debugDescription)")
        #expect(text.contains("\u{1B}[m"), "\(text.debugDescription)")
        #expect(!text.contains("?1000l"), "\(text.debugDescription)")
    }
}
