import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// Each rule's examples, run through the real loader and linter: the rule fires on the inputs it
/// should, saying what the example says, and stays silent on its near misses.
@Suite struct RuleExampleTests {
    /// Every example of every rule, named `rule-id: example`.
    static let examples: [Case] = RuleRegistry.rules.flatMap { rule in rule.examples.map { Case(rule: rule, example: $0) } }

    struct Case: Sendable, CustomTestStringConvertible {
        let rule: LintRule
        let example: RuleExample

        var testDescription: String { "\(rule.id): \(example.name)" }
    }

    @Test(arguments: examples)
    func theRuleFiresOnlyWhereItsExamplesSay(_ testCase: Case) throws {
        let (rule, example) = (testCase.rule, testCase.example)
        let report = try example.app.lint(idioms: example.idioms, decodesPixels: example.decodesPixels)
        let matching = report.findings.filter { $0.ruleID == rule.id }
        let all = report.findings.map { "\($0.ruleID): \($0.message)" }
        switch example.expectation {
        case .fires(let text):
            #expect(!matching.isEmpty, "\(rule.id) did not fire on \u{201C}\(example.name)\u{201D}; found \(all)")
            #expect(matching.contains { $0.message.contains(text) }, "no finding says \u{201C}\(text)\u{201D}: \(matching.map(\.message))")
            if let severity = example.severity {
                #expect(
                    matching.contains { $0.message.contains(text) && $0.severity == severity },
                    "no \(severity) says \u{201C}\(text)\u{201D}: \(matching.map { "\($0.severity): \($0.message)" })")
            }
        case .staysSilent:
            #expect(matching.isEmpty, "\(rule.id) fired on \u{201C}\(example.name)\u{201D}: \(matching.map(\.message))")
        }
    }

    @Test(arguments: RuleRegistry.rules.map(\.id.rawValue))
    func everyLintedRuleHasExamplesEachWay(id: String) throws {
        let rule = try #require(LintRule.named(id))
        let fires = rule.examples.filter { if case .fires = $0.expectation { true } else { false } }
        let silent = rule.examples.filter { $0.expectation == .staysSilent }
        if rule.source == .notLinted {
            #expect(rule.examples.isEmpty, "\(id) is not linted, so it has no lint examples")
        } else {
            #expect(!fires.isEmpty, "\(id) needs an example it fires on")
            #expect(!silent.isEmpty, "\(id) needs an example it stays silent on")
        }
    }

    /// Some example of each rule reports the rule's own severity, so the severity a rule declares is
    /// one it really reports.
    @Test(arguments: RuleRegistry.rules.filter { $0.source != .notLinted }.map(\.id.rawValue))
    func aRulesExamplesShowItsSeverity(id: String) throws {
        let rule = try #require(LintRule.named(id))
        var severities: Set<Diagnostic.Severity> = []
        for example in rule.examples where example.expectation != .staysSilent {
            let report = try example.app.lint(idioms: example.idioms, decodesPixels: example.decodesPixels)
            severities.formUnion(report.findings.filter { $0.ruleID == rule.id }.map(\.severity))
        }
        #expect(severities.contains(rule.severity), "\(id) declares \(rule.severity) but its examples show \(severities)")
    }
}
