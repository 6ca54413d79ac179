import IconKit

extension RuleID {
    public static let stateUnreadable = RuleID("state-unreadable")
}

/// `state-unreadable`: the file that remembers the chosen icon cannot be read.
enum StateUnreadable {
    static let rule = LintRule(
        id: .stateUnreadable, severity: .warning, category: .shown,
        summary: "the file that remembers the chosen icon cannot be read",
        explanation: """
            The state file is damaged or unreadable, so the primary icon is taken as current. Setting or \
            resetting the icon writes a new file.
            """,
        evidence: """
            iconpicker's own state file; no Apple behaviour is involved.
            """,
        facts: .listedOnly(.stateUnreadable))
}
