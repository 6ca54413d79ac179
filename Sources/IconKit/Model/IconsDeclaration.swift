/// The contents of one `CFBundleIcons` (or `CFBundleIcons~ipad`) dictionary.
public struct IconsDeclaration: Equatable, Sendable {
    /// `CFBundleIcons` or `CFBundleIcons~ipad`.
    public var keyPath: String
    public var primary: IconDeclaration?
    /// Alternates in name order (a plist dictionary has no order of its own).
    public var alternates: [IconDeclaration]

    func alternate(named name: String) -> IconDeclaration? {
        alternates.first { $0.name == name }
    }
}
