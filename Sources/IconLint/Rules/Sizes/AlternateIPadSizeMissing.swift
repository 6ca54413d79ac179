import IconKit

extension RuleID {
    public static let alternateIPadSizeMissing = RuleID("alternate-ipad-size-missing")
}

/// `alternate-ipad-size-missing`: an alternate icon lacks the recommended 152x152 or 167x167 px image for iPad.
enum AlternateIPadSizeMissing {
    static let rule = LintRule(
        id: .alternateIPadSizeMissing, severity: .warning, category: .sizes, itms: "ITMS-90892",
        summary: "an alternate icon lacks the recommended 152x152 or 167x167 px image for iPad",
        explanation: """
            App Store Connect warns when an alternate icon of an app that runs on iPad has no 152x152 or \
            167x167 image, whether or not iPad offers it (an alternate set without iPad images is left out of \
            the iPad dictionary the build writes). Add name@2x~ipad.png (152x152) and a 167x167 file (e.g. \
            name-83.5@2x~ipad.png, listed in the iPad dictionary's CFBundleIconFiles), or the set's iPad slots.
            """,
        evidence: """
            Upload validation warns with ITMS-90892 (an alternate icon lacks the recommended 152x152 or \
            167x167 px iPad size) under "you are not required to fix the following issues"; the upload goes \
            through (asiliuk/BsuirScheduleApp #95, Walfrosch92/Mealie-Recipes-iOS-APP #5).
            """,
        check: .iconSizes(checkAlternateIPadSize), grouping: .acrossIcons,
        examples: [
            .fires("an alternate without its 76 @2x iPad file", saying: "no 152x152 px image for iPad") {
                $0.files["App/Icons/dark-76@2x~ipad.png"] = nil
            },
            .fires(
                "an alternate the iPad dictionary leaves out, with iPhone images only",
                saying:
                    "\u{201C}dark\u{201D} has no 152x152 and 167x167 px image for iPad (it has 120, 180 px), and the iPad dictionary leaves it out"
            ) { $0[plist: ExampleApp.iPadAlternates + ["dark"]] = nil },
            .staysSilent("the same app linted for iPhone only", idioms: [.iphone]) { $0.files["App/Icons/dark-76@2x~ipad.png"] = nil },
        ])

    private static func checkAlternateIPadSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [LintRule.Hit] {
        !sizes.icon.isPrimary && sizes.idiom != .iphone ? RequiredSizes.hits(sizes) : []
    }
}
