import IconKit

extension RuleID {
    public static let setPrimaryAndAlternate = RuleID("set-primary-and-alternate")
}

/// `set-primary-and-alternate`: one icon set is named as both the primary icon and an alternate.
enum SetPrimaryAndAlternate {
    static let rule = LintRule(
        id: .setPrimaryAndAlternate, severity: .error, category: .project,
        summary: "one icon set is named as both the primary icon and an alternate",
        explanation: """
            ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES name the same \
            set. Name it in one setting only.
            """,
        evidence: """
            A set is either the primary icon or an alternate of the built Info.plist; naming it in both \
            settings is a configuration error. No actool message has been recorded.
            """,
        facts: .of(.setPrimaryAndAlternate),
        examples: [
            .fires(
                "AppIcon in both settings", saying: "\u{201C}AppIcon\u{201D} is named as both the primary icon and an alternate",
                on: .catalogProject
            ) {
                $0.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Light AppIcon")
            },
            .staysSilent("each set in one setting", on: .catalogProject),
        ])
}
