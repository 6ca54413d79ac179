import IconKit

extension RuleID {
    public static let ordinalNone = RuleID("ordinal-none")
}

/// `ordinal-none`: no alternate declares an ordinal.
enum OrdinalNone {
    static let rule = LintRule(
        id: .ordinalNone, severity: .note, category: .ordering,
        summary: "no alternate declares an ordinal",
        explanation: """
            Alternates are then listed by name. Add ordinals if the order matters.
            """,
        evidence: """
            No convention is broken: alternates are listed by name. A note.
            """,
        facts: .of(.ordinalNone, keeping: keepsOrdinalNone),
        examples: [
            .fires("no ordinals at all", saying: "no alternate declares an ordinal") { app in
                app[plist: ExampleApp.alternates + ["dark", "ordinal"]] = nil
                app[plist: ExampleApp.alternates + ["light", "ordinal"]] = nil
            },
            .staysSilent("alternates the build makes from icon sets", on: .catalogProject),
        ])

    /// Alternates the build makes from icon sets cannot carry an ordinal: saying so is noise.
    private static func keepsOrdinalNone(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        let app = context.app
        return !(app.project != nil && app.catalog.alternates.allSatisfy { $0.iconSetName != nil })
    }
}
