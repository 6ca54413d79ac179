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
            Without either, the system has nothing to show: a primary icon without an image fails the upload, an \
            alternate without one ships as a choice with no picture.
            """,
        evidence: """
            Apple's Info.plist key reference describes every icon dictionary by CFBundleIconFiles or \
            CFBundleIconName. A primary icon with neither gives the upload no 120x120 px iPhone icon \
            (ITMS-90022: an error). For an alternate no failure is recorded beyond the missing picture: a \
            warning.
            """,
        facts: .of(.noImageDeclared, judging: PrimaryIconFacts.errorOnlyForPrimary),
        examples: [
            .fires("a primary icon with only UIPrerenderedIcon", saying: "declares no image", severity: .error) {
                $0[plist: ["CFBundleIcons", "CFBundlePrimaryIcon"]] = ["UIPrerenderedIcon": false]
                $0[plist: ["CFBundleIcons~ipad", "CFBundlePrimaryIcon"]] = ["UIPrerenderedIcon": false]
            },
            .fires("an alternate with only an ordinal", saying: "declares no image", severity: .warning) {
                $0[plist: ExampleApp.alternates + ["dark"]] = ["ordinal": 1]
            },
            .staysSilent("an alternate with CFBundleIconName only") {
                $0[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "AppIcon", "ordinal": 1]
            },
        ])
}
