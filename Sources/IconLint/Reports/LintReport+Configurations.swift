import IconKit

/// Linting every build configuration of a target: a mistake that exists only in Beta must fail CI,
/// but a mistake in all of them is still one finding.
extension LintReport {
    /// This report as the result of checking configuration `name`: the report and each finding say so.
    public func checked(inConfiguration name: String) -> LintReport {
        var report = self
        report.configurations = [name]
        for index in report.findings.indices { report.findings[index].configurations = [name] }
        return report
    }

    /// One report for several configurations of the same target (each report made by
    /// `checked(inConfiguration:)`): identical findings (rule, severity, message, file, location, icon,
    /// device) become one carrying every configuration it was found in, in the order of `reports`.
    /// The app's name and plist come from the first report; icons and devices are the union.
    public static func merging(_ reports: [LintReport]) -> LintReport {
        guard var merged = reports.first else {
            return LintReport(appName: "", infoPlist: "", bundleIdentifier: nil, idioms: [], subjects: [], findings: [])
        }
        merged.configurations = []
        merged.findings = []
        var positions: [FindingIdentity: Int] = [:]
        // Sets beside the ordered lists: 5,000 alternates in each of five configurations are one
        // look-up each, not a scan of the list so far.
        var subjects = Set(merged.subjects)
        for report in reports {
            merged.configurations += report.configurations.filter { !merged.configurations.contains($0) }
            merged.idioms += report.idioms.filter { !merged.idioms.contains($0) }
            merged.subjects += report.subjects.filter { subjects.insert($0).inserted }
            for finding in report.findings {
                let identity = FindingIdentity(finding)
                if let position = positions[identity] {
                    let added = finding.configurations.filter { !merged.findings[position].configurations.contains($0) }
                    merged.findings[position].configurations += added
                } else {
                    positions[identity] = merged.findings.count
                    merged.findings.append(finding)
                }
            }
        }
        return merged
    }

    /// Whether `finding` was found in every configuration checked (or there are none), so naming
    /// its configurations would say nothing.
    public func isInEveryConfiguration(_ finding: LintFinding) -> Bool {
        Set(configurations).isSubset(of: finding.configurations) || finding.configurations.isEmpty
    }

    /// What makes two configurations' findings the same finding.
    private struct FindingIdentity: Hashable {
        let ruleID: RuleID
        let severity: Diagnostic.Severity
        let message: String
        let file: String?
        let location: String?
        let subject: LintFinding.Subject
        let idiom: Idiom?

        init(_ finding: LintFinding) {
            ruleID = finding.ruleID
            severity = finding.severity
            message = finding.message
            file = finding.file
            location = finding.location
            subject = finding.subject
            idiom = finding.idiom
        }
    }
}
