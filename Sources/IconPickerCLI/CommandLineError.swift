import ArgumentParser
import IconComposition
import ImageDecoding

/// Failures the commands decide on themselves, beside the typed errors of the modules below them.
///
/// `ExitStatus` gives each its code and message, like every other error.
enum CommandLineError: Error, Equatable {
    /// `--help` or `--version`: argument-parser's text, printed to stdout.
    case help(String)
    /// Arguments argument-parser or a command's validation refused: its message with the usage line.
    case usage(String)
    /// The chooser cannot run here (no terminal, an unusable TERM); says what to use instead.
    case chooserUnavailable(String)
    /// `set`/`reset --json` failed; the JSON on stdout already carries the system's error.
    case changeFailedAsJSON
    /// `render` could not draw some files; each was reported when it failed.
    case renderFailed([ImageDecodeError])
    /// `render` could not preview some `.icon` bundles (and drew every PNG); each was reported.
    case previewFailed([IconCompositionError])
    /// `render` could not draw some apps' icons (`--icon`); each was reported, with these exit codes.
    case appIconsFailed(exitCodes: [Int32])
    /// `lint` found errors (or warnings with `--strict`); the report already lists them.
    case lintFoundErrors
    /// `lint --explain` with an id no rule has: the near matches, and every rule (`  id  summary`
    /// lines, nearest first) instead of the usage text, which would not help.
    case unknownRule(name: String, nearMatches: [String], rules: [String])

    /// Recognizes what argument-parser itself raised (help, version, usage and validation errors);
    /// nil for every other error, including an `ExitCode` a command threw.
    init?(argumentParserError error: any Error, root: any ParsableCommand.Type) {
        guard !(error is ExitCode) else { return nil }
        switch root.exitCode(for: error) {
        case .success: self = .help(root.fullMessage(for: error))
        case .validationFailure: self = .usage(root.fullMessage(for: error))
        default: return nil
        }
    }
}
