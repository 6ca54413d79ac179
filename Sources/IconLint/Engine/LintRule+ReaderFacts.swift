import IconKit

extension LintRule {
    /// The kinds of the reader's facts a rule owns (`list` names them by its id), and which of them
    /// `lint` reports: all, those its own judgement keeps (it may consult what the context knows,
    /// never another rule's findings), or none (`listedOnly`: the rule's own check reports the
    /// mistake, or only `list` and the chooser do).
    ///
    /// The rule declares its kinds, rather than each kind naming its rule, so the core names what it
    /// saw and knows nothing of lint, and adding a rule for a new fact is one case in IconKit plus the
    /// rule's own file: the registry derives the map from kind to rule (`RuleRegistry.rule(reporting:)`).
    struct ReaderFacts: Sendable {
        let kinds: [Diagnostic.Kind]
        /// Nil when `lint` reports none of them.
        let keeps: (@Sendable (LintContext.Fact, LintContext) -> Bool)?

        /// Every fact of `kinds` becomes a finding, or those `keeps` keeps.
        static func of(
            _ kinds: Diagnostic.Kind..., keeping keeps: @escaping @Sendable (LintContext.Fact, LintContext) -> Bool = { _, _ in true }
        ) -> ReaderFacts {
            ReaderFacts(kinds: kinds, keeps: keeps)
        }

        /// Facts that `list` and the chooser show under the rule's id and `lint` does not report: the
        /// rule's own check reports the mistake (with what the check sees), or only `list` does.
        static func listedOnly(_ kinds: Diagnostic.Kind...) -> ReaderFacts {
            ReaderFacts(kinds: kinds, keeps: nil)
        }
    }
}
