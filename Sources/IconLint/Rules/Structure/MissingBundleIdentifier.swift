import IconKit

extension RuleID {
    public static let missingBundleIdentifier = RuleID("missing-bundle-identifier")
}

/// `missing-bundle-identifier`: CFBundleIdentifier is missing.
enum MissingBundleIdentifier {
    static let rule = LintRule(
        id: .missingBundleIdentifier, severity: .warning, category: .structure,
        summary: "CFBundleIdentifier is missing",
        explanation: """
            Every app needs one. iconpicker remembers the chosen icon under the app's name instead.
            """,
        evidence: """
            Apple's Info.plist key reference requires CFBundleIdentifier of every app bundle; a source \
            Info.plist is often completed by the build (PRODUCT_BUNDLE_IDENTIFIER), so a warning.
            """,
        facts: .of(.missingBundleIdentifier),
        examples: [
            .fires("no CFBundleIdentifier", saying: "CFBundleIdentifier is missing") { $0[plist: ["CFBundleIdentifier"]] = nil },
            .staysSilent("a CFBundleIdentifier"),
        ])
}
