import Foundation
import IconKit

extension RuleID {
    public static let marketingIconTransparent = RuleID("marketing-icon-transparent")
}

/// `marketing-icon-transparent`: the App Store icon has transparent pixels.
enum MarketingIconTransparent {
    static let rule = LintRule(
        id: .marketingIconTransparent, severity: .error, category: .sizes, itms: "ITMS-90717",
        summary: "the App Store icon has transparent pixels",
        explanation: """
            The 1024 px App Store icon "can't be transparent": upload validation rejects an App Store icon \
            with transparent pixels (ITMS-90717). Fill the transparent areas with a background colour and \
            export the image without alpha (with ImageMagick: convert icon.png -background white -alpha \
            remove -alpha off icon.png).
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90717: the 1024 px App Store icon is transparent.
            """,
        check: .storeIcon(checkMarketingIconTransparent),
        examples: [
            .fires(
                "an App Store image of translucent pixels", saying: "1048576 of its pixels (100.0%) are transparent", decodesPixels: true
            ) {
                $0.files[ExampleApp.primarySet + "/store.png"] = .png(
                    width: 1024, height: 1024, colour: ExampleColour(red: 30, green: 120, blue: 200, alpha: 254), alpha: true)
            },
            .staysSilent("the same image when pixels are not decoded (the chooser's quick lint)") {
                $0.files[ExampleApp.primarySet + "/store.png"] = .png(
                    width: 1024, height: 1024, colour: ExampleColour(red: 30, green: 120, blue: 200, alpha: 254), alpha: true)
            },
        ])

    /// Transparent pixels in the App Store image: upload validation rejects it.
    private static func checkMarketingIconTransparent(_ storeIcon: LintContext.StoreIcon, _ context: LintContext) -> [LintRule.Hit] {
        guard case .found(let set, let entry, let path, _, let alpha) = storeIcon, alpha.isTransparent,
            let transparent = alpha.transparentPixels
        else { return [] }
        let percent = Double(transparent) * 100 / Double(max(1, alpha.totalPixels))
        let share = percent < 0.1 ? "<0.1" : String(format: "%.1f", percent)
        let carrier = alpha.carrier == .transparencyChunk ? "a transparency (tRNS) chunk" : "an alpha channel"
        let message =
            "\(LintRule.fileName(of: path)) has \(carrier) and \(transparent) of its pixels (\(share)%) are transparent; "
            + "App Store validation rejects it. Fill them and export it without alpha"
        return [LintRule.Hit(message: message, file: set.folder + "/Contents.json", location: "images[\(entry.index)]", subject: .primary)]
    }
}
