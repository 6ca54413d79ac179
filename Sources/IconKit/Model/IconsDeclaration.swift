/// The contents of one `CFBundleIcons` (or `CFBundleIcons~ipad`) dictionary.
public struct IconsDeclaration: Equatable, Sendable {
    /// `CFBundleIcons` or `CFBundleIcons~ipad`.
    public var keyPath: String
    public var primary: IconDeclaration?
    /// Alternates in natural name order (a plist dictionary has no order of its own).
    public var alternates: [IconDeclaration]
    /// Alternate names in the order `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` gives them: the
    /// build writes those alternates in this order, so alternates without an ordinal follow it.
    /// Empty when no such setting names them (natural name order then).
    public var buildOrder: [String] = []

    func alternate(named name: String) -> IconDeclaration? {
        alternates.first { $0.name == name }
    }
}
