/// The size of an icon's art inside a tile, in cells.
public enum TileSize: Hashable, Sendable, CaseIterable {
    /// 16x8 cells: the default.
    case large
    /// 8x4 cells: when the terminal is short of room.
    case small

    public var artWidth: Int { self == .large ? 16 : 8 }
    public var artHeight: Int { self == .large ? 8 : 4 }
    /// The whole tile: a frame around the art, and the name below.
    public var tileWidth: Int { artWidth + 4 }
    public var tileHeight: Int { artHeight + 3 }
}
