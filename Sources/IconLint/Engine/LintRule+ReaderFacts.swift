import IconKit

extension LintRule {
    /// The kinds of the reader's facts a rule owns (`list` names them by its id), which of them
    /// `lint` reports: all, those its own judgement keeps (it may consult what the context knows,
    /// never another rule's findings), or none (`listedOnly`: the rule's own check reports the
    /// mistake, or only `list` and the chooser do), and how serious each is.
    ///
    /// The rule declares its kinds, rather than each kind naming its rule, so the core names what it
    /// saw and knows nothing of lint, and adding a rule for a new fact is one case in IconKit plus the
    /// rule's own file: the registry derives the map from kind to rule (`RuleRegistry.rule(reporting:)`).
    /// Likewise the severity is the rule's judgement, beside its evidence, not the reader's guess.
    struct ReaderFacts: Sendable {
        /// How serious one fact is, judged from the fact and the app (its primary icon, its catalogs).
        typealias Judge = @Sendable (Diagnostic, LoadedApp) -> Diagnostic.Severity

        let kinds: [Diagnostic.Kind]
        /// Nil when `lint` reports none of them.
        let keeps: (@Sendable (LintContext.Fact, LintContext) -> Bool)?
        /// Nil when the reader's severity stands.
        let judge: Judge?

        /// Every fact of `kinds` becomes a finding, or those `keeps` keeps, as serious as `judge` says.
        static func of(
            _ kinds: Diagnostic.Kind..., keeping keeps: @escaping @Sendable (LintContext.Fact, LintContext) -> Bool = { _, _ in true },
            judging judge: Judge? = nil
        ) -> ReaderFacts {
            ReaderFacts(kinds: kinds, keeps: keeps, judge: judge)
        }

        /// Facts that `list` and the chooser show under the rule's id and `lint` does not report: the
        /// rule's own check reports the mistake (with what the check sees), or only `list` does.
        static func listedOnly(_ kinds: Diagnostic.Kind..., judging judge: Judge? = nil) -> ReaderFacts {
            ReaderFacts(kinds: kinds, keeps: nil, judge: judge)
        }
    }
}

extension LintRule {
    /// How serious `diagnostic` is for `app`, as the rule that owns its kind judges it (the reader's
    /// own severity when no rule judges it): `lint` reports it so, and `list` shows it so.
    public static func severity(of diagnostic: Diagnostic, in app: LoadedApp) -> Diagnostic.Severity {
        RuleRegistry.rule(reporting: diagnostic.kind)?.facts?.judge?(diagnostic, app) ?? diagnostic.severity
    }

    /// `diagnostic` with the severity its rule judges it to have in `app`.
    public static func judged(_ diagnostic: Diagnostic, in app: LoadedApp) -> Diagnostic {
        var judged = diagnostic
        judged.severity = severity(of: diagnostic, in: app)
        return judged
    }
}
