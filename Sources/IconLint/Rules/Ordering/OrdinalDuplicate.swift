import IconKit

extension RuleID {
    public static let ordinalDuplicate = RuleID("ordinal-duplicate")
}

/// `ordinal-duplicate`: several alternates share an ordinal.
enum OrdinalDuplicate {
    static let rule = LintRule(
        id: .ordinalDuplicate, severity: .warning, category: .ordering,
        summary: "several alternates share an ordinal",
        explanation: """
            Their order then depends on the chooser (iconpicker orders them by name). Give each a distinct ordinal.
            """,
        evidence: """
            With equal ordinals the order is the chooser's sort's; no failure.
            """,
        facts: .of(.ordinalDuplicate),
        examples: [
            .fires("two alternates with ordinal 1", saying: "share ordinal 1") {
                $0[plist: ExampleApp.alternates + ["light", "ordinal"]] = 1
            },
            .staysSilent("distinct ordinals"),
        ])
}
