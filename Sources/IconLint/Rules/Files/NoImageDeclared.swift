import IconKit

extension RuleID {
    public static let noImageDeclared = RuleID("no-image-declared")
}

/// `no-image-declared`: an icon declares neither CFBundleIconFiles nor CFBundleIconName.
enum NoImageDeclared {
    static let rule = LintRule(
        id: .noImageDeclared, severity: .error, category: .files,
        summary: "an icon declares neither CFBundleIconFiles nor CFBundleIconName",
        explanation: """
            Each icon dictionary needs loose files (CFBundleIconFiles) or an asset-catalog set (CFBundleIconName). \
            Without either, the system has nothing to show and setAlternateIconName fails.
            """,
        evidence: """
            Apple's Info.plist key reference describes every icon dictionary by CFBundleIconFiles or \
            CFBundleIconName; with neither the system has no image, and setAlternateIconName fails for such \
            an alternate. No upload code is known.
            """,
        facts: .of(.noImageDeclared),
        examples: [
            .fires("an alternate with only an ordinal", saying: "declares no image") {
                $0[plist: ExampleApp.alternates + ["dark"]] = ["ordinal": 1]
            },
            .staysSilent("an alternate with CFBundleIconName only") {
                $0[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "AppIcon", "ordinal": 1]
            },
        ])
}
