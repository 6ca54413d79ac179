import IconKit

extension RuleID {
    public static let iPhoneIconSizeMissing = RuleID("iphone-icon-size-missing")
}

/// `iphone-icon-size-missing`: the primary icon has no 120x120 px image for iPhone.
enum IPhoneIconSizeMissing {
    static let rule = LintRule(
        id: .iPhoneIconSizeMissing, severity: .error, category: .sizes, itms: "ITMS-90022",
        summary: "the primary icon has no 120x120 px image for iPhone",
        explanation: """
            Upload validation requires an iPhone app icon of exactly 120x120 pixels (60 pt @2x) in PNG format. \
            Add name@2x.png at 120x120, or an iphone 60x60 @2x slot in the icon set, or use the single-size \
            form (one 1024 px image) and let Xcode make every size.
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90022: no iPhone app icon of exactly 120x120 px in \
            PNG format.
            """,
        check: .iconSizes(checkIPhoneIconSize),
        fix: .automatic("makes the missing sizes of a multi-size icon set from its 1024 px image, scaled in linear light as render scales"),
        examples: [
            .fires("the set lacks its 60x60 @2x image", saying: "no 120x120 px image for iPhone") {
                $0.primaryEntries.removeAll { $0[["filename"]] == "i120.png" }
            },
            .staysSilent("a single-size set makes every size") {
                $0.primaryEntries = [["filename": "store.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
            },
        ])

    private static func checkIPhoneIconSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [LintRule.Hit] {
        sizes.icon.isPrimary && sizes.idiom == .iphone ? RequiredSizes.hits(sizes) : []
    }
}
