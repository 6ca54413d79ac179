import IconKit

extension RuleID {
    public static let compiledStoreIconTransparent = RuleID("compiled-store-icon-transparent")
}

/// `compiled-store-icon-transparent`: the built app's 1024 px App Store icon has transparent pixels.
enum CompiledStoreIconTransparent {
    static let rule = LintRule(
        id: .compiledStoreIconTransparent, severity: .error, category: .builtApp, itms: "ITMS-90717",
        summary: "the built app's 1024 px App Store icon has transparent pixels",
        explanation: """
            The App Store icon compiled into Assets.car must be opaque: upload validation refuses one that is \
            transparent. actool stores every bitmap with an alpha channel, so what counts is the pixels: this one \
            has pixels below full opacity (rounded corners drawn into the image, a transparent background). Give \
            the 1024 px image an opaque background and build again. Checked when lint decodes pixels (not by the \
            chooser's quick lint).
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90717: "The App Store Icon in the asset catalog in \
            'Runner.app' can't be transparent nor contain an alpha channel" (flutter_launcher_icons #216, \
            expo/expo #1086).
            """,
        check: .app(checkStoreIconTransparent),
        examples: [
            .fires("a half-transparent App Store image", saying: "transparent", on: .builtApp, decodesPixels: true) { app in
                app.editCatalog { catalog in
                    catalog[images: "AppIcon"] = catalog[images: "AppIcon"].map { image in
                        var image = image
                        if image.idiom == "ios-marketing" { image.colour.alpha = 128 }
                        return image
                    }
                }
            },
            .staysSilent("an opaque App Store image", on: .builtApp, decodesPixels: true),
        ])

    /// The primary set's App Store image, decoded, and its pixels below full opacity counted.
    private static func checkStoreIconTransparent(_ context: LintContext) -> [LintRule.Hit] {
        guard context.pixelReader != nil, let catalog = BuiltAppCatalog.of(context), catalog.thinnedFor == nil,
            let name = BuiltAppCatalog.primary(context.app.declaration, on: .iphone)?.iconSetName,
            let store = catalog.iconSets[name]?.storeImage, let image = try? catalog.image(of: store)
        else { return [] }
        var transparent = 0
        for index in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[index] < 255 { transparent += 1 }
        guard transparent > 0 else { return [] }
        let share = max(1, transparent * 100 / max(1, image.width * image.height))
        return [
            LintRule.Hit(
                message: "the App Store image of \u{2018}\(name)\u{2019} in Assets.car (\(store.name)) is transparent in \(transparent) "
                    + "pixels (\(share)%); upload validation refuses a transparent App Store icon: give it an opaque background",
                file: catalog.path, location: nil, subject: .primary)
        ]
    }
}
