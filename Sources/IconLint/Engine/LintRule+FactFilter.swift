extension LintRule {
    /// Which of the reader's facts of a rule's kinds the rule reports: all, or those its own
    /// judgement keeps (it may consult what the context knows, never another rule's findings).
    struct FactFilter: Sendable {
        let keeps: @Sendable (LintContext.Fact, LintContext) -> Bool

        static let all = FactFilter { _, _ in true }

        static func keeping(_ keeps: @escaping @Sendable (LintContext.Fact, LintContext) -> Bool) -> FactFilter {
            FactFilter(keeps: keeps)
        }
    }
}
