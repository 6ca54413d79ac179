import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal on /dev/tty what it can draw, with echo off and a deadline: a terminal that
/// answers nothing costs the timeout once, never a hang, and its silence leaves nothing on screen.
public enum TerminalProbe {
    /// The queries, DA1 last as the sentinel every terminal answers. Inside tmux the kitty query goes
    /// through passthrough to the outer terminal; the rest are answered by tmux itself.
    public static func queries(insideTmux: Bool) -> String {
        let kitty = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
        return (insideTmux ? TmuxPassthrough.wrap(kitty) : kitty) + "\u{1B}[>q\u{1B}[16t\u{1B}[14t\u{1B}[c"
    }

    /// Sends the queries and collects replies until DA1 arrives or `timeout` milliseconds pass; nil
    /// when there is no terminal to ask.
    /// - Parameter guardingModes: runs the exchange (its argument) on the terminal's descriptor with the
    ///   terminal's modes guarded against signals, which end the process with echo off otherwise
    ///   (`TerminalRestorer.restoringModes`, in the module that knows the terminal's restoring).
    public static func ask(
        insideTmux: Bool, timeout: Int = 100, guardingModes: (Int32, () -> TerminalReplies?) -> TerminalReplies?
    ) -> TerminalReplies? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return guardingModes(descriptor) { ask(on: descriptor, insideTmux: insideTmux, timeout: timeout) }
    }

    /// The same on an open terminal descriptor (a pseudo-terminal in tests).
    public static func ask(on descriptor: Int32, insideTmux: Bool, timeout: Int = 100) -> TerminalReplies? {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return nil }
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        let query = Array(queries(insideTmux: insideTmux).utf8)
        guard query.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == query.count else { return nil }
        var received: [UInt8] = []
        var replies = TerminalReplies()
        let deadline = monotonicMilliseconds() + timeout
        // Real answers are a few hundred bytes; a terminal that keeps talking is read no further (each
        // read parses all that came, so an endless reply cost more with every read).
        while !replies.isComplete && received.count < maxReplyBytes {
            let left = deadline - monotonicMilliseconds()
            guard left > 0 else { break }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left)) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer.prefix(count)
            replies = TerminalReplies.parse(received)
        }
        if replies.cellSize == nil { replies.cellSize = cellSize(windowPixels: replies.windowPixels, descriptor) }
        return replies
    }

    /// The most of the terminal's answers read.
    public static let maxReplyBytes = 16 << 10

    /// Without a `16t` answer: the text area's pixels (`14t`, else the kernel's window size when the
    /// terminal fills in its pixel fields) divided by the columns and rows.
    static func cellSize(windowPixels: (width: Int, height: Int)?, _ descriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        let pixels = windowPixels ?? (Int(size.ws_xpixel), Int(size.ws_ypixel))
        guard pixels.width >= Int(size.ws_col), pixels.height >= Int(size.ws_row) else { return nil }
        let cell = (width: pixels.width / Int(size.ws_col), height: pixels.height / Int(size.ws_row))
        guard cell.width <= TerminalReplies.maxCellPixels, cell.height <= TerminalReplies.maxCellPixels else { return nil }
        return cell
    }

    static func monotonicMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
