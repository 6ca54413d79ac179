import Foundation
import IconKit

/// Checks an app's icon configuration for the mistakes upload validation rejects and the ones that
/// only fail on a device: every rule in `LintRule.all`.
///
/// It works on an app already read (every device it was loaded for), so
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

    /// The findings for every device `app` was loaded for.
    public func lint(_ app: LoadedApp) -> LintReport {
        lint(app.onEachDevice)
    }

    /// The findings of every build configuration of an app (`AppLoader.loadEveryConfiguration`), merged:
    /// a mistake only Beta has must fail CI too, and one in all of them is still one finding, which
    /// ends with the configurations it is in. An app read without configurations is linted as it is.
    public func lint(configurations apps: [LoadedApp]) -> LintReport {
        guard let first = apps.first, first.project != nil else { return apps.first.map(lint) ?? lint([AppOnDevice]()) }
        var shared = self
        shared.pixelReader = pixelReader.map(SharedPixels.init)
        return LintReport.merging(
            apps.map { app in shared.lint(app).checked(inConfiguration: app.project?.configuration ?? "") })
    }

    func lint(_ apps: [AppOnDevice]) -> LintReport {
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
