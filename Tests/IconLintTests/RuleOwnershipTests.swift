import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// One owner per rule: every fact a reader reports has exactly one rule, every rule says where
/// its findings come from, and a rule's check reports that rule only.
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

    @Test(arguments: RuleID.allCases)
    func everyRuleIsOwnedByReaderFactsItsCheckOrIsNotLinted(id: RuleID) {
        let rule = id.rule
        let ownsAKind = Diagnostic.Kind.allCases.contains { RuleID($0) == id }
        switch rule.source {
        case .readerFacts: #expect(ownsAKind && rule.check == nil, "\(id) reports reader facts only")
        case .check: #expect(rule.check != nil && rule.facts == nil, "\(id) reports its check only")
        case .readerFactsAndCheck: #expect(ownsAKind && rule.check != nil, "\(id) reports both")
        case .notLinted: #expect(rule.facts == nil && rule.check == nil && rule.category == .shown, "\(id) is for list and the chooser")
        }
    }

    @Test func everyRuleWithACheckHasExactlyOneInThePipeline() {
        let pipeline = LintPipeline.standard
        let registered =
            pipeline.iconDeclaration.map(\.rule.id) + pipeline.app.map(\.rule.id) + pipeline.looseName.map(\.rule.id)
            + pipeline.iconSizes.map(\.rule.id) + pipeline.imageFile.map(\.rule.id) + pipeline.setEntry.map(\.rule.id)
            + pipeline.storeIcon.map(\.rule.id)
        for rule in LintRule.all {
            let count = registered.count { $0 == rule.id }
            #expect(count == (rule.check == nil ? 0 : 1), "\(rule.id) has \(count) checks in the pipeline")
        }
        #expect(pipeline.factRules == Set(LintRule.all.filter(\.source.reportsReaderFacts).map(\.id)))
    }

    @Test func aChecksFindingsCarryTheIdOfTheRuleThatOwnsIt() throws {
        var fixture = LintFixture.good
        fixture.files["App/Icons/dark-60@3x.png"] = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 60))
        fixture.files["App/Icons/light-60@3x.png"] = PNGFixture.solid(width: 180, height: 150)
        let all = try lint(fixture, with: .standard).map(\.ruleID)
        #expect(all.contains(.iconNotSquare) && all.contains(.iconNotPNG), "\(all)")
        for id in [RuleID.iconNotSquare, .iconNotPNG, .unreadableImage] {
            let alone = try lint(fixture, with: LintPipeline(rules: [id.rule])).map(\.ruleID)
            #expect(alone == all.filter { $0 == id }, "\(id)'s check reported \(alone)")
        }
    }

    /// The findings of `pipeline` alone on the fixture, for both devices.
    private func lint(_ fixture: LintFixture, with pipeline: LintPipeline) throws -> [LintFinding] {
        let folder = fixture.write()
        defer { folder.remove() }
        let apps = try TestApp.load(folder.path + "/App/Info.plist", idioms: [.iphone, .ipad])
        let context = try #require(LintContext(apps: apps.onEachDevice, pixelReader: nil))
        var collector = FindingCollector(app: context.app)
        pipeline.run(context, into: &collector)
        return collector.findings
    }
}
