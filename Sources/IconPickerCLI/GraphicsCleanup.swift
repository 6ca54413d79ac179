import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The escape that removes the chooser's images from the terminal, sent on every way out: the
/// normal end and the signals TerminalRestorer catches (its cleanups are C functions, hence the
/// global bytes).
enum GraphicsCleanup {
    nonisolated(unsafe) static var escape: [UInt8] = []

    static func arm(_ text: String) {
        escape = Array(text.utf8)
    }

    /// Writes the escape once; async-signal-safe (write(2) only).
    static func run() {
        guard !escape.isEmpty else { return }
        escape.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        escape = []
    }
}
