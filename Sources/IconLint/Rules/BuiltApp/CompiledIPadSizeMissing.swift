import IconKit

extension RuleID {
    public static let compiledIPadSizeMissing = RuleID("compiled-ipad-size-missing")
}

/// `compiled-ipad-size-missing`: the built app's primary icon lacks the 152 or 167 px iPad image in Assets.car.
enum CompiledIPadSizeMissing {
    static let rule = LintRule(
        id: .compiledIPadSizeMissing, severity: .error, category: .builtApp, itms: "ITMS-90023",
        summary: "the built app's primary icon lacks the 152 or 167 px iPad image in Assets.car",
        explanation: """
            A build for iPad (UIDeviceFamily 2) must carry the primary icon at 152x152 px (76 pt @2x) and, for iPad \
            Pro, 167x167 px (83.5 pt @2x). The primary's compiled set lacks one of them, or has no iPad image at \
            all (an iPhone set in a universal app). Fill the set's iPad slots, use the single-size form, or drop \
            iPad from TARGETED_DEVICE_FAMILY if the app is not meant for it.
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90023: "The bundle does not contain an app icon for iPad \
            of exactly '167x167' pixels, in .png format for iOS versions supporting iPad Pro" (NativeScript \
            template-hello-world #44, Pega's ITMS notes).
            """,
        check: .app(checkIPadSizes),
        examples: [
            .fires("an iPhone set in an iPhone and iPad build", saying: "no image for iPad", on: .builtApp) { app in
                app.editCatalog { $0[images: "AppIcon"].removeAll { $0.idiom == "ipad" } }
            },
            .staysSilent("an iPhone-only build", on: .builtApp) { app in
                app[builtPlist: ["UIDeviceFamily"]] = [1]
                app[builtPlist: ["CFBundleIcons~ipad"]] = nil
                app.editCatalog { $0[images: "AppIcon"].removeAll { $0.idiom == "ipad" } }
            },
        ])

    private static func checkIPadSizes(_ context: LintContext) -> [LintRule.Hit] {
        CompiledSizes.hits(
            context, idiom: .ipad, required: [152, 167], advice: "fill the set's iPad 76x76 @2x and 83.5x83.5 @2x slots and build again")
    }
}
