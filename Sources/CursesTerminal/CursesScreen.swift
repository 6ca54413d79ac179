import Basics
import CNcurses
import Glibc
import TerminalArt

/// The real terminal, through ncurses: takes the screen, draws cell grids, reads keys, mouse and
/// resizes, and gives the terminal back.
public final class CursesScreen {
    public enum Input: Equatable {
        case key(Key)
        case click(x: Int, y: Int, double: Bool)
        /// The mouse wheel: rows to scroll, negative towards the top.
        case scroll(rows: Int)
        case resize(width: Int, height: Int)
        case suspendRequested
        /// The terminal is gone (hung up, closed): nothing more can be read or drawn.
        case terminalLost
    }

    public enum Failure: Error, CustomStringConvertible {
        case unusableTerminal(String)
        public var description: String {
            switch self {
            case .unusableTerminal(let term): return "TERM=\(term) cannot be used (no terminfo entry, or the terminal cannot be opened)"
            }
        }
    }

    /// The colour mode actually in use (24-bit falls back to 256 without a direct-colour entry).
    public private(set) var colorMode: ColorMode
    private var screen: OpaquePointer?
    private var direct = false
    private var pairsExhausted = false
    private var clicks = DoubleClickDetector()

    /// Takes the terminal. `colorMode` is what the caller detected; with `.truecolor` a direct-colour
    /// terminfo entry (`tmux-direct`, `xterm-direct`) is used when the terminal's own entry is not one.
    /// - Parameter capabilities: the terminal's entry, when the caller has read it already.
    public init(colorMode: ColorMode, term: String, capabilities: TerminfoCapabilities? = nil) throws {
        self.colorMode = colorMode
        var name = term
        if colorMode == .truecolor {
            let own = capabilities ?? TerminfoCapabilities.read(term: term)
            if !own.direct {
                let candidates = term.hasPrefix("tmux") || term.hasPrefix("screen") ? ["tmux-direct", "xterm-direct"] : ["xterm-direct"]
                if let found = candidates.first(where: { TerminfoCapabilities.read(term: $0).direct }) {
                    name = found
                } else {
                    self.colorMode = .palette256
                }
            }
        }
        // Guarded from before newterm, which already turns echo off.
        TerminalRestorer.saveShellModes()
        guard let screen = name.withCString({ cncurses_newterm_stdio($0) }) else {
            TerminalRestorer.cursesDidNotStart()
            throw Failure.unusableTerminal(term)
        }
        self.screen = screen
        set_term(screen)
        TerminalRestorer.install()
        Self.applyModes()
        set_escdelay(25)
        if colorMode != .none && has_colors() {
            start_color()
            use_default_colors()
            direct = self.colorMode == .truecolor && cncurses_colors() >= 0x1000000
        } else {
            self.colorMode = .none
        }
    }

    /// The program's terminal modes: raw keys, no echo, keypad decoding, no cursor, and presses of
    /// the mouse and turns of its wheel reported as they happen (mouseinterval 0: ncurses would
    /// otherwise hold every click back 250 ms to look for a double click; `DoubleClickDetector` does
    /// that without waiting). Mouse reports come in the SGR encoding (`MouseReport`), which has no
    /// limit of 223 columns: ncurses asks for it where its entry knows it, and elsewhere it is asked
    /// for here and decoded by `KeyDecoder`.
    private static func applyModes() {
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        curs_set(0)
        mousemask(cncurses_click_events(), nil)
        mouseinterval(0)
        if TerminalRestorer.asksForSGRMouse() { writeToTerminal(TerminalRestorer.sgrMouseOn) }
    }

    public var size: (width: Int, height: Int) {
        (Int(cncurses_cols()), Int(cncurses_lines()))
    }

    /// Draws a whole grid; ncurses sends only what changed.
    public func draw(_ grid: CellGrid) {
        if !drawCells(grid) {
            // The pair table filled up (alloc_pair does not evict on direct-colour terminals):
            // start a fresh table and draw again; a cell whose pair still cannot be had is drawn in
            // the default colours rather than left out with the rest of the frame.
            reset_color_pairs()
            _ = drawCells(grid, lastAttempt: true)
        }
        wnoutrefresh(cncurses_stdscr())
        if cncurses_update_clears() { screenWasCleared = true }
        doupdate()
    }

