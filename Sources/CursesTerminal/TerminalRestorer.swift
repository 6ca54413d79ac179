import Basics
import CNcurses
import Glibc

/// Puts the terminal back however the process ends: normal exit (`atexit`), every signal whose
/// default action ends the process (INT, TERM, HUP, QUIT, USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ),
/// and crashes (SEGV, ILL, BUS, FPE, TRAP, ABRT — a Swift runtime failure is one of these).
///
/// Each handler runs the cleanups, calls `endwin()` and raises the signal again: crashes go on to the
/// handler that was there before (the Swift runtime's backtracer, which then prints on a usable
/// terminal); the others to the default action, so the shell sees the usual status. A signal that was ignored when the
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

    /// Work to do before a signal ends the process (e.g. removing extracted files).
    public static func addCleanup(_ cleanup: @convention(c) () -> Void) {
        cleanups.append(cleanup)
    }

    /// Installs the handlers once; `active` says whether the screen is currently taken.
    public static func install() {
        active = true
        guard !installed else { return }
        installed = true
        atexit { TerminalRestorer.restore() }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Cleanups first: deleting the chooser's kitty images must reach the alternate screen
                // they live on, before endwin leaves it (kitty keeps each screen's images apart).
                for cleanup in TerminalRestorer.cleanups { cleanup() }
                TerminalRestorer.restore()
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

    /// Leaves curses mode if it is on; safe to call more than once.
    public static func restore() {
        guard active else { return }
        active = false
        endwin()
    }
}
