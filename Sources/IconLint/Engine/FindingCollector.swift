import Basics
import IconKit

/// Gathers findings without duplicates (the same problem is often seen once per device), as
/// people should read them (paths inside an archive rather than its extraction folder).
struct FindingCollector {
    let app: AppOnDevice
    /// The one base of the paths in messages, as of the `file:` column.
    let workingDirectory: String
    private(set) var findings: [LintFinding] = []
    private var seen = FindingKeys()

    init(app: AppOnDevice, workingDirectory: String = "") {
        self.app = app
        self.workingDirectory = workingDirectory
    }

    /// Records a hit as a finding of `rule`, with the rule's severity unless the hit has its own.
    mutating func add(_ hit: LintRule.Hit, of rule: LintRule) {
        add(
            LintFinding(
                ruleID: rule.id, severity: hit.severity ?? rule.severity, message: hit.message, file: hit.file,
                location: hit.location, subject: hit.subject, idiom: hit.idiom))
    }

    private mutating func add(_ finding: LintFinding) {
        var finding = finding
        finding.message = Self.relativeMessage(finding.message, to: workingDirectory)
        guard seen.insert([finding.ruleID.rawValue, finding.file ?? "", finding.location ?? "", finding.message]) else { return }
        findings.append(finding)
    }

    /// `message` with the paths the reader wrote in full made relative to `folder` (the folder itself is `.`).
    static func relativeMessage(_ message: String, to folder: String) -> String {
        guard folder.count > 1, PlainText.contains(folder, in: message, fallback: { message.contains(folder) }) else {
            return message
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var relative = message.replacingOccurrences(of: base + "/", with: "")
        for end in [" ", ")", ",", ";", ":"] { relative = relative.replacingOccurrences(of: base + end, with: "." + end) }
        return relative.hasSuffix(base) ? relative.dropLast(base.count) + "." : relative
    }

    /// Same-cause findings grouped (`IconGrouping`), then app findings first, then icons in chooser
    /// order; inside a group the most serious first, then in the order they were found, so output is stable.
    func sorted(subjects: [LintFinding.Subject]) -> [LintFinding] {
        let rank = Dictionary(([LintFinding.Subject.app] + subjects).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return IconGrouping.group(findings).enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            let (lRank, rRank) = (rank[l.subject] ?? Int.max, rank[r.subject] ?? Int.max)
            if lRank != rRank { return lRank < rRank }
            if l.subject != r.subject { return l.subject < r.subject }
            if l.severity != r.severity { return l.severity > r.severity }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
