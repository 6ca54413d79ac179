import IconKit

extension RuleID {
    public static let primaryNotDeclared = RuleID("primary-not-declared")
}

/// `primary-not-declared`: the Info.plist declares no primary icon.
enum PrimaryNotDeclared {
    static let rule = LintRule(
        id: .primaryNotDeclared, severity: .note, category: .structure,
        summary: "the Info.plist declares no primary icon",
        explanation: """
            The built app's primary icon then comes from the asset catalog (ASSETCATALOG_COMPILER_APPICON_NAME). \
            Lint the Xcode project rather than the Info.plist to check it.
            """,
        evidence: """
            For an asset-catalog app the build writes CFBundlePrimaryIcon from \
            ASSETCATALOG_COMPILER_APPICON_NAME, so a source Info.plist without one is normal there: a note.
            """,
        facts: .of(.primaryNotDeclared),
        examples: [
            .fires("neither dictionary has a primary icon", saying: "no CFBundlePrimaryIcon") { app in
                app[plist: ["CFBundleIcons", "CFBundlePrimaryIcon"]] = nil
                app[plist: ["CFBundleIcons~ipad", "CFBundlePrimaryIcon"]] = nil
            },
            .staysSilent("a primary icon in CFBundleIcons"),
        ])
}
