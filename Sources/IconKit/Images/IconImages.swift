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
}
