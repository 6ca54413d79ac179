import IconKit

extension RuleID {
    public static let marketingIconMissing = RuleID("marketing-icon-missing")
}

/// `marketing-icon-missing`: there is no 1024x1024 px App Store icon.
enum MarketingIconMissing {
    static let rule = LintRule(
        id: .marketingIconMissing, severity: .error, category: .sizes, itms: "ITMS-90704",
        summary: "there is no 1024x1024 px App Store icon",
        explanation: """
            App Store Connect takes the App Store icon from the primary icon's asset-catalog set: an \
            ios-marketing 1024x1024 slot, or the single 1024 px image of the single-size form. An app whose \
            primary icon is loose files only has none. Add an AppIcon set with the 1024 px image and name it \
            with CFBundleIconName (or ASSETCATALOG_COMPILER_APPICON_NAME).
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90704: no 1024x1024 px PNG app icon in the asset \
            catalog.
            """,
        check: .storeIcon(checkMarketingIconMissing),
        examples: [
            .fires("the set has no ios-marketing entry", saying: "no 1024x1024 px App Store image") {
                $0.primaryEntries.removeAll { $0[["idiom"]] == "ios-marketing" }
            },
            .staysSilent("a WebP App Store image named .png, which actool converts (icon-not-png's)") {
                $0.files[ExampleApp.primarySet + "/store.png"] = .bytes(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8))
            },
            .staysSilent("a single-size set's image is the App Store icon") {
                $0.primaryEntries = [["filename": "store.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
            },
        ])

    /// No 1024 px App Store image in the primary set, or no set at all.
    private static func checkMarketingIconMissing(_ storeIcon: LintContext.StoreIcon, _ context: LintContext) -> [LintRule.Hit] {
        let app = context.app
        switch storeIcon {
        case .notChecked, .found:
            return []
        case .missing(let set, let slots):
            return [
                LintRule.Hit(
                    message: slots.isEmpty
                        ? "the icon set \u{2018}\(set.name)\u{2019} has no 1024x1024 px App Store image; fill its ios-marketing slot (or use the single-size form)"
                        : "the App Store image of the icon set \u{2018}\(set.name)\u{2019} is missing or not 1024x1024 px",
                    file: set.folder + "/Contents.json", location: slots.first.map { "images[\($0.index)]" }, subject: .primary)
            ]
        case .loosePrimary(let others) where others.isEmpty || app.project != nil:
            return [
                LintRule.Hit(
                    message: "there is no 1024x1024 px App Store icon: the primary icon is loose files only; add an app icon set with a "
                        + "1024 px image to an asset catalog and name it with CFBundleIconName (or ASSETCATALOG_COMPILER_APPICON_NAME)",
                    file: app.declaration.infoPlistPath, location: app.catalog.primary.keyPath, subject: .primary)
            ]
        case .loosePrimary(let others):
            return [
                LintRule.Hit(
                    message: "no 1024x1024 px App Store icon is reachable from this Info.plist (the primary icon is loose files); the "
                        + "project's catalogs hold \(LintRule.quoted(Array(others.prefix(3))))\(others.count > 3 ? ", …" : ""): lint the "
                        + ".xcodeproj to check the set the build uses, or name it with CFBundleIconName",
                    file: app.declaration.infoPlistPath, location: app.catalog.primary.keyPath, subject: .primary,
                    severity: .warning)
            ]
        }
    }
}
