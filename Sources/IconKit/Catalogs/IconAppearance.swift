/// The iOS 18 icon appearances an icon set may carry (`"appearances": [{"appearance": "luminosity", "value": …}]`).
public enum IconAppearance: String, CaseIterable, Sendable, Codable {
    /// The default image: no appearance entry.
    case any
    case dark
    case tinted
}
