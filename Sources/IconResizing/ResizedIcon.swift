import Foundation

/// One pixel size of an icon, as the bytes of a PNG file for the caller to place.
public struct ResizedIcon: Equatable, Sendable {
    /// Pixels a side.
    public var size: Int
    /// The PNG file: RGB when the picture is opaque, RGBA otherwise.
    public var png: Data
    /// Whether the file has no alpha channel (every source pixel was opaque).
    public var isOpaque: Bool

    public init(size: Int, png: Data, isOpaque: Bool) {
        self.size = size
        self.png = png
        self.isOpaque = isOpaque
    }
}
