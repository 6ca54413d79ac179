import Foundation
import IconKit

/// Checks an app's icon configuration for the mistakes upload validation rejects and the ones that
/// only fail on a device: every rule in `LintRule.all`.
///
/// It works on apps already read (one `LoadedApp` per device checked, all from the same input), so
/// the chooser can lint what it has loaded without reading anything twice. Problems the reader
/// already reported become findings of the rules that own them; the rest come from the rules' own
/// checks, which `LintPipeline` runs over a `LintContext` shared for the run.
public struct Linter: Sendable {
    public var pixelReader: (any IconPixelReader)?
    /// The folder that paths inside messages are relative to, as the report's `file:` column is.
    public var workingDirectory: String

    public init(
        pixelReader: (any IconPixelReader)? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.pixelReader = pixelReader
        self.workingDirectory = workingDirectory
    }

    public func lint(_ apps: [LoadedApp]) -> LintReport {
        guard let context = LintContext(apps: apps, pixelReader: pixelReader, workingDirectory: workingDirectory) else {
            return LintReport(appName: "", infoPlist: "", bundleIdentifier: nil, idioms: [], subjects: [], findings: [])
        }
        var collector = FindingCollector(app: context.app, workingDirectory: workingDirectory)
        LintPipeline.standard.run(context, into: &collector)
        let subjects = context.subjects
        let first = context.app
        return LintReport(
            appName: first.appName, infoPlist: first.declaration.infoPlistPath,
            bundleIdentifier: first.declaration.bundleIdentifier, idioms: apps.map(\.catalog.idiom),
            subjects: subjects, findings: collector.sorted(subjects: subjects))
    }
}
