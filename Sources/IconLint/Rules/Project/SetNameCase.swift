import IconKit

extension RuleID {
    public static let setNameCase = RuleID("set-name-case")
}

/// `set-name-case`: a build setting names an icon set in another letter case than the catalog spells it.
enum SetNameCase {
    static let rule = LintRule(
        id: .setNameCase, severity: .warning, category: .project,
        summary: "a build setting names an icon set in another letter case than the catalog spells it",
        explanation: """
            ASSETCATALOG_COMPILER_APPICON_NAME or …_ALTERNATE_APPICON_NAMES names a set, say AppIcon-Yellow, \
            that the catalog holds as AppIcon-yellow. Apps ship like this (DuckDuckGo's five colours), so it \
            is not reported as a missing set; but the built Info.plist names the alternate as the set is \
            spelt, and setAlternateIconName compares names exactly, so code written from the setting asks \
            for an icon that does not exist. Spell the name as the set is spelt.
            """,
        evidence: """
            Seen in DuckDuckGo, whose setting names AppIcon-Yellow for the set AppIcon-yellow and ships: the \
            build writes the set's spelling, and setAlternateIconName compares names exactly, so code \
            written from the setting fails (NSCocoaErrorDomain 4).
            """,
        facts: .of(.setNameCase),
        fix: .automatic(
            "spells the name in the build setting as the set is spelt, where the setting is written: the pbxproj configuration, the xcconfig line or project.yml"
        ),
        examples: [
            .fires(
                "a setting that spells a set in lower case", saying: "\u{201C}dark\u{201D} (the set is \u{201C}Dark\u{201D})",
                on: .catalogProject
            ) {
                $0.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "dark Light")
            },
            .staysSilent("names spelt as the sets are", on: .catalogProject),
        ])
}
