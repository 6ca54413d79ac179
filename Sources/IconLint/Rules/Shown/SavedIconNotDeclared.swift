import IconKit

extension RuleID {
    public static let savedIconNotDeclared = RuleID("saved-icon-not-declared")
}

/// `saved-icon-not-declared`: the remembered icon is no longer declared by the app.
enum SavedIconNotDeclared {
    static let rule = LintRule(
        id: .savedIconNotDeclared, severity: .warning, category: .shown,
        summary: "the remembered icon is no longer declared by the app",
        explanation: """
            The state file names an alternate icon the app no longer declares (it was renamed or removed), so \
            the primary icon is current, as on a device after such an update. The saved choice is kept until the icon is changed.
            """,
        evidence: """
            iconpicker's state file, as a device behaves after an update that removes the chosen alternate: \
            the primary icon shows.
            """,
        facts: .listedOnly(.savedIconNotDeclared))
}
