import IconKit

extension RuleID {
    public static let iPadIconSizeMissing = RuleID("ipad-icon-size-missing")
}

/// `ipad-icon-size-missing`: the primary icon lacks a 152x152 or 167x167 px image for iPad.
enum IPadIconSizeMissing {
    static let rule = LintRule(
        id: .iPadIconSizeMissing, severity: .error, category: .sizes, itms: "ITMS-90023",
        summary: "the primary icon lacks a 152x152 or 167x167 px image for iPad",
        explanation: """
            An app that runs on iPad must have iPad app icons of exactly 152x152 (76 pt @2x) and 167x167 pixels \
            (83.5 pt @2x, iPad Pro). Add name@2x~ipad.png files, the ipad slots of the icon set, or use the \
            single-size form. (76x76 is only needed for iOS 9 and earlier and is not checked.)
            """,
        evidence: """
            Upload validation rejects an app that runs on iPad with ITMS-90023: no iPad app icon of exactly \
            152x152 or 167x167 px (76x76 is asked for iOS 9 and earlier only).
            """,
        check: .iconSizes(checkIPadIconSize),
        fix: .automatic("makes the missing sizes of a multi-size icon set from its 1024 px image, scaled in linear light as render scales"),
        examples: [
            .fires("the set lacks its 83.5x83.5 @2x image", saying: "no 167x167 px image for iPad") {
                $0.primaryEntries.removeAll { $0[["filename"]] == "p167.png" }
            },
            .staysSilent("an iPhone-only app is not held to iPad sizes") { app in
                app[plist: ["UIDeviceFamily"]] = [1]
                app[plist: ["CFBundleIcons~ipad"]] = nil
                app.primaryEntries.removeAll { $0[["idiom"]] == "ipad" }
            },
        ])

    private static func checkIPadIconSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [LintRule.Hit] {
        sizes.icon.isPrimary && sizes.idiom != .iphone ? RequiredSizes.hits(sizes) : []
    }
}
