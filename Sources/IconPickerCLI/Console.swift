import Basics
import Foundation
import IconKit

#if canImport(Glibc)
import Glibc
#endif

/// Output for the commands: stdout for results, stderr for problems, and whether the locale can
/// show non-ASCII marks such as ✓.
///
/// Text for people goes through `TerminalText`: whatever an untrusted Info.plist put in a name or a
/// path reaches the terminal with its control characters escaped, never as escape sequences. Each
/// command also escapes its single-line fields itself (a newline in a name must not forge a line);
/// this is the last line of defence for everything else, such as error messages.
enum Console {
    /// Text for people on stdout; control characters other than line breaks and tabs are escaped.
    static func out(_ text: String) {
        outVerbatim(TerminalText.escapedKeepingLineBreaks(text))
    }

    /// Text whose escapes are meant (colour), or JSON (its encoder escapes): whoever made it has escaped
    /// every untrusted part already.
    static func outVerbatim(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Text for people on stderr, escaped as `out` escapes it.
    static func err(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escapedKeepingLineBreaks(text) + "\n").utf8))
    }

    /// Prints each diagnostic as `iconpicker: warning: file: keyPath: message`, on one line whatever
    /// the file held.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            err("iconpicker: \(diagnostic.severity.rawValue): \(TerminalText.escaped(diagnostic.description))")
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
