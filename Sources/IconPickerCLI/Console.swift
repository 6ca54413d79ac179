import Foundation
import IconKit

#if canImport(Glibc)
import Glibc
#endif

/// Output for the commands: stdout for results, stderr for problems, and whether the locale can
/// show non-ASCII marks such as ✓.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints each diagnostic as `iconpicker: warning: file: keyPath: message`.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            err("iconpicker: \(diagnostic.severity.rawValue): \(diagnostic)")
        }
    }

    /// True when the character set is UTF-8 (a C/POSIX locale gets ASCII marks).
    static let isUTF8: Bool = {
        setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }()

    /// Prints `error` as `ExitStatus` words it, for a command that reports a failure and goes on.
    static func report(_ error: any Error) {
        if let message = ExitStatus.message(for: error) { err(message) }
    }
}
