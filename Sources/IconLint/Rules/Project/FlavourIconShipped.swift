import IconKit

extension RuleID {
    public static let flavourIconShipped = RuleID("flavour-icon-shipped")
}

/// `flavour-icon-shipped`: a build flavour's icon set ships as an alternate because every set is included.
enum FlavourIconShipped {
    static let rule = LintRule(
        id: .flavourIconShipped, severity: .warning, category: .project,
        summary: "a build flavour's icon set ships as an alternate because every set is included",
        explanation: """
            With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES, every app icon set in the target's \
            catalogs becomes an alternate of the built app, so sets meant as another build's primary \
            (AppIcon-Beta, AppIcon-Staff, AppIcon-Debug, or another configuration's \
            ASSETCATALOG_COMPILER_APPICON_NAME) ship in Release and can be chosen by setAlternateIconName. \
            Set INCLUDE_ALL_APPICON_ASSETS to NO and list the real alternates in \
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES.
            """,
        evidence: """
            With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES the build lists every app icon set \
            as an alternate of the built Info.plist, so a beta or debug icon ships in Release and can be \
            chosen.
            """,
        facts: .of(.flavourIconShipped),
        examples: [
            .fires("a beta icon shipped by including every set", saying: "\u{201C}AppIcon-Beta\u{201D}", on: .catalogProject) { app in
                app.setBuildSetting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "YES")
                app.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "")
                app.addSingleSizeSet("AppIcon-Beta", colour: ExampleColour(red: 90, green: 160, blue: 60))
            },
            .staysSilent("every set included, none a flavour's", on: .catalogProject) { app in
                app.setBuildSetting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "YES")
                app.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "")
            },
        ])
}
