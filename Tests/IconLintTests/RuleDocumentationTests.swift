import Foundation
import Testing

@testable import IconLint

/// `docs/rules.md` is the registry's: a rule added, changed or removed without writing the page
/// again fails here, with the command that writes it.
@Suite struct RuleDocumentationTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/rules.md")
        .standardizedFileURL

    @Test func docsRulesMatchesTheRegistry() throws {
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["ICONPICKER_RECORD_SNAPSHOTS"] == "1" {
            try Data(generated.utf8).write(to: Self.page)
        }
        let committed = (try? String(contentsOf: Self.page, encoding: .utf8)) ?? ""
        #expect(
            committed == generated,
            "docs/rules.md is stale: regenerate it with \(RuleDocumentation.regenerateCommand)")
    }

    @Test func everyRuleHasItsSectionAndTableRow() {
        let page = RuleDocumentation.markdown()
        for rule in LintRule.all {
            #expect(page.contains("\n### \(rule.id)\n"), "\(rule.id) has a section")
            #expect(page.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) |"), "\(rule.id) has a row")
            #expect(page.contains(RuleDocumentation.text(rule.evidence)), "\(rule.id)'s evidence is shown")
        }
    }

    @Test func markdownShowsAngleBracketsOutsideCodeLiterally() {
        #expect(RuleDocumentation.text("for “<App Name>”, `<space>:<components>`") == "for “&lt;App Name>”, `<space>:<components>`")
        #expect(RuleDocumentation.cell("a | b") == "a \\| b")
    }
}
