/// `docs/rules.md`, written from the registry so the reference cannot drift from the rules:
/// `RuleDocumentationTests` fails when the file differs and says how to write it again.
public enum RuleDocumentation {
    /// The command that rewrites `docs/rules.md` (and the test snapshots) from the current rules.
    public static let regenerateCommand = "ICONPICKER_RECORD_SNAPSHOTS=1 swift test --filter RuleDocumentationTests"

    /// The whole page: the table of every rule by category, then each rule's explanation and evidence.
    public static func markdown(_ rules: [LintRule] = LintRule.all) -> String {
        var lines = [
            "# Lint rules", "",
            "<!-- Generated from Sources/IconLint/Rules by RuleDocumentation; do not edit. Regenerate with: -->",
            "<!-- \(regenerateCommand) -->", "",
            "`iconpicker lint --rules` lists these rules and `iconpicker lint --explain ID` explains one. Every `code` that",
            "`list --json` prints is one of these ids. The rules of the last group are about showing icons and are",
            "reported by `list` and the chooser, not by `lint`. Each rule's evidence says what fails and where that is",
            "documented or was observed, so its severity can be judged against it.", "",
            "| rule | severity | App Store | what it finds |", "|---|---|---|---|",
        ]
        for category in LintRule.Category.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            lines.append("| **\(category.rawValue)**\(category == .shown ? " (not by `lint`)" : "") | | | |")
            for rule in members {
                lines.append(
                    "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.itmsCode ?? "") | \(cell(rule.summary)) |")
            }
        }
        for category in LintRule.Category.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            lines += ["", "## \(category.rawValue)"]
            for rule in members { lines += ["", section(rule)] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule: its id as the heading, what it finds, why and how to fix it, and the evidence.
    static func section(_ rule: LintRule) -> String {
        let severity = rule.severity.rawValue + (rule.itmsCode.map { " · App Store Connect: \($0)" } ?? "")
        return [
            "### \(rule.id)", "",
            "\(severity) — \(text(rule.summary))", "",
            text(rule.explanation), "",
            "**Evidence.** \(text(rule.evidence))",
        ].joined(separator: "\n") + (rule.fix.sentence.map { "\n\n**Fix.** \(text($0))" } ?? "")
    }

    /// Text as Markdown shows it literally: `<` outside code spans would open an HTML tag.
    static func text(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index.isMultiple(of: 2) ? part.replacingOccurrences(of: "<", with: "&lt;") : String(part)
        }.joined(separator: "`")
    }

    /// Text for a table cell, where `|` would end the cell.
    static func cell(_ text: String) -> String {
        Self.text(text).replacingOccurrences(of: "|", with: "\\|")
    }
}
