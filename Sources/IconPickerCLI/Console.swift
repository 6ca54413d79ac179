import ArgumentParser
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

    /// Runs a command body, turning iconpicker's errors into a message and their exit code.
    static func run(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as IconPickerError {
            err("iconpicker: error: \(error)")
            throw ExitCode(error.exitCode)
        } catch let error as AlternateIconError {
            err("iconpicker: error: \(error.message)")
            err("  \(error.systemDescription)")
            if let advice = error.advice { err("  \(advice)") }
            throw ExitCode(ExitStatus.failure)
        }
    }
}
