import IconKit

extension RuleID {
    public static let generatedIconInvalid = RuleID("generated-icon-invalid")
}

/// `generated-icon-invalid`: an icon plugin rejects an entry, or stops at it.
enum GeneratedIconInvalid {
    static let rule = LintRule(
        id: .generatedIconInvalid, severity: .error, category: .generated,
        summary: "an icon plugin rejects an entry of the configuration, or stops at it",
        explanation: """
            expo-alternate-app-icons takes each icon's `ios` as a path or as an object of all three of \
            light, dark and tinted; an object without one of them stops `npx expo prebuild` with "Invalid \
            alternate icon configuration". An entry without `ios` ends its loop: that icon and every one \
            after it get no icon set, though their names are listed as alternates. Give each entry an \
            `ios` path, or all three appearances.
            """,
        evidence: """
            expo-alternate-app-icons' withAlternateAppIconsGenerator: `if (!iconPath) break;`, and \
            `throw new Error("Invalid alternate icon configuration …")` unless isIosVariantsIcon (dark, \
            light and tinted all strings). The throw fails prebuild (an error); the break ships alternates \
            without icons (a warning).
            """,
        facts: .of(.generatedIconInvalid),
        examples: [
            .fires("an appearance object without tinted", saying: "Invalid alternate icon configuration", on: .expoApp) {
                $0.expo[["plugins"]] = [
                    ["expo-alternate-app-icons", [["name": "Dusk", "ios": ["light": "./assets/dusk.png", "dark": "./assets/icon.png"]]]]
                ]
            },
            .staysSilent("a path per icon", on: .expoApp),
        ])
}
