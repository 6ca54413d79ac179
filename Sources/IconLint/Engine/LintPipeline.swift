/// The rules' checks sorted by what they look at, and the one walk that hands each item to them.
///
/// Each check's hits are stamped with the id of the rule that owns the check; the walk visits
/// items in reading order and, for each item, the rules in `RuleRegistry` order, so findings come out in
/// a stable order without any rule knowing about another.
struct LintPipeline: Sendable {
    /// A rule's check of one kind of item, with the rule it reports for.
    struct Registered<Item>: Sendable {
        let rule: LintRule
        let visit: LintRule.Check.Visit<Item>
    }

    private(set) var iconDeclaration: [Registered<LintContext.DeclaredIcon>] = []
    private(set) var app: [Registered<LintContext>] = []
    private(set) var looseName: [Registered<LintContext.LooseName>] = []
    private(set) var iconSizes: [Registered<LintContext.IconSizes>] = []
    private(set) var imageFile: [Registered<LintContext.ImageFile>] = []
    private(set) var setEntry: [Registered<LintContext.SetEntry>] = []
    private(set) var storeIcon: [Registered<LintContext.StoreIcon>] = []
    /// The rules whose kinds of reader facts become findings.
    private(set) var factRules: Set<RuleID> = []

    static let standard = LintPipeline(rules: RuleRegistry.rules)

    init(rules: [LintRule]) {
        for rule in rules {
            if rule.source.reportsReaderFacts { factRules.insert(rule.id) }
            switch rule.check {
            case .iconDeclaration(let visit): iconDeclaration.append(Registered(rule: rule, visit: visit))
            case .app(let visit): app.append(Registered(rule: rule, visit: { _, context in visit(context) }))
            case .looseName(let visit): looseName.append(Registered(rule: rule, visit: visit))
            case .iconSizes(let visit): iconSizes.append(Registered(rule: rule, visit: visit))
            case .imageFile(let visit): imageFile.append(Registered(rule: rule, visit: visit))
            case .setEntry(let visit): setEntry.append(Registered(rule: rule, visit: visit))
            case .storeIcon(let visit): storeIcon.append(Registered(rule: rule, visit: visit))
            case nil: break
            }
        }
    }

    /// The reader's facts, then every check, item by item.
    func run(_ context: LintContext, into collector: inout FindingCollector) {
        report(context.readerFacts, context, into: &collector)
        visit(context.declaredIcons, with: iconDeclaration, context, into: &collector)
        visit([context], with: app, context, into: &collector)
        visit(context.looseNames, with: looseName, context, into: &collector)
        visit(context.iconSizes, with: iconSizes, context, into: &collector)
        visit(context.imageFiles, with: imageFile, context, into: &collector)
        if !setEntry.isEmpty || !imageFile.isEmpty {
            for used in context.usedSets {
                report(used.facts, context, into: &collector)
                for entry in used.entries {
                    visit([entry], with: setEntry, context, into: &collector)
                    if case .present(_, let file)? = entry.file { visit([file], with: imageFile, context, into: &collector) }
                }
            }
        }
        visit([context.storeIcon], with: storeIcon, context, into: &collector)
    }

    /// Hands each item to each check; items are computed only when a rule checks them.
    private func visit<Item>(
        _ items: @autoclosure () -> [Item], with checks: [Registered<Item>], _ context: LintContext,
        into collector: inout FindingCollector
    ) {
        guard !checks.isEmpty else { return }
        for item in items() {
            for check in checks {
                for hit in check.visit(item, context) { collector.add(hit, of: check.rule) }
            }
        }
    }

    /// Each fact becomes a finding of the rule that owns its kind, if that rule is in the pipeline and
    /// reports it, as serious as the rule judges it.
    private func report(_ facts: [LintContext.Fact], _ context: LintContext, into collector: inout FindingCollector) {
        for fact in facts {
            guard let rule = RuleRegistry.rule(reporting: fact.diagnostic.kind), factRules.contains(rule.id),
                let keeps = rule.facts?.keeps, keeps(fact, context)
            else { continue }
            var hit = fact.hit
            if let judge = rule.facts?.judge { hit.severity = judge(fact.diagnostic, context.app.app) }
            collector.add(hit, of: rule)
        }
    }
}
