/// A place in a property list: dictionary keys and array indexes from the root, as
/// `["CFBundleIcons", "CFBundleAlternateIcons", "Dark", "CFBundleIconFiles", 0]`.
public enum PlistPathComponent: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    case key(String)
    case index(Int)

    public init(stringLiteral value: String) { self = .key(value) }
    public init(integerLiteral value: Int) { self = .index(value) }

    public var description: String {
        switch self {
        case .key(let key): return key
        case .index(let index): return String(index)
        }
    }
}

public typealias PlistPath = [PlistPathComponent]

extension Collection where Element == PlistPathComponent {
    /// `CFBundleIcons.CFBundleAlternateIcons.Dark`, for messages.
    public var dotted: String { map(\.description).joined(separator: ".") }
}
