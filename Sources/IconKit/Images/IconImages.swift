/// What was found on disk for one icon.
public struct IconImages: Equatable, Sendable {
    /// The file the chooser draws: the largest readable candidate for the idiom.
    public var best: ImageCandidate?
    /// Every file found for the icon's names, usable on this idiom or not.
    public var candidates: [ImageCandidate]
    /// Missing files, unreadable files, names that cannot be resolved yet.
    public var problems: [Diagnostic]

    public init(best: ImageCandidate? = nil, candidates: [ImageCandidate] = [], problems: [Diagnostic] = []) {
        self.best = best
        self.candidates = candidates
        self.problems = problems
    }
}
