import IconKit

extension RuleID {
    public static let marketingIconAlphaChannel = RuleID("marketing-icon-alpha-channel")
}

/// `marketing-icon-alpha-channel`: the App Store icon has an alpha channel, but no pixel is transparent.
enum MarketingIconAlphaChannel {
    static let rule = LintRule(
        id: .marketingIconAlphaChannel, severity: .warning, category: .sizes,
        summary: "the App Store icon has an alpha channel, but no pixel is transparent",
        explanation: """
            Apple's rule is that the 1024 px App Store icon "can't be transparent nor contain an alpha \
            channel", yet icons with an alpha channel whose pixels are all opaque have shipped through App \
            Store Connect at current Xcode (in at least four public apps): what upload validation rejects \
            (ITMS-90717) is transparency. Removing the channel is the safe fix (in Preview: Export, untick \
            Alpha; with ImageMagick: convert icon.png -alpha off icon.png). When the pixels cannot be read \
            (the chooser reads headers only) the channel is reported here, as it cannot be proved transparent; \
            iconpicker lint decodes them and reports real transparency as marketing-icon-transparent.
            """,
        evidence: """
            Apple's rule for the App Store icon: it "can't be transparent nor contain an alpha channel". \
            Upload validation rejects transparency (ITMS-90717), yet App Store icons with an alpha channel \
            whose pixels are all opaque have shipped through App Store Connect at current Xcode, in at least \
            four public apps: hence a warning.
            """,
        check: .storeIcon(checkMarketingIconAlphaChannel),
        fix: .automatic("writes the PNG again without its alpha channel: the same pixels, every other chunk kept"),
        examples: [
            .fires(
                "an opaque App Store image with an alpha channel", saying: "store.png has an alpha channel, but every pixel is opaque",
                decodesPixels: true
            ) { $0.files[ExampleApp.primarySet + "/store.png"] = .png(width: 1024, height: 1024, colour: .sky, alpha: true) },
            .fires("an App Store image with a tRNS chunk", saying: "tRNS") {
                $0.files[ExampleApp.primarySet + "/store.png"] = .greyPNGWithTransparencyChunk(width: 1024, height: 1024)
            },
            .staysSilent("transparent pixels are marketing-icon-transparent's", decodesPixels: true) {
                $0.files[ExampleApp.primarySet + "/store.png"] = .png(
                    width: 1024, height: 1024, colour: ExampleColour(red: 30, green: 120, blue: 200, alpha: 254), alpha: true)
            },
        ])

    /// An alpha channel or a `tRNS` chunk in the App Store image, with no pixel shown transparent.
    private static func checkMarketingIconAlphaChannel(_ storeIcon: LintContext.StoreIcon, _ context: LintContext) -> [LintRule.Hit] {
        guard case .found(let set, let entry, let path, _, let alpha) = storeIcon, let carrier = alpha.carrier, !alpha.isTransparent
        else { return [] }
        let name = LintRule.fileName(of: path)
        let what = carrier == .channel ? "\(name) has an alpha channel" : "\(name) has a transparency (tRNS) chunk"
        let pixels =
            alpha.transparentPixels == nil
            ? "its pixels were not decoded, so whether any is transparent is unknown"
            : "every pixel is opaque"
        let message =
            "\(what), but \(pixels): such App Store icons have shipped through App Store Connect, yet Apple's rule "
            + "forbids the channel; removing it is the safe fix"
        return [LintRule.Hit(message: message, file: set.folder + "/Contents.json", location: "images[\(entry.index)]", subject: .primary)]
    }
}