    /// Set when curses clears the whole screen (its first frame, after a resize, on resume), which
    /// also takes pictures off it: kitty frees its images then, and on entering the alternate screen.
    private var screenWasCleared = false

    /// Whether the screen was cleared since the last call.
    public func takeScreenCleared() -> Bool {
        defer { screenWasCleared = false }
        return screenWasCleared
    }

    /// Puts the grid's cells into curses' screen; false (the rest not drawn) when a colour pair could
    /// not be allocated, unless this is the `lastAttempt`.
    private func drawCells(_ grid: CellGrid, lastAttempt: Bool = false) -> Bool {
        let window = cncurses_stdscr()
        let height = min(grid.height, Int(cncurses_lines()))
        let width = min(grid.width, Int(cncurses_cols()))
        var pairCache: [Int64: Int32] = [:]
        for y in 0..<height {
            for x in 0..<width {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                var pair: Int32 = 0
                if colorMode != .none {
                    let foreground = colorNumber(cell.foreground)
                    let background = colorNumber(cell.background)
                    let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
                    if let cached = pairCache[key] {
                        pair = cached
                    } else {
                        pair = alloc_pair(foreground, background)
                        if pair < 0 && !lastAttempt { return false }
                        pair = max(pair, 0)
                        pairCache[key] = pair
                    }
                }
                var attributes: attr_t = cncurses_a_normal()
                if cell.attributes.contains(.bold) { attributes |= cncurses_a_bold() }
                if cell.attributes.contains(.dim) { attributes |= cncurses_a_dim() }
                if cell.attributes.contains(.reverse) { attributes |= cncurses_a_reverse() }
                if cell.attributes.contains(.underline) { attributes |= cncurses_a_underline() }
                var characters = Array(cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }.prefix(4)) + [0]
                var complex = cchar_t()
                setcchar(&complex, &characters, attributes, 0, &pair)
                mvwadd_wch(window, Int32(y), Int32(x), &complex)
            }
        }
        return true
    }

    /// A colour as ncurses numbers it: -1 default, palette indices, or r<<16|g<<8|b on direct terminals.
    private func colorNumber(_ color: TerminalColor) -> Int32 {
        switch color {
        case .default:
            return -1
        case .indexed(let index):
            return Self.paletteNumber(Int(index), colors: Int(cncurses_colors()))
        case .rgb(let r, let g, let b):
            if direct {
                let value = Int32(r) << 16 | Int32(g) << 8 | Int32(b)
                // 0–7 are still the palette's ANSI colours on direct terminals: nudge near-black up.
                return value < 8 ? 0x010101 : value
            }
            return Int32(XtermPalette.extended.nearest(ColorScience.lab(bytes: (r, g, b))))
        }
    }

    /// A palette colour the terminal has: `alloc_pair` refuses a number at or past COLORS, which would
    /// end the frame at that cell (white, 15, on `TERM=xterm`'s 8 colours cut the chooser off below its
    /// first row of tiles). Bright 8–15 become their normal colour, the rest the nearest it has.
    static func paletteNumber(_ index: Int, colors: Int) -> Int32 {
        guard index >= colors, colors > 0 else { return Int32(index) }
        if colors == 8 && index < 16 { return Int32(index - 8) }
        let candidates = colors >= 16 ? XtermPalette.sixteen : XtermPalette.eight
        return Int32(candidates.nearest(ColorScience.lab(bytes: XtermPalette.rgb(index))))
    }

    /// Waits up to `timeout` milliseconds (-1: forever) for input, then takes whatever else has
    /// already arrived (at most `limit` codes) without waiting again, and decodes it in one pass
    /// (`KeyDecoder.decode(batch:)`). Empty when nothing came.
    public func readBatch(timeout: Int32, limit: Int = 4096) -> [Input] {
        var inputs: [Input] = []
        var batch: [KeyDecoder.Raw] = []
        var wait = timeout
        while batch.count < limit, let raw = readRaw(timeout: wait) {
            wait = 0
            switch raw {
            case .functionKey(cncurses_key_resize()):
                inputs += KeyDecoder.decode(batch: batch)
                batch = []
                // The next frame repaints from a cleared screen: the terminal may have reflowed what it
                // showed (kitty does), so curses' idea of it no longer holds.
                clearok(cncurses_stdscr(), true)
                screenWasCleared = true
                inputs.append(.resize(width: Int(cncurses_cols()), height: Int(cncurses_lines())))
            case .functionKey(cncurses_key_mouse()):
                inputs += KeyDecoder.decode(batch: batch)
                batch = []
                inputs += Self.mouse()
            default:
                batch.append(raw)
            }
        }
        // An Escape's sequence cut off by the end of what had arrived: the rest follows within moments
        // (ncurses has already waited ESCDELAY after the Escape itself).
        if let start = KeyDecoder.openEscape(in: batch) {
            while KeyDecoder.openEscape(in: batch, from: start) != nil, let raw = readRaw(timeout: 10) { batch.append(raw) }
        }
        inputs += KeyDecoder.decode(batch: batch)
        if inputs.isEmpty && Self.terminalIsGone() { return [.terminalLost] }
        return inputs.map(tellingDoubleClicks)
    }

    /// A click whose press follows another on the same spot soon enough is a double click, whether
    /// ncurses or `KeyDecoder` decoded its report.
    private func tellingDoubleClicks(_ input: Input) -> Input {
        guard case .click(let x, let y, _) = input else { return input }
        return .click(x: x, y: y, double: clicks.press(x: x, y: y, time: MonotonicClock.milliseconds()))
    }

    /// One `wget_wch` within `timeout` milliseconds; nil when nothing came.
    private func readRaw(timeout: Int32) -> KeyDecoder.Raw? {
        wtimeout(cncurses_stdscr(), timeout)
        var character: wint_t = 0
        let result = wget_wch(cncurses_stdscr(), &character)
        guard result != ERR else { return nil }
        return result == KEY_CODE_YES ? .functionKey(Int32(bitPattern: character)) : .character(UInt32(character))
    }

    /// Presses of the first button, each reported at once, and turns of the wheel, from the reports
    /// ncurses decoded. Every queued report is taken, not just the first: a quick double click
    /// arrives as one read.
    private static func mouse() -> [Input] {
        var event = MEVENT()
        var inputs: [Input] = []
        for _ in 0..<32 {
            guard getmouse(&event) == OK else { break }
            if event.bstate & (cncurses_button1_pressed() | cncurses_button1_clicked()) != 0 {
                inputs.append(.click(x: Int(event.x), y: Int(event.y), double: false))
            } else if event.bstate & cncurses_button4_pressed() != 0 {
                inputs.append(.scroll(rows: -1))
            } else if event.bstate & cncurses_button5_pressed() != 0 {
                inputs.append(.scroll(rows: 1))
            }
        }
        return inputs
    }

    /// True once standard input has hung up or been closed: reads then fail at once, and a loop that
    /// waits for keys would spin forever.
    static func terminalIsGone() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return errno != EINTR }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        return isatty(STDIN_FILENO) == 0 && errno == EBADF
    }

    /// Ctrl-Z: give the terminal back, stop, and on `fg` take it again in the program's own modes.
    /// The shell restores the modes it saw when the job stopped (cooked, with echo), so they are set
    /// again here rather than trusted to ncurses' refresh.
    ///
    /// The whole process group stops, as Ctrl-Z stops a job: a parent that runs the chooser (`make run`,
    /// a wrapper script) would otherwise keep the shell waiting, with no prompt to type `fg` at.
    public func suspend() {
        endwin()
        kill(0, SIGSTOP)
        // Resumed.
        resume()
    }

    /// True when the terminal is back in cooked mode or echoing: after a stop and continue that did not
    /// go through `suspend()` (`kill -STOP`/`-CONT`, or a shell that restored its own modes late).
    public var modesWereLost: Bool {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return false }
        return modes.c_lflag & tcflag_t(ICANON | ECHO) != 0
    }

    /// Takes the terminal back after the process was stopped and continued, whoever stopped it.
    public func resume() {
        reset_prog_mode()
        Self.applyModes()
        clearok(cncurses_stdscr(), true)
        refresh()
        screenWasCleared = true
    }

    /// Sends escapes curses knows nothing of (graphics protocols) straight to the terminal, after
    /// whatever curses has already sent. They must not move the cursor or print.
    public func writeDirectly(_ text: String) {
        Self.writeToTerminal(text)
    }

    private static func writeToTerminal(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Gives the terminal back; safe to call more than once.
    public func close() {
        TerminalRestorer.restore()
        if let screen {
            delscreen(screen)
            self.screen = nil
        }
    }

    deinit { close() }
}
