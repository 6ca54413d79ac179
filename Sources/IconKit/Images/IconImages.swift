/// What was found on disk for one icon.
public struct IconImages: Equatable, Sendable {
    /// The file the chooser draws: the largest readable candidate for the idiom.
    public var best: ImageCandidate?
    /// Every file found for the icon's names, usable on this idiom or not.
    public var candidates: [ImageCandidate]
    /// Missing files, unreadable files, names that cannot be resolved.
    public var problems: [Diagnostic]
    /// Where the picture comes from.
    public var source: ImageSource?
    /// For an icon built from a `.icon` bundle: the folder of the same-named `.appiconset` in the
    /// target's catalogs that the bundle shadows (Xcode 26 compiles the bundle and drops the set), so
    /// `list` can say why the set's images are not the ones shown.
    public var shadowedSet: String?
    /// For an icon a build step generates (MAUI's `MauiIcon`, Expo's prebuild): what it is drawn
    /// from and how, so the picture can be drawn as the build draws it.
    public var generated: GeneratedIcon?

    init(
        best: ImageCandidate? = nil, candidates: [ImageCandidate] = [], problems: [Diagnostic] = [],
        source: ImageSource? = nil
    ) {
        self.best = best
        self.candidates = candidates
        self.problems = problems
        self.source = source
    }
}

/// Where an icon's picture comes from.
public enum ImageSource: Equatable, Sendable {
    /// Loose files named by `CFBundleIconFiles`.
    case files
    /// An `.appiconset` of an asset catalog.
    case iconSet(name: String, catalog: String)
    /// An Icon Composer `.icon` bundle (absolute path of the folder), which Xcode 26 compiles for the
    /// name; it has no flat image of its own (icon-preview renders one from its `icon.json`).
    case iconComposer(bundle: String)
    /// An icon set or loose files a build step generates from source images (`generator`: `MAUI`,
    /// `Expo prebuild (…)`; `sources`: the images, absolute, the one drawn first). The picture is
    /// the source itself, drawn as the build draws it.
    case generated(generator: String, sources: [String])
    /// A bitmap of the icon set compiled into a built app's `Assets.car` (`LoadedApp.compiledCatalog`):
    /// the one the device shows in the appearance asked for (Apple's own flattened rendering, for an
    /// Icon Composer icon). There is no file: `best` is nil.
    case compiled(CompiledRendition)
}
