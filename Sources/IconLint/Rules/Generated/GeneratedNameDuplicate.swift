import IconKit

extension RuleID {
    public static let generatedNameDuplicate = RuleID("generated-name-duplicate")
}

/// `generated-name-duplicate`: two icons of a configuration get the same name in the built app.
enum GeneratedNameDuplicate {
    static let rule = LintRule(
        id: .generatedNameDuplicate, severity: .warning, category: .generated,
        summary: "two icons of the configuration get the same name, so one is written over the other",
        explanation: """
            Icon plugins name what they write after the configuration's entries: expo-alternate-app-icons \
            writes <Name>.appiconset, with names starting in lower case turned into PascalCase (icon-a and \
            IconA are both IconA), and a name of AppIcon is the app icon's own set. Two entries that end \
            up with one name write one icon over the other, and the app offers one where two are declared. \
            Give each icon a name of its own.
            """,
        evidence: """
            The plugins write each icon's files to a path made from its name (expo-alternate-app-icons' \
            generateUniversalIcon, the dynamic-app-icon plugins' <name>-Icon-60x60@2x.png); the second \
            write replaces the first. The build passes and ships one icon less.
            """,
        facts: .of(.generatedNameDuplicate),
        examples: [
            .fires("icon-dusk and IconDusk", saying: "one is written over the other", on: .expoApp) {
                $0.expo[["plugins"]] = [
                    [
                        "expo-alternate-app-icons",
                        [["name": "IconDusk", "ios": "./assets/dusk.png"], ["name": "icon-dusk", "ios": "./assets/icon.png"]],
                    ]
                ]
            },
            .staysSilent("names of their own", on: .expoApp),
        ])
}
