import Basics
import IconKit
import IconLint

/// `lint --format gitlab`: a GitLab Code Quality report (the Code Climate issue format GitLab reads:
/// a JSON array of issues), for `artifacts:reports:codequality`. GitLab compares a merge request's
/// report with its target branch's by `fingerprint`, so each is the finding's stable fingerprint
/// (`LintReport.fingerprints(relativeTo:)`): a finding is new only when it is.
///
/// Severity: an error (the build, the upload or a device call fails) is `critical`; a warning (it
/// ships, but Apple warns or it is likely not meant) is `major`; a note is `info`. `blocker` and
/// `minor` are not used: no finding stops everything, and a warning is never a matter of taste.
struct GitLabCodeQuality: Encodable {
    struct Issue: Encodable {
        let type = "issue"
        let checkName: String
        let description: String
        let categories: [String]
        let fingerprint: String
        let severity: String
        let location: Location

        enum CodingKeys: String, CodingKey {
            case type, description, categories, fingerprint, severity, location
            case checkName = "check_name"
        }
    }

    struct Location: Encodable {
        let path: String
        let lines: Lines
    }

    struct Lines: Encodable { let begin: Int }

    let issues: [Issue]

    init(_ report: LintReport, root: String) {
        var locator = SourceLineLocator()
        let fingerprints = report.fingerprints(relativeTo: root)
        issues = zip(report.findings, fingerprints).map { finding, fingerprint in
            let file = finding.file ?? report.infoPlist
            var description = finding.message
            if let code = finding.rule.itmsCode { description += " (\(code))" }
            if let location = finding.location, !location.isEmpty, !file.hasSuffix(".swift") { description += " at " + location }
            if !report.isInEveryConfiguration(finding) { description += " [\(finding.configurations.joined(separator: ", "))]" }
            return Issue(
                checkName: finding.ruleID.rawValue, description: description, categories: ["Bug Risk"], fingerprint: fingerprint,
                severity: Self.severity(finding.severity),
                location: Location(
                    path: PathDisplay.relative(file, to: root),
                    lines: Lines(begin: locator.line(file: file, location: finding.location) ?? 1)))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(issues)
    }

    static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .note: return "info"
        }
    }
}
