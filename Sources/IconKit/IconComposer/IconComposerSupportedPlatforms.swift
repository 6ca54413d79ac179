/// `supported-platforms`: which platforms use the square shape (iOS, iPadOS, macOS, visionOS …) and
/// which the circle (watchOS). Lint needs it: an alternate whose squares leave out iOS never shows
/// on an iPhone.
public struct IconComposerSupportedPlatforms: Equatable, Sendable {
    /// `"squares": "shared"` (every square platform) or a list of platform names.
    public enum Squares: Equatable, Sendable {
        case shared
        case platforms([String])
    }

    public var squares: Squares?
    public var circles: [String]

    public init(squares: Squares?, circles: [String]) {
        self.squares = squares
        self.circles = circles
    }

    /// No `supported-platforms` key: Icon Composer's default, squares shared and no circles.
    public static let unspecified = IconComposerSupportedPlatforms(squares: .shared, circles: [])

    /// Whether iOS builds this icon: squares are shared, or their list names iOS (case-insensitive;
    /// `iPadOS` counts, since iPad apps are iOS apps to the build).
    public var includesIOS: Bool {
        switch squares {
        case .shared: return true
        case .platforms(let names):
            return names.contains { ["ios", "ipados"].contains($0.lowercased()) }
        case nil: return false
        }
    }
}
