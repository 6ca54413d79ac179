import IconKit

extension RuleID {
    public static let alternateIPhoneSizeMissing = RuleID("alternate-iphone-size-missing")
}

/// `alternate-iphone-size-missing`: an alternate icon lacks the recommended 120x120 px image for iPhone.
enum AlternateIPhoneSizeMissing {
    static let rule = LintRule(
        id: .alternateIPhoneSizeMissing, severity: .warning, category: .sizes, itms: "ITMS-90890",
        summary: "an alternate icon lacks the recommended 120x120 px image for iPhone",
        explanation: """
            App Store Connect warns when an alternate icon has no 120x120 image for iPhone: the system scales \
            whatever it finds, which looks blurred in Settings and on the home screen. Add name@2x.png at \
            120x120 (and name@3x.png at 180x180).
            """,
        evidence: """
            Upload validation warns with ITMS-90890 (an alternate icon lacks the recommended 120x120 px \
            iPhone size) under "you are not required to fix the following issues"; the upload goes through \
            (Walfrosch92/Mealie-Recipes-iOS-APP #5).
            """,
        check: .iconSizes(checkAlternateIPhoneSize), grouping: .acrossIcons,
        examples: [
            .fires("an alternate without its @2x file", saying: "\u{201C}dark\u{201D} has no 120x120") {
                $0.files["App/Icons/dark-60@2x.png"] = nil
            },
            .staysSilent("an alternate without its @3x file only") { $0.files["App/Icons/dark-60@3x.png"] = nil },
        ])

    private static func checkAlternateIPhoneSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [LintRule.Hit] {
        !sizes.icon.isPrimary && sizes.idiom == .iphone ? RequiredSizes.hits(sizes) : []
    }
}
