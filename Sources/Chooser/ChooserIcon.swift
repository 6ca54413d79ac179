/// One icon as the chooser shows it.
public struct ChooserIcon: Equatable, Sendable {
    /// The alternate's name; nil for the primary.
    public var name: String?
    /// The label under the tile: the name, or "(primary)".
    public var label: String { name ?? "(primary)" }
    /// Why there is no picture, when that is known before decoding (e.g. no file was found).
    public var missingReason: String?

    public init(name: String?, missingReason: String? = nil) {
        self.name = name
        self.missingReason = missingReason
    }
}
