import IconKit
import IconLint

/// `lint --format json`: schema version 1, documented in docs/json-schema.md. Every key is always
/// present; absent values are `null`.
struct LintJSONReport: Encodable {
    let schemaVersion = 1
    let app: App
    let idioms: [Idiom]
    /// The build configurations checked; empty for inputs without any (an Info.plist, a built app).
    let configurations: [String]
    let summary: Summary
    let findings: [Finding]

    struct App: Encodable {
        let name: String
        let infoPlist: String
        @Nullable var bundleIdentifier: String?
        /// The bundled demo, linted because there was no PATH and no app in the current folder.
        var isDemo = false
        /// The Xcode target checked; null for inputs without one.
        @Nullable var target: String?
    }

    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let notes: Int
    }

    struct Finding: Encodable {
        let ruleId: String
        let severity: Diagnostic.Severity
        let message: String
        @Nullable var file: String?
        @Nullable var location: String?
        @Nullable var line: Int?
        @Nullable var column: Int?
        /// Stable while the finding is (`LintReport.fingerprints(relativeTo:)`).
        let fingerprint: String
        /// `{"kind": "app" | "primary" | "alternate", "name": …}`.
        let icon: Icon
        /// The alternates a finding stands for when its rule said the same about each; else empty.
        let icons: [String]
        @Nullable var idiom: Idiom?
        @Nullable var itmsCode: String?
        /// The configurations it was found in: all of the report's when it is in every one.
        let configurations: [String]
        /// Whether `iconpicker fix` repairs it (for a rule fixed on request, with `--rule`).
        let fixable: Bool
    }

    struct Icon: Encodable {
        let kind: String
        @Nullable var name: String?

        init(_ subject: LintFinding.Subject) {
            switch subject {
            case .app:
                kind = "app"
                name = nil
            case .primary:
                kind = "primary"
                name = nil
            case .alternate(let alternate):
                kind = "alternate"
                name = alternate
            }
        }
    }

    /// `root` is the repository root the fingerprints' paths are relative to.
    init(_ report: LintReport, root: String, isDemo: Bool = false, target: String? = nil) {
        app = App(
            name: report.appName, infoPlist: report.infoPlist, bundleIdentifier: report.bundleIdentifier, isDemo: isDemo,
            target: target)
        idioms = report.idioms
        configurations = report.configurations
        summary = Summary(errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note))
        var locator = SourceLineLocator()
        findings = zip(report.findings, report.fingerprints(relativeTo: root)).map { finding, fingerprint in
            let place = finding.file.flatMap { locator.position(file: $0, location: finding.location) }
            return Finding(
                ruleId: finding.ruleID.rawValue, severity: finding.severity, message: finding.message, file: finding.file,
                location: finding.location, line: place?.line, column: place?.column, fingerprint: fingerprint,
                icon: Icon(finding.subject), icons: finding.icons, idiom: finding.idiom, itmsCode: finding.rule.itmsCode,
                configurations: finding.configurations, fixable: finding.rule.fix.isFixable)
        }
    }
}
