import IconKit

extension RuleID {
    public static let setPrimaryAndAlternate = RuleID("set-primary-and-alternate")
}

/// `set-primary-and-alternate`: one icon set is named as both the primary icon and an alternate.
enum SetPrimaryAndAlternate {
    static let rule = LintRule(
        id: .setPrimaryAndAlternate, severity: .warning, category: .project,
        summary: "one icon set is named as both the primary icon and an alternate",
        explanation: """
            ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES name the same \
            set, so a chooser built from the alternates offers the primary icon twice (once as "default", once \
            under its name) and alternateIconName reports a choice of it as an alternate. Name it in one \
            setting only, unless a plugin's set-up asks for it.
            """,
        evidence: """
            The build succeeds and the app ships: ente's Flutter app names its primary IconGreen in both \
            settings, as the plugin it uses documents. No actool or upload message has been recorded: a \
            warning, for a choice that duplicates the default.
            """,
        facts: .of(.setPrimaryAndAlternate, judging: { _, _ in .warning }),
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
