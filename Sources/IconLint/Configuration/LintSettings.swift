import Basics
import IconKit

/// What a team decided about the rules (`.iconpicker.yml`), applied to a finished report: the linter
/// always checks everything, and the settings decide what is reported and how seriously.
///
/// Reading is never narrowed by `excluded`: an excluded image can still be the file an Info.plist
/// names, and leaving it unread would turn it into a false `missing-icon-file`. Only findings
/// whose file is under an excluded path are dropped.
public struct LintSettings: Equatable, Sendable {
    /// Rules whose findings are dropped.
    public var disabledRules: Set<RuleID> = []
    /// Rules turned on beyond the defaults. Every rule is on by default today (each one's finding is
    /// a mistake that upload or a device rejects, or a likely one), so this only validates its ids;
    /// a rule that is noisy on purpose would be the first opt-in one.
    public var optInRules: Set<RuleID> = []
    /// Severities that replace a rule's own.
    public var severities: [RuleID: Diagnostic.Severity] = [:]
    /// Paths relative to `root` whose findings are dropped.
    public var excluded: [PathPattern] = []

    public init(
        disabledRules: Set<RuleID> = [], optInRules: Set<RuleID> = [], severities: [RuleID: Diagnostic.Severity] = [:],
        excluded: [PathPattern] = []
    ) {
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.severities = severities
        self.excluded = excluded
    }

    /// `report` without the findings of disabled rules and excluded files, and with the severities
    /// set here. `root` is the folder the excluded paths are relative to (the configuration's).
    public func applied(to report: LintReport, root: String) -> LintReport {
        guard self != LintSettings() else { return report }
        var result = report
        result.findings = report.findings.compactMap { finding in
            guard !disabledRules.contains(finding.ruleID), !isExcluded(finding.file ?? report.infoPlist, root: root) else {
                return nil
            }
            var changed = finding
            if let severity = severities[finding.ruleID] { changed.severity = severity }
            return changed
        }
        return result
    }

    /// Whether `file` (absolute, or relative to the working directory as findings carry it) lies
    /// under an excluded path.
    public func isExcluded(_ file: String, root: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let relative = PathDisplay.relative(file, to: root)
        return excluded.contains { $0.matches(relative) }
    }
}
