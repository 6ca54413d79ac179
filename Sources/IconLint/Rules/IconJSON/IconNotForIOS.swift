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
            build has no such icon and setAlternateIconName fails for an alternate. Set squares to shared (or add \
            iOS) in Icon Composer.
            """,
        evidence: """
            An iOS build gets no icon from a .icon whose supported-platforms leave iOS out, so \
            setAlternateIconName fails for that alternate (NSCocoaErrorDomain 4).
            """,
        facts: .of(.iconComposerExcludesIOS),
        examples: [
            .fires("squares for macOS only", saying: "macOS only", on: .iconComposerProject) {
                $0.files["App/Sunrise.icon/icon.json"] = .text(
                    #"{"groups": [{"layers": [{"image-name": "front.png"}]}], "supported-platforms": {"squares": ["macOS"]}}"#)
            },
            .staysSilent("squares shared by every platform", on: .iconComposerProject),
        ])
}
