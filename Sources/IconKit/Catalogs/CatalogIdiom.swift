/// The `idiom` of a `Contents.json` entry: which device (or store listing) the image is for.
/// Strings Xcode does not know are kept as written, so they can be reported by name.
public enum CatalogIdiom: Hashable, Sendable, CustomStringConvertible {
    case iphone, ipad, iosMarketing, universal
    case mac, watch, watchMarketing, car, tv, tvMarketing, vision, visionMarketing
    case unknown(String)

    private static let known: [(String, CatalogIdiom)] = [
        ("iphone", .iphone), ("ipad", .ipad), ("ios-marketing", .iosMarketing), ("universal", .universal),
        ("mac", .mac), ("watch", .watch), ("watch-marketing", .watchMarketing), ("car", .car), ("tv", .tv),
        ("tv-marketing", .tvMarketing), ("vision", .vision), ("vision-marketing", .visionMarketing),
    ]
    private static let byName = Dictionary(known, uniquingKeysWith: { first, _ in first })

    init(_ text: String) {
        self = Self.byName[text] ?? .unknown(text)
    }

    /// The string `Contents.json` uses.
    public var rawValue: String {
        if case .unknown(let text) = self { return text }
        return Self.known.first { $0.1 == self }?.0 ?? ""
    }

    public var description: String { rawValue }

    /// The device the entry's images are for, when it is one device.
    var device: Idiom? {
        switch self {
        case .iphone: return .iphone
        case .ipad: return .ipad
        default: return nil
        }
    }

    public init(_ device: Idiom) {
        switch device {
        case .iphone: self = .iphone
        case .ipad: self = .ipad
        }
    }
}

/// The `platform` of a `Contents.json` entry (Xcode 14's single-size form writes `ios`).
enum CatalogPlatform: Hashable, Sendable, CustomStringConvertible {
    case ios
    case other(String)

    init(_ text: String) {
        self = text == "ios" ? .ios : .other(text)
    }

    var description: String {
        if case .other(let text) = self { return text }
        return "ios"
    }
}
