import IconKit

extension RuleID {
    public static let compiledStoreIconMissing = RuleID("compiled-store-icon-missing")
}

/// `compiled-store-icon-missing`: the built app's catalog has no 1024x1024 px App Store icon.
enum CompiledStoreIconMissing {
    static let rule = LintRule(
        id: .compiledStoreIconMissing, severity: .error, category: .builtApp, itms: "ITMS-90704",
        summary: "the built app's catalog has no 1024x1024 px App Store icon",
        explanation: """
            App Store Connect takes the App Store icon from the primary icon's set in Assets.car: its \
            ios-marketing 1024x1024 px image, or the 1024 px image of a single-size set or of an Icon Composer \
            icon. This build's primary set has none, or its primary icon is loose files only (no CFBundleIconName, \
            perhaps no Assets.car at all). Fill the set's App Store slot, or use the single-size form. A catalog \
            thinned for one device (a development or ad-hoc build for one model) leaves the App Store image out: \
            such a build is not what is uploaded, so it gets a note instead.
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90704: "An app icon measuring 1024 by 1024 pixels in PNG \
            format must be included in the Asset Catalog" (expo/eas-cli #115, phonegap/build #662); an app with no \
            asset catalog at all also gets ITMS-90546, Missing Asset Catalog (dotnet/macios #11755). \
            abdulsaheel/MelodyMix's thinned car ("optimized <idiom 1> <subtype 1792> <scale 2> …") holds the \
            iPhone @2x icons only.
            """,
        check: .app(checkStoreIcon),
        examples: [
            .fires("the App Store image left out of the set", saying: "no 1024x1024 px App Store image", on: .builtApp) { app in
                app.editCatalog { $0[images: "AppIcon"].removeAll { $0.idiom == "ios-marketing" } }
            },
            .fires("a catalog thinned for one iPhone", saying: "thinned for one device", on: .builtApp) { app in
                app.editCatalog { $0.thinnedFor = "optimized <idiom 1> <subtype 2436> <scale 3>" }
            },
            .fires("a primary of loose files only", saying: "loose files only", on: .builtApp) { app in
                for dictionary in ["CFBundleIcons", "CFBundleIcons~ipad"] {
                    app[builtPlist: [dictionary, "CFBundlePrimaryIcon", "CFBundleIconName"]] = nil
                }
                app.editCatalog { $0.sets.removeAll { $0.name == "AppIcon" } }
            },
            .staysSilent("an Icon Composer icon's flattened 1024 px rendering", on: .builtApp) { app in
                app.editCatalog {
                    $0[images: "AppIcon"] = [
                        ExampleCatalog.Image(idiom: "iphone", pixels: 1024, scale: 1),
                        ExampleCatalog.Image(idiom: "ipad", pixels: 1024, scale: 1),
                    ]
                }
            },
        ])

    /// The primary set's App Store image, or why there is none: no set named (loose files only), no
    /// Assets.car, or a set without it. A set the car lacks is `compiled-icon-missing`'s.
    private static func checkStoreIcon(_ context: LintContext) -> [LintRule.Hit] {
        let app = context.app
        let catalog = BuiltAppCatalog.of(context)
        guard catalog != nil || BuiltAppCatalog.isAbsent(context) else { return [] }
        if let catalog, let thinned = catalog.thinnedFor {
            return [
                LintRule.Hit(
                    message: "Assets.car is thinned for one device (\(thinned)): this is not a build App Store Connect takes, so its App "
                        + "Store icon and the sizes of other devices are not checked",
                    file: catalog.path, location: nil, subject: .app, severity: .note)
            ]
        }
        let primary = BuiltAppCatalog.primary(app.declaration, on: .iphone)
        guard let name = primary?.iconSetName else {
            return [
                LintRule.Hit(
                    message:
                        "the primary icon is loose files only (no CFBundleIconName)\(catalog == nil ? " and the app has no Assets.car" : ""), "
                        + "so the build has no 1024x1024 px App Store icon in an asset catalog; add an app icon set with the 1024 px image "
                        + "and name it with ASSETCATALOG_COMPILER_APPICON_NAME",
                    file: app.declaration.infoPlistPath, location: primary?.keyPath, subject: .primary)
            ]
        }
        guard let catalog, let set = catalog.iconSets[name], set.storeImage == nil else { return [] }
        let images = set.images.filter { $0.appearance == .any }.map(\.summary)
        return [
            LintRule.Hit(
                message: "the icon set \u{2018}\(name)\u{2019} in Assets.car has no 1024x1024 px App Store image (it has "
                    + "\(images.isEmpty ? "no bitmap" : images.joined(separator: ", "))); fill its App Store slot (or use the single-size "
                    + "form) and build again",
                file: catalog.path, location: nil, subject: .primary)
        ]
    }
}
