import IconKit

extension RuleID {
    public static let compiledIPhoneSizeMissing = RuleID("compiled-iphone-size-missing")
}

/// `compiled-iphone-size-missing`: the built app's primary icon has no 120x120 px image for iPhone in Assets.car.
enum CompiledIPhoneSizeMissing {
    static let rule = LintRule(
        id: .compiledIPhoneSizeMissing, severity: .error, category: .builtApp, itms: "ITMS-90022",
        summary: "the built app's primary icon has no 120x120 px image for iPhone in Assets.car",
        explanation: """
            A build for iPhone (UIDeviceFamily 1) must carry the primary icon at 120x120 px (60 pt @2x). The \
            primary's compiled set has other sizes but not that one: its 60x60 @2x slot was empty when it was \
            built. Fill the slot, or use the single-size form (one 1024 px image, from which every size is made).
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90022: "The bundle does not contain an app icon for \
            iPhone / iPod Touch of exactly '120x120' pixels, in .png format" (alexaubry/alternate-icons #4). \
            iineva/ipa-server's Xcode 12.5 .ipa carries 180 px iPhone images only.
            """,
        check: .app(checkIPhoneSize),
        examples: [
            .fires("the 60x60 @2x image left out", saying: "no 120x120 px image for iPhone", on: .builtApp) { app in
                app.editCatalog { $0[images: "AppIcon"].removeAll { $0.pixels == 120 } }
            },
            .staysSilent("a single-size set", on: .builtApp) { app in
                app.editCatalog { $0[images: "AppIcon"] = [ExampleCatalog.Image(idiom: "universal", pixels: 1024, scale: 1)] }
            },
        ])

    private static func checkIPhoneSize(_ context: LintContext) -> [LintRule.Hit] {
        CompiledSizes.hits(context, idiom: .iphone, required: [120], advice: "fill the set's iPhone 60x60 @2x slot and build again")
    }
}
