@testable import IconKit
@testable import IconLint
import Testing

/// One owner per rule: every fact a reader reports has exactly one rule, and every rule says where
/// its findings come from.
@Suite struct RuleOwnershipTests {
    @Test(arguments: Diagnostic.Kind.allCases)
    func everyFactKindHasARuleThatExplainsIt(kind: Diagnostic.Kind) {
        let id = RuleID(kind)
        let rule = LintRule.named(id.rawValue)
        #expect(rule?.id == id, "\(kind) maps to \(id), which LintRule.named must find")
        #expect(rule?.summary.isEmpty == false)
        #expect(rule?.explanation.isEmpty == false)
    }

    @Test func aRuleThatReportsReaderFactsOwnsAtLeastOneKind() {
        let owned = Set(Diagnostic.Kind.allCases.map(RuleID.init))
        for rule in LintRule.all where rule.source.reportsReaderFacts {
            #expect(owned.contains(rule.id), "\(rule.id) reports reader facts but no kind maps to it")
        }
    }

    @Test func onlyDisplayRulesAreLeftOutOfLint() {
        for rule in LintRule.all {
            #expect((rule.category == .shown) == (rule.source == .notLinted), "\(rule.id)")
        }
    }

    @Test func everyIdHasOneRuleUnderItsOwnId() {
        #expect(LintRule.all.map(\.id) == RuleID.allCases)
        #expect(RuleID.allCases.allSatisfy { $0.rule.id == $0 })
        #expect("\(RuleID.iPadAlternateNotDeclared)" == "ipad-alternate-not-declared", "interpolation prints the raw id")
    }
}
