import IconKit

extension RuleID {
    public static let primaryInsideAlternates = RuleID("primary-inside-alternates")
}

/// `primary-inside-alternates`: CFBundlePrimaryIcon is nested inside CFBundleAlternateIcons.
enum PrimaryInsideAlternates {
    static let rule = LintRule(
        id: .primaryInsideAlternates, severity: .error, category: .structure,
        summary: "CFBundlePrimaryIcon is nested inside CFBundleAlternateIcons",
        explanation: """
            CFBundlePrimaryIcon belongs beside CFBundleAlternateIcons, inside CFBundleIcons. Nested one level too \
            deep, it becomes an alternate named "CFBundlePrimaryIcon" and the app has no primary icon declaration.
            """,
        evidence: """
            Apple's Info.plist key reference puts CFBundlePrimaryIcon beside CFBundleAlternateIcons inside \
            CFBundleIcons; one level deeper it is an alternate named "CFBundlePrimaryIcon". Observed failing \
            on devices: react-native-change-icon #36 ("Alternate Icon Not Supported" until the key was moved up \
            a level).
            """,
        facts: .of(.primaryInsideAlternates),
        examples: [
            .fires("the primary icon one level too deep", saying: "move it up one level") {
                $0[plist: ExampleApp.alternates + ["CFBundlePrimaryIcon"]] = ["CFBundleIconName": "AppIcon", "ordinal": 3]
            },
            .staysSilent("the primary icon beside the alternates"),
        ])
}
