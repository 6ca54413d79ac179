import IconKit

extension RuleID {
    public static let wrongType = RuleID("wrong-type")
}

/// `wrong-type`: an icon key holds a value of the wrong type.
enum WrongType {
    static let rule = LintRule(
        id: .wrongType, severity: .error, category: .structure,
        summary: "an icon key holds a value of the wrong type",
        explanation: """
            For example a number where CFBundleIconFiles expects a string or an array of strings, or an alternate \
            that is not a dictionary. The system ignores such values, so the icon is missing at run time. Fix the \
            value at the key path shown.
            """,
        evidence: """
            The system ignores a value of another plist type than Apple's Info.plist key reference gives, so \
            the icon is missing at run time.
            """,
        facts: .of(.wrongType),
        examples: [
            .fires("a number for CFBundleIconFiles", saying: "expected a string or an array of strings, found an integer") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = 5
            },
            .staysSilent("a single string for CFBundleIconFiles") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = "dark-60"
            },
        ])
}
