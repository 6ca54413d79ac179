import IconKit

extension RuleID {
    public static let ordinalMissing = RuleID("ordinal-missing")
}

/// `ordinal-missing`: an alternate has no ordinal while others do.
enum OrdinalMissing {
    static let rule = LintRule(
        id: .ordinalMissing, severity: .warning, category: .ordering,
        summary: "an alternate has no ordinal while others do",
        explanation: """
            ordinal is the convention of Emitron's and Colourful's choosers for ordering alternates; they drop \
            an alternate without one. iconpicker lists it after the ordered ones. Give it an integer ordinal.
            """,
        evidence: """
            ordinal is not Apple's key: it is the convention of Emitron's and Colourful's choosers, which \
            drop an alternate without one.
            """,
        facts: .of(.ordinalMissing), grouping: .acrossIcons,
        examples: [
            .fires("one alternate without an ordinal", saying: "\u{201C}light\u{201D} has no ordinal") {
                $0[plist: ExampleApp.alternates + ["light", "ordinal"]] = nil
            },
            .staysSilent("no alternate has one: ordinal-none's") { app in
                app[plist: ExampleApp.alternates + ["dark", "ordinal"]] = nil
                app[plist: ExampleApp.alternates + ["light", "ordinal"]] = nil
            },
        ])
}
