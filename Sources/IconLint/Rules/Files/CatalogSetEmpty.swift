import Foundation
import IconKit

extension RuleID {
    public static let catalogSetEmpty = RuleID("catalog-set-empty")
}

/// `catalog-set-empty`: an icon set has no usable image for a device.
enum CatalogSetEmpty {
    static let rule = LintRule(
        id: .catalogSetEmpty, severity: .error, category: .files,
        summary: "an icon set has no usable image for a device",
        explanation: """
            The set exists but none of its Contents.json entries for the device has a readable file, so the \
            device shows no icon. When the set names files that are all missing, each is reported by \
            catalog-file-missing instead. Add the images in Xcode's asset catalog editor (or the single 1024 px image of \
            the single-size form).
            """,
        evidence: """
            Primary icon: actool stops the build with "The stickers icon set or app icon set named … did not \
            have any applicable content" (flutter_launcher_icons #71), and the upload would lack the required \
            sizes (ITMS-90022, ITMS-90023): an error. An alternate's empty set ships, and that choice has no \
            image: a warning.
            """,
        facts: .of(.catalogSetEmpty, keeping: keepsCatalogSetEmpty, judging: PrimaryIconFacts.errorOnlyForPrimary),
        grouping: .acrossDevices,
        examples: [
            .fires("the primary icon's set has no image", saying: "no usable image", severity: .error) {
                $0.primaryEntries = [["idiom": "universal", "platform": "ios", "size": "1024x1024"]]
            },
            .fires("an alternate's set whose only entry has no file", saying: "no usable image", severity: .warning) { app in
                app[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Empty", "ordinal": 1]
                app.files["App/Assets.xcassets/Empty.appiconset/Contents.json"] = .json([
                    "images": [["idiom": "iphone", "size": "60x60", "scale": "2x"]]
                ])
            },
            .staysSilent("a set of a WebP image named .png, which actool decodes (icon-not-png's)") { app in
                app[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Web", "ordinal": 1]
                app.files["App/Assets.xcassets/Web.appiconset/Contents.json"] = .json([
                    "images": [["filename": "web.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
                ])
                app.files["App/Assets.xcassets/Web.appiconset/web.png"] = .bytes(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8))
            },
            .staysSilent("a set whose named files are all missing is catalog-file-missing's") { app in
                app[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Gone", "ordinal": 1]
                app.files["App/Assets.xcassets/Gone.appiconset/Contents.json"] = .json([
                    "images": [["filename": "gone.png", "idiom": "iphone", "size": "60x60", "scale": "2x"]]
                ])
            },
        ])

    /// A set that names files, none of which exists, is empty because of them: each missing file is
    /// catalog-file-missing's finding, so the set's emptiness (per device) would only say it again. A
    /// set whose images are JPEG or WebP is not empty for the build, which decodes them: icon-not-png.
    private static func keepsCatalogSetEmpty(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        guard let file = fact.diagnostic.file else { return true }
        return context.computedOnce(by: CatalogSetEmpty.self) { Emptiness(context.app.iconSets) }.keeps(file)
    }

    /// The sets by their `Contents.json`, and each one's answer once: thousands of icons showing one
    /// set each carry the fact, and would otherwise each search the sets and check its files again.
    private final class Emptiness {
        let setsByContents: [String: AppIconSet]
        var answers: [String: Bool] = [:]

        init(_ sets: [String: AppIconSet]) {
            setsByContents = Dictionary(sets.values.map { ($0.folder + "/Contents.json", $0) }, uniquingKeysWith: { first, _ in first })
        }

        func keeps(_ contents: String) -> Bool {
            if let known = answers[contents] { return known }
            guard let set = setsByContents[contents] else { return true }
            let named = set.images.compactMap { $0.filename == nil || !$0.isBuiltForIOS ? nil : $0.path }
            // Images actool decodes though they are not PNGs fill the set (icon-not-png reports them).
            let keeps =
                named.isEmpty
                || (named.contains { FileManager.default.fileExists(atPath: $0) } && !named.contains(where: ImageSignature.isOtherImage))
            answers[contents] = keeps
            return keeps
        }
    }
}
