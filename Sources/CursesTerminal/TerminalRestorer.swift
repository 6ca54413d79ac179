import Basics
import CNcurses
import Glibc

/// Puts the terminal back however the process ends: normal exit (`atexit`), every signal whose
/// default action ends the process (INT, TERM, HUP, QUIT, USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ),
/// and crashes (SEGV, ILL, BUS, FPE, TRAP, ABRT — a Swift runtime failure is one of these).
///
/// It covers every moment the terminal is out of its user's modes, from the first byte of raw mode
/// to the last: the graphics query before the chooser (`restoringModes(of:_:)`: Ctrl-C while the
/// terminal's answers were awaited, or a ^C inside an answer, left the shell without echo), and
/// curses from before `newterm` (which already turns echo off) until the screen is given back.
///
/// Each handler runs the cleanups, puts the terminal back and raises the signal again: crashes go on
/// to the handler that was there before (the Swift runtime's backtracer, which then prints on a usable
/// terminal); the others to the default action, so the shell sees the usual status. The handler does
/// not call `endwin()`: the signal usually lands on the main thread, which may be inside ncurses
/// (drawing, or waiting for a key) or inside `malloc`, and ncurses is not reentrant. It writes the
/// terminal's own reset strings, worked out when curses started, and sets the modes saved before
/// curses changed them: `write(2)` and `tcsetattr` only, which are async-signal-safe. A signal that was ignored when the
/// chooser started (`nohup`) stays ignored. After SIGKILL nothing can run: `stty sane; tput rmcup; tput cnorm`.
public enum TerminalRestorer {
    static let crashes: [Int32] = [SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGABRT]
    /// Signals that end the process by default: left to that default after restoring the terminal.
    static let endings: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]
    static let signals = crashes + endings
    nonisolated(unsafe) static var previous: [Int32: sigaction] = [:]
    nonisolated(unsafe) static var installed = false
    nonisolated(unsafe) static var active = false
    nonisolated(unsafe) static var cleanups: [@convention(c) () -> Void] = []
    /// The terminal's modes before curses changed them (`newterm` already turns echo off).
    nonisolated(unsafe) static var shellModes: termios?
    /// A terminal another part of the program has taken out of its modes (the graphics query's
    /// descriptor and the modes it had), put back by a handler.
    nonisolated(unsafe) static var rawTerminal: (descriptor: Int32, modes: termios)?
    /// What a handler writes: cancel any half-written sequence, plain attributes, the cursor shown,
    /// keypad and mouse reports off, the alternate screen left.
    nonisolated(unsafe) static var resetBytes: [UInt8] = []

    /// Saves the terminal's modes and guards them from here on; called before curses starts, so that
    /// a signal between `newterm` and `install()` finds them too.
    public static func saveShellModes() {
        var modes = termios()
        if tcgetattr(STDIN_FILENO, &modes) == 0 { shellModes = modes }
        installHandlers()
        active = true
    }

    /// Curses did not start after all: nothing of it to undo.
    public static func cursesDidNotStart() {
        active = false
    }

    /// Runs `body`, which changes the modes of the terminal at `descriptor` and puts them back (the
    /// graphics query), with the modes it had guarded: a signal meanwhile restores them before it
    /// ends the process.
    public static func restoringModes<Result>(of descriptor: Int32, _ body: () -> Result) -> Result {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return body() }
        installHandlers()
        rawTerminal = (descriptor, modes)
        defer { rawTerminal = nil }
        return body()
    }

    /// Work to do before a signal ends the process (e.g. removing extracted files).
    public static func addCleanup(_ cleanup: @convention(c) () -> Void) {
        cleanups.append(cleanup)
    }

    /// Curses has started: its reset strings are known now, and the screen is taken.
    public static func install() {
        installHandlers()
        resetBytes = Self.terminalResetBytes()
        active = true
    }

    /// Installs the handlers and the `atexit` hook once.
    static func installHandlers() {
        guard !installed else { return }
        installed = true
        // Every static a handler reads is initialized before a handler can run: Swift initializes
        // statics on first use (swift_once), and a handler that interrupted a first use would wait for
        // it forever.
        _ = (cleanups.count, active, rawTerminal == nil, shellModes == nil, resetBytes.count, previous.count, signals.count)
        atexit { TerminalRestorer.restore() }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Cleanups first: deleting the chooser's kitty images must reach the alternate screen
                // they live on, before endwin leaves it (kitty keeps each screen's images apart).
                for cleanup in TerminalRestorer.cleanups { cleanup() }
                TerminalRestorer.restoreFromSignal()
                if TerminalRestorer.endings.contains(signal) {
                    // End the way an interrupted program does (status 128+N), not through ncurses'
                    // handler, which would exit(1).
                    Glibc.signal(signal, SIG_DFL)
                } else if var old = TerminalRestorer.previous[signal] {
                    sigaction(signal, &old, nil)
                } else {
                    Glibc.signal(signal, SIG_DFL)
                }
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(signal, nil, &old)
            if endings.contains(signal) && SignalDisposition.isIgnored(old) { continue }
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
    }

    /// Puts the terminal back from a signal handler: no ncurses, no allocation.
    static func restoreFromSignal() {
        if var raw = rawTerminal?.modes, let descriptor = rawTerminal?.descriptor { tcsetattr(descriptor, TCSANOW, &raw) }
        guard active else { return }
        active = false
        resetBytes.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if var modes = shellModes { tcsetattr(STDIN_FILENO, TCSADRAIN, &modes) }
    }

    /// The reset strings of the current terminal's terminfo entry (padding removed), after CAN, which
    /// ends an escape sequence the signal may have cut in half. Mouse reports are turned off only
    /// where the entry has a mouse (`kmous`), as ncurses turned them on only there.
    static func terminalResetBytes() -> [UInt8] {
        var bytes: [UInt8] = [0x18]
        for name in ["sgr0", "cnorm", "rmkx"] { bytes += capability(name) }
        if !capability("kmous").isEmpty { bytes += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8) }
        return bytes + capability("rmcup")
    }

    /// A terminfo string capability's bytes without `$<…>` padding; empty when absent.
    static func capability(_ name: String) -> [UInt8] {
        guard let value = name.withCString({ tigetstr($0) }), Int(bitPattern: value) != -1 else { return [] }
        var bytes: [UInt8] = []
        var inPadding = false
        var index = 0
        while value[index] != 0 {
            let byte = UInt8(bitPattern: value[index])
            if byte == 0x24 && value[index + 1] == 0x3C {
                inPadding = true
            } else if inPadding {
                if byte == 0x3E { inPadding = false }
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return bytes
    }

    /// Leaves curses mode if it is on; safe to call more than once. endwin turns mouse reports off
    /// but not the SGR encoding that `asksForSGRMouse` turned on behind its back.
    public static func restore() {
        guard active else { return }
        active = false
        endwin()
        if sgrMouseAsked {
            sgrMouseAsked = false
            _ = sgrMouseOff.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        }
    }

    static let sgrMouseOn = "\u{1B}[?1006h"
    static let sgrMouseOff = "\u{1B}[?1006l"
    /// Set once the SGR encoding was asked for, so that leaving curses turns it off again.
    nonisolated(unsafe) static var sgrMouseAsked = false

    /// Whether the chooser must ask for SGR mouse reports (mode 1006) itself: the entry has a mouse
    /// whose reports it expects in X10's encoding (`kmous` is `ESC [ M`, as tmux-256color's is), so
    /// ncurses asks for X10's and would read columns past 223 wrong. An entry whose `kmous` is
    /// `ESC [ <` (xterm-256color) has ncurses ask for SGR reports and decode them itself.
    static func asksForSGRMouse() -> Bool {
        let asks = capability("kmous") == [0x1B, 0x5B, 0x4D]
        if asks { sgrMouseAsked = true }
        return asks
    }
}
