import IconKit

/// The rules of the category “Icon Composer icon.json”: what `IconComposerDocument.read(bundle:)`
/// observes inside a `.icon` bundle, reported as the reader's facts.
extension LintRule {
    static let iconJSONUnreadable = LintRule(
        .iconJSONUnreadable, .error, .iconJSON,
        "a .icon bundle's icon.json is missing, too large or not a JSON object",
        """
        Xcode 26 cannot compile the icon, so the build fails or the icon is left out. Re-save the bundle in \
        Icon Composer, or restore icon.json from version control.
        """)
    static let iconJSONMalformed = LintRule(
        .iconJSONMalformed, .warning, .iconJSON,
        "a value in icon.json has the wrong shape and is ignored",
        """
        For example a colour that is not `<space>:<components>`, a position without a numeric scale, or an \
        unknown blend mode. Icon Composer never writes such a value; it was edited by hand or by a tool. \
        Open the icon in Icon Composer and set the property again.
        """)
    static let iconImageMissing = LintRule(
        .iconImageMissing, .error, .iconJSON, groupsAcrossKeyPaths: true,
        "a layer of a .icon names an image its Assets folder does not hold",
        """
        actool fails the build (or drops the layer) when a layer's image-name is not in the bundle's Assets \
        folder, often after a file was renamed or not committed. Add the file, or re-import the layer in \
        Icon Composer.
        """)
}

extension LintRule {
    static let iconNotForIOS = LintRule(
        .iconNotForIOS, .error, .iconJSON,
        "a .icon an iOS target builds has supported-platforms that leave out iOS",
        """
        Icon Composer's Document panel chooses the platforms; with squares limited to, say, macOS, an iOS \
        build has no such icon and setAlternateIconName fails for an alternate. Set squares to shared (or add \
        iOS) in Icon Composer.
        """)
    static let appearanceImageOpaque = LintRule(
        .appearanceImageOpaque, .warning, .iconJSON, facts: nil, check: .app(checkAppearanceImageOpaque),
        "a dark or tinted icon image is opaque where iOS expects transparency",
        """
        iOS draws dark and tinted icons over its own background and tints the tinted one; an image with no \
        transparent pixel hides that background, so the dark icon looks like a pasted square. Export the dark \
        and tinted artwork with a transparent background (iOS 18 icon sets and .icon layers alike).
        """)
}

extension LintRule {
    /// Each dark or tinted image an icon uses, of an iOS 18 icon set or a `.icon` bundle, that has no
    /// transparent pixel; only when the caller gives a pixel decoder (not in the chooser's quick lint).
    static func checkAppearanceImageOpaque(_ context: LintContext) -> [Hit] {
        guard let reader = context.pixelReader else { return [] }
        var hits: [Hit] = []
        var checked: Set<String> = []
        for (icon, images) in context.app.entries {
            let subject: LintFinding.Subject = icon.name.map { .alternate($0) } ?? .primary
            switch images.source {
            case .iconSet(let name, _)?:
                for image in context.app.iconSets[name]?.images ?? [] where image.appearance != .any {
                    guard let path = image.path, checked.insert(path).inserted, let pixels = try? reader.pixels(of: path),
                        IconBundleLint.isOpaque(pixels)
                    else { continue }
                    hits.append(opaqueHit(path: path, appearance: image.appearance, location: "images[\(image.index)]", subject: subject))
                }
            case .iconComposer(let bundle)?:
                for found in IconBundleLint.opaqueAppearanceImages(bundle: bundle, pixelReader: reader)
                where checked.insert(found.path).inserted {
                    hits.append(opaqueHit(path: found.path, appearance: found.appearance, location: found.keyPath, subject: subject))
                }
            default: continue
            }
        }
        return hits
    }

    static func opaqueHit(path: String, appearance: IconAppearance, location: String, subject: LintFinding.Subject) -> Hit {
        Hit(
            message: "the \(appearance.rawValue) image \(fileName(of: path)) has no transparent pixel, so it hides the background "
                + "iOS draws behind \(appearance.rawValue) icons; export it with a transparent background",
            file: path, location: location, subject: subject)
    }
}
