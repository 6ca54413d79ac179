/// The device family whose icons are read. iPad has its own `CFBundleIcons~ipad` dictionary.
public enum Idiom: String, CaseIterable, Sendable, Codable {
    case iphone
    case ipad

    /// "iPhone" / "iPad", for people.
    public var displayName: String {
        switch self {
        case .iphone: return "iPhone"
        case .ipad: return "iPad"
        }
    }
}
