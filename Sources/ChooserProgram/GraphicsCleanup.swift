import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The escape that removes the chooser's images from the terminal, sent on every way out: the
/// normal end and the signals TerminalRestorer catches (its cleanups are C functions, hence the
/// global bytes).
enum GraphicsCleanup {
    nonisolated(unsafe) static var escape: [UInt8] = []
    nonisolated(unsafe) static var sent = false

    static func arm(_ text: String) {
        escape = Array(text.utf8)
        sent = false
    }

    /// Writes the escape once; async-signal-safe (write(2) only: the bytes are kept, since releasing
    /// them would call free in a signal handler).
    static func run() {
        guard !sent, !escape.isEmpty else { return }
        sent = true
        escape.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
