import IconKit

extension RuleID {
    public static let appearanceImageOpaque = RuleID("appearance-image-opaque")
}

/// `appearance-image-opaque`: a dark or tinted icon image is opaque where iOS expects transparency.
enum AppearanceImageOpaque {
    static let rule = LintRule(
        id: .appearanceImageOpaque, severity: .warning, category: .iconJSON,
        summary: "a dark or tinted icon image is opaque where iOS expects transparency",
        explanation: """
            iOS draws dark and tinted icons over its own background and tints the tinted one; an image with no \
            transparent pixel hides that background, so the dark icon looks like a pasted square. Export the dark \
            and tinted artwork with a transparent background (iOS 18 icon sets and .icon layers alike).
            """,
        evidence: """
            iOS 18 draws dark and tinted icons over its own background and tints the tinted one; an image \
            with no transparent pixel hides that background. No Apple message: a warning by iconpicker's \
            judgement.
            """,
        check: .app(checkAppearanceImageOpaque),
        examples: [
            .fires(
                "an opaque dark-only layer image", saying: "dark image dark.png has no transparent pixel", on: .iconComposerProject,
                decodesPixels: true
            ) {
                $0.files["App/Sunrise.icon/icon.json"] = .text(darkLayer)
                $0.files["App/Sunrise.icon/Assets/dark.png"] = .png(
                    width: 8, height: 8, colour: ExampleColour(red: 10, green: 10, blue: 10))
            },
            .staysSilent("a dark image with transparent pixels", on: .iconComposerProject, decodesPixels: true) {
                $0.files["App/Sunrise.icon/icon.json"] = .text(darkLayer)
                $0.files["App/Sunrise.icon/Assets/dark.png"] = .png(
                    width: 8, height: 8, colour: ExampleColour(red: 10, green: 10, blue: 10, alpha: 0), alpha: true)
            },
        ])

    /// Each dark or tinted image an icon uses, of an iOS 18 icon set or a `.icon` bundle, that has no
    /// transparent pixel; only when the caller gives a pixel decoder (not in the chooser's quick lint).
    private static func checkAppearanceImageOpaque(_ context: LintContext) -> [LintRule.Hit] {
        guard let reader = context.pixelReader else { return [] }
        var hits: [LintRule.Hit] = []
        var checked: Set<String> = []
        // Each set and bundle once, under the first icon that shows it: alternates that share one
        // would otherwise each walk its images again (icons × images).
        var visited: Set<String> = []
        for (icon, images) in context.app.entries {
            let subject: LintFinding.Subject = icon.name.map { .alternate($0) } ?? .primary
            switch images.source {
            case .iconSet(let name, _)? where visited.insert("set:" + name).inserted:
                for image in context.app.iconSets[name]?.images ?? [] where image.isBuiltForIOS && image.appearance != .any {
                    guard let path = image.path, checked.insert(path).inserted, let pixels = try? reader.pixels(of: path),
                        IconBundleLint.isOpaque(pixels)
                    else { continue }
                    hits.append(opaqueHit(path: path, appearance: image.appearance, location: "images[\(image.index)]", subject: subject))
                }
            case .iconComposer(let bundle)? where visited.insert("bundle:" + bundle).inserted:
                for found in IconBundleLint.opaqueAppearanceImages(bundle: bundle, pixelReader: reader)
                where checked.insert(found.path).inserted {
                    hits.append(opaqueHit(path: found.path, appearance: found.appearance, location: found.keyPath, subject: subject))
                }
            default: continue
            }
        }
        return hits
    }

    private static func opaqueHit(path: String, appearance: IconAppearance, location: String, subject: LintFinding.Subject) -> LintRule.Hit
    {
        LintRule.Hit(
            message: "the \(appearance.rawValue) image \(LintRule.fileName(of: path)) has no transparent pixel, so it hides the background "
                + "iOS draws behind \(appearance.rawValue) icons; export it with a transparent background",
            file: path, location: location, subject: subject)
    }

    /// A `.icon` layer whose dark appearance has its own image, `dark.png`.
    private static let darkLayer = #"""
        {"groups": [{"layers": [{"image-name": "front.png",
          "image-name-specializations": [{"appearance": "dark", "value": "dark.png"}]}]}]}
        """#
}
