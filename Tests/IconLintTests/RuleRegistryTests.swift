import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// One owner per rule: every fact a reader reports has exactly one rule, every rule says where its
/// findings come from, a rule's check reports that rule only, and every id is registered once.
@Suite struct RuleRegistryTests {
    @Test(arguments: Diagnostic.Kind.allCases)
    func everyFactKindHasExactlyOneRule(kind: Diagnostic.Kind) throws {
        let owners = RuleRegistry.rules.filter { $0.facts?.kinds.contains(kind) == true }
        #expect(owners.count == 1, "\(kind) is declared by \(owners.map(\.id))")
        let rule = try #require(RuleRegistry.rule(reporting: kind))
        #expect(RuleID(kind) == rule.id)
        #expect(LintRule.named(rule.id.rawValue) == rule)
        #expect(!rule.summary.isEmpty && !rule.explanation.isEmpty && !rule.evidence.isEmpty)
    }

    @Test func idsAreUniqueAndEachHasItsRule() {
        let ids = RuleRegistry.rules.map(\.id)
        #expect(Set(ids).count == ids.count, "rule ids must be unique")
        #expect(ids.allSatisfy { $0.rule.id == $0 && LintRule.named($0.rawValue)?.id == $0 })
        #expect(LintRule.all.map(\.id) == ids)
        #expect("\(RuleID.iPadAlternateNotDeclared)" == "ipad-alternate-not-declared", "interpolation prints the raw id")
        #expect(LintRule.named("no-such-rule") == nil)
    }

    /// Swift cannot list a module's types, so a rule file left out of `RuleRegistry.rules` would
    /// compile and never run: every id a file under `Rules/` declares must be registered.
    @Test func everyRuleFileIsInTheRegistry() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/IconLint/Rules")
            .standardizedFileURL
        let files = try #require(FileManager.default.enumerator(atPath: rules.path)).compactMap { $0 as? String }
        var declared: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: rules.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("static let") && line.contains("= RuleID(\"") {
                declared += line.split(separator: "\"").dropFirst().prefix(1).map(String.init)
            }
        }
        #expect(declared.count == RuleRegistry.rules.count, "\(declared.count) ids declared, \(RuleRegistry.rules.count) registered")
        #expect(Set(declared) == Set(RuleRegistry.rules.map(\.id.rawValue)))
    }

    @Test(arguments: RuleRegistry.rules.map(\.id.rawValue))
    func everyRuleIsOwnedByReaderFactsItsCheckOrIsNotLinted(id: String) throws {
        let rule = try #require(LintRule.named(id))
        let ownsAKind = !(rule.facts?.kinds.isEmpty ?? true)
        #expect(!rule.evidence.isEmpty, "\(id) says what its judgement rests on")
        switch rule.source {
        case .readerFacts: #expect(ownsAKind && rule.check == nil, "\(id) reports reader facts only")
        case .check: #expect(rule.check != nil && rule.facts?.keeps == nil, "\(id) reports its check only")
        case .readerFactsAndCheck: #expect(ownsAKind && rule.check != nil, "\(id) reports both")
        case .notLinted: #expect(rule.check == nil && rule.category == .shown, "\(id) is for list and the chooser")
        }
        #expect((rule.category == .shown) == (rule.source == .notLinted), "\(id)")
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
        var app = ExampleApp.good
        app.files["App/Icons/dark-60@3x.png"] = ExampleFile.jpegHeader
        app.files["App/Icons/light-60@3x.png"] = .png(width: 180, height: 150)
        let all = try lint(app, with: .standard).map(\.ruleID)
        #expect(all.contains(.iconNotSquare) && all.contains(.iconNotPNG), "\(all)")
        for id in [RuleID.iconNotSquare, .iconNotPNG, .unreadableImage] {
            let alone = try lint(app, with: LintPipeline(rules: [id.rule])).map(\.ruleID)
            #expect(alone == all.filter { $0 == id }, "\(id)'s check reported \(alone)")
        }
    }

    /// The findings of `pipeline` alone on the app, for both devices.
    private func lint(_ app: ExampleApp, with pipeline: LintPipeline) throws -> [LintFinding] {
        let folder = app.write()
        defer { folder.remove() }
        let apps = try TestApp.load(folder.path + "/" + app.input, idioms: [.iphone, .ipad])
        let context = try #require(LintContext(apps: apps.onEachDevice, pixelReader: nil))
        var collector = FindingCollector(app: context.app)
        pipeline.run(context, into: &collector)
        return collector.findings
    }
}
