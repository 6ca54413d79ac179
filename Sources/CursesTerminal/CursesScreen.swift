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
        case resize(width: Int, height: Int)
        case suspendRequested
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
        guard let screen = name.withCString({ cncurses_newterm_stdio($0) }) else {
            throw Failure.unusableTerminal(term)
        }
        self.screen = screen
        set_term(screen)
        TerminalRestorer.install()
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        if colorMode != .none && has_colors() {
            start_color()
            use_default_colors()
            direct = self.colorMode == .truecolor && cncurses_colors() >= 0x1000000
        } else {
            self.colorMode = .none
        }
        mousemask(cncurses_click_events(), nil)
        mouseinterval(250)
    }

    public var size: (width: Int, height: Int) {
        (Int(cncurses_cols()), Int(cncurses_lines()))
    }

    /// Draws a whole grid; ncurses sends only what changed.
    public func draw(_ grid: CellGrid) {
        if !drawCells(grid) {
            // The pair table filled up (alloc_pair does not evict on direct-colour terminals):
            // start a fresh table and draw again.
            reset_color_pairs()
            _ = drawCells(grid)
        }
        wnoutrefresh(cncurses_stdscr())
        doupdate()
    }

    private func drawCells(_ grid: CellGrid) -> Bool {
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
                        if pair < 0 { return false }
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
            return Int32(index)
        case .rgb(let r, let g, let b):
            if direct {
                let value = Int32(r) << 16 | Int32(g) << 8 | Int32(b)
                // 0–7 are still the palette's ANSI colours on direct terminals: nudge near-black up.
                return value < 8 ? 0x010101 : value
            }
            return Int32(XtermPalette.extended.nearest(ColorScience.lab(bytes: (r, g, b))))
        }
    }

    /// Waits up to `timeout` milliseconds (-1: forever) for input.
    public func read(timeout: Int32) -> Input? {
        wtimeout(cncurses_stdscr(), timeout)
        var character: wint_t = 0
        let result = wget_wch(cncurses_stdscr(), &character)
        guard result != ERR else { return nil }
        let isFunctionKey = result == KEY_CODE_YES
        if isFunctionKey && Int32(character) == cncurses_key_resize() {
            return .resize(width: Int(cncurses_cols()), height: Int(cncurses_lines()))
        }
        if isFunctionKey && Int32(character) == cncurses_key_mouse() {
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            if event.bstate & cncurses_button1_double_clicked() != 0 {
                return .click(x: Int(event.x), y: Int(event.y), double: true)
            }
            if event.bstate & (cncurses_button1_clicked() | cncurses_button1_released()) != 0 {
                return .click(x: Int(event.x), y: Int(event.y), double: false)
            }
            return nil
        }
        if !isFunctionKey && character == 26 { return .suspendRequested }
        return KeyDecoder.decode(UInt32(character), isFunctionKey: isFunctionKey).map(Input.key)
    }

    /// Ctrl-Z: give the terminal back, stop, and take it again on `fg`.
    public func suspend() {
        endwin()
        kill(getpid(), SIGSTOP)
        // Resumed.
        refresh()
        clearok(cncurses_stdscr(), true)
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
