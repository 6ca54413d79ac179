import IconKit

extension RuleID {
    public static let strayIconSet = RuleID("stray-icon-set")
}

/// `stray-icon-set`: an icon set in the target's catalog is named by no build setting.
enum StrayIconSet {
    static let rule = LintRule(
        id: .strayIconSet, severity: .warning, category: .project,
        summary: "an icon set in the target's catalog is named by no build setting",
        explanation: """
            With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = NO, only the sets listed in \
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES become alternates. A set in neither setting builds \
            fine and is silently not an alternate: setAlternateIconName fails for it. Add it to the setting, or \
            delete the set.
            """,
        evidence: """
            The build succeeds and writes no CFBundleAlternateIcons entry for the set, so \
            setAlternateIconName fails for it at run time (NSCocoaErrorDomain 4).
            """,
        facts: .of(.strayIconSet),
        fix: .onRequest(
            "adds the set's name to ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES where the setting is written (in the target's configurations when it is written nowhere)"
        ),
        examples: [
            .fires("a set no setting names", saying: "\u{201C}Forgotten\u{201D}", on: .catalogProject) {
                $0.addSingleSizeSet("Forgotten", colour: ExampleColour(red: 90, green: 160, blue: 60))
            },
            .staysSilent("the set listed in the alternates setting", on: .catalogProject) { app in
                app.addSingleSizeSet("Forgotten", colour: ExampleColour(red: 90, green: 160, blue: 60))
                app.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Light Forgotten")
            },
        ])
}
