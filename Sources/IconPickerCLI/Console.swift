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

    /// `out` for text already in UTF-8 (a whole table): written as it is when escaping would leave it
    /// unchanged, which spares validating a large table into a `String` and copying it twice
    /// (escaped, then with its line break); otherwise it goes through `out` like any text.
    static func out(utf8 bytes: consuming [UInt8]) {
        guard bytes.withUnsafeBufferPointer({ TerminalText.isSafeKeepingLineBreaks(utf8: $0) }) else {
            out(String(decoding: bytes, as: UTF8.self))
            return
        }
        bytes.append(UInt8(ascii: "\n"))
        bytes.withUnsafeBufferPointer { write(bytes: $0, to: STDOUT_FILENO) }
    }

    /// Text whose escapes are meant (colour), or JSON (its encoder escapes): whoever made it has escaped
    /// every untrusted part already.
    static func outVerbatim(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Terminal art or graphics as they are, with no line break added: whoever drew them escaped
    /// every untrusted part (`render`'s file names) already.
    static func outExactly(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Text for people on stderr, escaped as `out` escapes it.
    static func err(_ text: String) {
        write(TerminalText.escapedKeepingLineBreaks(text) + "\n", to: STDERR_FILENO)
    }

    /// Writes the text's UTF-8 bytes with write(2), as FileHandle did, minus `Data`: its initialiser
    /// asks whether a string's bytes conform to `ContiguousBytes`, and the first such question
    /// scans every protocol conformance in the binary, a large part of `--version`.
    /// A write that fails (a closed pipe whose SIGPIPE is ignored) drops the rest.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write(bytes: $0, to: descriptor) }
    }

    private static func write(bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(descriptor, next, left)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            next += written
            left -= written
        }
    }

    /// Prints each diagnostic as `iconpicker: warning: file: keyPath: message`, on one line whatever
    /// the file held; the file relative to the working directory, as the tables show paths.
    static func report(_ diagnostics: [Diagnostic], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        for diagnostic in diagnostics {
            var shown = diagnostic
            shown.file = diagnostic.file.map { PathDisplay.relative($0, to: workingDirectory) }
            err("iconpicker: \(shown.severity.rawValue): \(TerminalText.escaped(shown.description))")
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
