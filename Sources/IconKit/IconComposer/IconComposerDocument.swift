import Foundation

/// An Icon Composer `.icon` bundle's `icon.json` (Xcode 26): the background fill, the groups of
/// layers, and the platforms it is for, with every property's per-appearance values. It is what both
/// the flat preview and the `.icon` lint rules read, so a bundle is parsed in one place only.
public struct IconComposerDocument: Equatable, Sendable {
    /// The `.icon` folder, as given.
    public var bundle: String
    /// The canvas background; absent means `automatic`.
    public var fill: IconComposerSpecialized<IconComposerFill>
    /// Front-most first, as `icon.json` lists them; `groupsBackToFront` is the painting order.
    public var groups: [IconComposerGroup]
    public var supportedPlatforms: IconComposerSupportedPlatforms
    /// `color-space-for-untagged-svg-colors`: how SVG colours without a profile are meant.
    public var untaggedSVGColorSpace: IconComposerColor.Space?
    /// What was wrong inside a readable file: malformed values (ignored) and images `Assets/` lacks.
    public var diagnostics: [Diagnostic]

    public init(
        bundle: String, fill: IconComposerSpecialized<IconComposerFill> = .init(), groups: [IconComposerGroup] = [],
        supportedPlatforms: IconComposerSupportedPlatforms = .unspecified,
        untaggedSVGColorSpace: IconComposerColor.Space? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.bundle = bundle
        self.fill = fill
        self.groups = groups
        self.supportedPlatforms = supportedPlatforms
        self.untaggedSVGColorSpace = untaggedSVGColorSpace
        self.diagnostics = diagnostics
    }

    /// `<bundle>/icon.json`.
    public var jsonPath: String { bundle + "/icon.json" }

    /// Where a layer's `image-name` lives: `<bundle>/Assets/<name>`.
    public func imagePath(_ imageName: String) -> String { bundle + "/Assets/" + imageName }

    /// Painting order: the last group in the file is the back-most.
    public var groupsBackToFront: [IconComposerGroup] { groups.reversed() }

    /// Reads `<bundle>/icon.json`. The file is capped at `maxSize` before parsing, JSON is walked with
    /// `as?` casts, and every value of the wrong shape becomes a diagnostic with its key path.
    ///
    /// - Throws: `IconComposerError` when there is no document to speak of (missing, unreadable,
    ///   too large, not a JSON object).
    public static func read(bundle: String, maxSize: Int = 1 << 20) throws(IconComposerError) -> IconComposerDocument {
        let path = bundle + "/icon.json"
        let root = try IconComposerReader.jsonObject(at: path, maxSize: maxSize)
        var reader = IconComposerReader(bundle: bundle, file: path)
        return reader.document(from: root)
    }

    /// What `list` and `lint` report about a bundle an iOS target builds: why it cannot be read, or
    /// what is wrong inside it, and whether its platforms leave out iOS.
    public static func facts(bundle: String) -> [Diagnostic] {
        let document: IconComposerDocument
        do {
            document = try read(bundle: bundle)
        } catch {
            return [error.diagnostic]
        }
        guard !document.supportedPlatforms.includesIOS else { return document.diagnostics }
        let platforms: String
        switch document.supportedPlatforms.squares {
        case .platforms(let names)?: platforms = names.isEmpty ? "no platform" : names.joined(separator: ", ")
        default: platforms = "no square platform"
        }
        let fact = Diagnostic(
            .error, .iconComposerExcludesIOS,
            "supported-platforms gives the square icon to \(platforms) only, so an iOS build has no such icon",
            file: document.jsonPath, keyPath: "supported-platforms.squares")
        return document.diagnostics + [fact]
    }
}
