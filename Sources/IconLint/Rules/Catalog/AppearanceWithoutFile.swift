import IconKit

extension RuleID {
    public static let appearanceWithoutFile = RuleID("appearance-without-file")
}

/// `appearance-without-file`: an iOS 18 dark or tinted slot has no image.
enum AppearanceWithoutFile {
    static let rule = LintRule(
        id: .appearanceWithoutFile, severity: .note, category: .catalog,
        summary: "an iOS 18 dark or tinted slot has no image",
        explanation: """
            iOS 18 then derives the dark or tinted icon from the default image. Add one to control how it looks.
            """,
        evidence: """
            iOS 18 derives the dark or tinted icon from the default image when the slot is empty; nothing \
            fails: a note.
            """,
        check: .setEntry(checkAppearanceWithoutFile),
        examples: [
            .fires("an empty dark slot", saying: "the dark slot") {
                $0.primaryEntries.append([
                    "idiom": "universal", "platform": "ios", "size": "1024x1024",
                    "appearances": [["appearance": "luminosity", "value": "dark"]],
                ])
            },
            .staysSilent("no appearance slots"),
        ])

    /// An empty dark or tinted slot.
    private static func checkAppearanceWithoutFile(_ entry: LintContext.SetEntry, _ context: LintContext) -> [LintRule.Hit] {
        guard case .empty? = entry.file, entry.entry.appearance != .any else { return [] }
        return [
            LintRule.Hit(
                message:
                    "the \(entry.entry.appearance.rawValue) slot of \u{2018}\(entry.set.name)\u{2019} has no image, so iOS 18 derives one from the default image",
                file: entry.contents, location: entry.location, subject: entry.subject)
        ]
    }
}
