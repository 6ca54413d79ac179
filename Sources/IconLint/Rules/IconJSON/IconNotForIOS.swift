import IconKit

extension RuleID {
    public static let iconNotForIOS = RuleID("icon-not-for-ios")
}

/// `icon-not-for-ios`: a .icon an iOS target builds has supported-platforms that leave out iOS.
enum IconNotForIOS {
    static let rule = LintRule(
        id: .iconNotForIOS, severity: .error, category: .iconJSON,
        summary: "a .icon an iOS target builds has supported-platforms that leave out iOS",
        explanation: """
            Icon Composer's Document panel chooses the platforms; with squares limited to, say, macOS, an iOS \
            build has no such icon: a primary icon so limited leaves the app without one (an error), an \
            alternate is simply not there and setAlternateIconName fails for it (a warning). Set squares to \
            shared (or add iOS) in Icon Composer.
            """,
        evidence: """
            An iOS build gets no icon from a .icon whose supported-platforms leave iOS out: the upload then has \
            no iPhone icon for a primary (ITMS-90022); for an alternate the app ships and setAlternateIconName \
            fails for that name (NSCocoaErrorDomain 4), as for any alternate the build does not have.
            """,
        facts: .of(.iconComposerExcludesIOS, judging: PrimaryIconFacts.errorOnlyForPrimary),
        examples: [
            .fires("the primary icon's squares for macOS only", saying: "macOS only", severity: .error, on: .iconComposerProject) {
                $0.files["App/AppIcon.icon/icon.json"] = .text(
                    #"{"groups": [{"layers": [{"image-name": "front.png"}]}], "supported-platforms": {"squares": ["macOS"]}}"#)
            },
            .fires("an alternate's squares for macOS only", saying: "macOS only", severity: .warning, on: .iconComposerProject) {
                $0.files["App/Sunrise.icon/icon.json"] = .text(
                    #"{"groups": [{"layers": [{"image-name": "front.png"}]}], "supported-platforms": {"squares": ["macOS"]}}"#)
            },
            .staysSilent("squares shared by every platform", on: .iconComposerProject),
        ])
}
