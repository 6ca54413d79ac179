import Basics
import Foundation
import IconKit
import IconLint
import Pictures
import ProjectEditing

#if canImport(Glibc)
import Glibc
#endif

/// The end of every command that edits a project (`fix`, `lint --fix`, `add`, `remove`): print the diff
/// for a dry run, else write the changes and lint the app again, printing what is left.
struct ProjectChangeRun {
    var input: AppInput
    var dryRun: Bool

    /// The report of the app after the change, printed; nil for a dry run, or when `relint` is false
    /// (`lint --fix` prints its own). `describe` says what was done (true) or would be (false), on
    /// standard error, so that the diff on standard output stays a patch.
    @discardableResult
    func finish(_ changes: ChangeSet, relint: Bool = true, describe: (_ applied: Bool) -> Void) throws -> LintReport? {
        let root = FileManager.default.currentDirectoryPath
        if dryRun {
            // A pipe gets the exact bytes (a patch `git apply` takes); a terminal gets control characters escaped.
            let diff = changes.unifiedDiff(relativeTo: root)
            Console.outExactly(isatty(STDOUT_FILENO) == 1 ? TerminalText.escapedKeepingLineBreaks(diff) : diff)
            describe(false)
            if changes.isEmpty { Console.err("nothing to change") }
            return nil
        }
        try ChangeWriter().apply(changes)
        describe(true)
        if changes.isEmpty { Console.err("nothing to change") }
        guard relint else { return nil }
        let apps = try input.loadEveryConfiguration()
        let report = Linter(pixelReader: ImagePixelReader(files: apps.first?.files ?? .disk)).lint(configurations: apps)
        Console.outVerbatim(
            LintTextReport(report: report, color: false, workingDirectory: root, target: apps.first?.project?.target, isDemo: false)
                .render())
        return report
    }
}
