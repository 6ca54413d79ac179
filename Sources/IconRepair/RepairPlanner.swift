import IconKit
import IconLint
import ProjectEditing

/// Plans `iconpicker fix`: each rule whose findings have one right answer is repaired by its fix (one
/// file each under `Fixes/`), in registry order; nothing is written here. Rules fixed only on request
/// run when named in `requested`; naming rules also limits the run to them.
public struct RepairPlanner: Sendable {
    /// A fix: the rule whose findings it repairs, and the planning that edits the draft. It returns
    /// what it did, one line, or throws `RepairSkip` to say why it left the findings alone.
    public struct Fix: Sendable {
        public let rule: RuleID
        let plan: @Sendable (inout RepairContext, [LintFinding]) throws -> String
    }

    public static let fixes: [Fix] = [
        IPadAlternatesFix.fix, ModifierCaseFix.fix, SetNameCaseFix.fix, PrerenderedIconFix.fix, OpaqueAlphaFix.fix,
        MissingSizesFix.iPhone, MissingSizesFix.iPad, StrayIconSetFix.fix, MissingSetNameFix.fix,
    ]

    public init() {}

    public func plan(app: LoadedApp, report: LintReport, requested: Set<RuleID> = []) -> RepairPlan {
        var context = RepairContext(app: app, report: report)
        var fixed: [RepairPlan.Note] = []
        var skipped: [RepairPlan.Note] = []
        for fix in Self.fixes {
            let findings = context.findings(of: fix.rule)
            guard !findings.isEmpty, requested.isEmpty || requested.contains(fix.rule) else { continue }
            if case .onRequest = fix.rule.rule.fix, !requested.contains(fix.rule) {
                skipped.append(.init(rule: fix.rule, text: "fixed only when asked: iconpicker fix --rule \(fix.rule)"))
                continue
            }
            let before = context.draft
            do {
                fixed.append(.init(rule: fix.rule, text: try fix.plan(&context, findings)))
            } catch {
                context.draft = before
                skipped.append(.init(rule: fix.rule, text: String(describing: error)))
            }
        }
        return RepairPlan(changeSet: context.draft.changeSet, fixed: fixed, skipped: skipped)
    }
}

/// Why a fix left its findings alone (the app is not in the shape the fix knows how to change).
public struct RepairSkip: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
