import IconKit

extension RuleID {
    public static let ordinalNotInteger = RuleID("ordinal-not-integer")
}

/// `ordinal-not-integer`: an ordinal is not an integer.
enum OrdinalNotInteger {
    static let rule = LintRule(
        id: .ordinalNotInteger, severity: .warning, category: .ordering,
        summary: "an ordinal is not an integer",
        explanation: """
            A string or real ordinal is not read as a number by choosers that sort by it; the icon is listed \
            after the ordered ones (or dropped). Use <integer>.
            """,
        evidence: """
            Choosers that sort by ordinal (Emitron, Colourful) read an integer; a string or real is not one.
            """,
        facts: .of(.ordinalNotInteger),
        examples: [
            .fires("a string ordinal", saying: "should be an integer, found a string") {
                $0[plist: ExampleApp.alternates + ["light", "ordinal"]] = "2"
            },
            .staysSilent("integer ordinals"),
        ])
}
