/// The size of an icon's art inside a tile, in cells.
///
/// Tiles grow with the screen: the largest size that still shows two rows (or every icon) is used,
/// so a 200x60 terminal is not mostly empty.
public enum TileSize: Hashable, Sendable, CaseIterable {
    /// 32x16 cells: large screens.
    case huge
    /// 24x12 cells.
    case extraLarge
    /// 16x8 cells: the default.
    case large
    /// 8x4 cells: when the terminal is short of room.
    case small

    public var artWidth: Int {
        switch self {
        case .huge: return 32
        case .extraLarge: return 24
        case .large: return 16
        case .small: return 8
        }
    }

    public var artHeight: Int { artWidth / 2 }
    /// The whole tile: a frame around the art, and the name below.
    public var tileWidth: Int { artWidth + 4 }
    public var tileHeight: Int { artHeight + 3 }
}
