import IconKit

/// What `lint` found in one app, in reading order: app-wide findings, then the primary icon, then
/// each alternate in chooser order.
public struct LintReport: Sendable {
    public var appName: String
    /// The Info.plist (or `project.pbxproj`) the app was read from, as people should see it.
    public var infoPlist: String
    public var bundleIdentifier: String?
    /// The devices checked.
    public var idioms: [Idiom]
    /// The icons, primary first, in the order findings are grouped.
    public var subjects: [LintFinding.Subject]
    public var findings: [LintFinding]
    /// The build configurations checked, in the order given; empty when the input has none.
    public var configurations: [String] = []

    public init(
        appName: String, infoPlist: String, bundleIdentifier: String?, idioms: [Idiom],
        subjects: [LintFinding.Subject], findings: [LintFinding], configurations: [String] = []
    ) {
        self.appName = appName
        self.infoPlist = infoPlist
        self.bundleIdentifier = bundleIdentifier
        self.idioms = idioms
        self.subjects = subjects
        self.findings = findings
        self.configurations = configurations
    }

    public func count(_ severity: Diagnostic.Severity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// Findings grouped by what they are about, app first, then icons in chooser order; groups
    /// without findings are left out.
    public var groups: [(subject: LintFinding.Subject, findings: [LintFinding])] {
        let bySubject = Dictionary(grouping: findings, by: \.subject)
        var order = [LintFinding.Subject.app] + subjects
        var seen = Set(order)
        for finding in findings where seen.insert(finding.subject).inserted { order.append(finding.subject) }
        return order.compactMap { subject in bySubject[subject].map { (subject, $0) } }
    }

    /// The findings of each icon (and of the app), in report order; a finding that stands for
    /// several alternates (`LintFinding.icons`) is under each of them, so the chooser marks them all.
    public var findingsBySubject: [LintFinding.Subject: [LintFinding]] {
        var bySubject: [LintFinding.Subject: [LintFinding]] = [:]
        for finding in findings {
            let subjects = finding.icons.isEmpty ? [finding.subject] : finding.icons.map { LintFinding.Subject.alternate($0) }
            for subject in subjects { bySubject[subject, default: []].append(finding) }
        }
        return bySubject
    }

    /// 1 when there are errors (or, with `strict`, warnings), else 0.
    public func failed(strict: Bool) -> Bool {
        count(.error) > 0 || (strict && count(.warning) > 0)
    }
}
