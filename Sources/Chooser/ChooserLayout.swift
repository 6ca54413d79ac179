/// Where tiles go for a screen size: a title line, the grid, a status line.
///
/// The largest tiles (32x16, 24x12 or 16x8 art) of which at least two rows fit, or all icons;
/// otherwise small ones (8x4); below the smallest usable screen, nothing but a notice.
public struct ChooserLayout: Equatable, Sendable {
    public static let minimumWidth = 30
    public static let minimumHeight = TileSize.small.tileHeight + 3

    public let width: Int
    public let height: Int
    /// nil when the terminal is too small to show a single tile.
    public let tileSize: TileSize?
    public let columns: Int
    public let visibleRows: Int
    public let totalRows: Int
    /// The grid's top-left cell.
    public let gridX: Int
    public let gridY = 2
    /// With pixel graphics on a large screen, the focused icon again at 32x16 cells on the right:
    /// the art's top-left cell, or nil.
    public let previewOrigin: (x: Int, y: Int)?

    /// Columns the preview takes from the grid: its art, a margin either side.
    public static let previewColumns = TileSize.huge.artWidth + 4

    /// - Parameter preview: pixel graphics are on, so a larger preview is worth its room.
    public init(width: Int, height: Int, count: Int, preview: Bool = false) {
        self.width = width
        self.height = height
        // Only where the grid keeps at least 60 columns and the preview's 16 rows fit with its name.
        let showsPreview = preview && width - Self.previewColumns >= 60 && height >= TileSize.huge.artHeight + 6
        previewOrigin = showsPreview ? (width - Self.previewColumns + 2, 2) : nil
        let gridWidth = width - 2 - (showsPreview ? Self.previewColumns : 0)
        let gridHeight = height - 3
        func fit(_ size: TileSize) -> (columns: Int, rows: Int) {
            (max(0, gridWidth / size.tileWidth), max(0, gridHeight / size.tileHeight))
        }
        var chosen: TileSize?
        if width >= Self.minimumWidth && height >= Self.minimumHeight {
            // The largest tiles that show two rows or every icon; small ones as long as one fits.
            chosen = [TileSize.huge, .extraLarge, .large].first { size in
                let fitted = fit(size)
                return fitted.columns >= 1 && fitted.rows >= 1 && (fitted.rows >= 2 || fitted.columns * fitted.rows >= count)
            }
            if chosen == nil, fit(.small).columns >= 1, fit(.small).rows >= 1 { chosen = .small }
        }
        tileSize = chosen
        guard let chosen else {
            columns = 0
            visibleRows = 0
            totalRows = 0
            gridX = 0
            return
        }
        let fitted = fit(chosen)
        columns = fitted.columns
        totalRows = max(1, (count + fitted.columns - 1) / fitted.columns)
        visibleRows = min(fitted.rows, totalRows)
        gridX = 1 + (gridWidth - fitted.columns * chosen.tileWidth) / 2
    }

    public var isTooSmall: Bool { tileSize == nil }

    public static func == (lhs: ChooserLayout, rhs: ChooserLayout) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.tileSize == rhs.tileSize && lhs.columns == rhs.columns
            && lhs.visibleRows == rhs.visibleRows && lhs.totalRows == rhs.totalRows && lhs.gridX == rhs.gridX
            && lhs.previewOrigin?.x == rhs.previewOrigin?.x && lhs.previewOrigin?.y == rhs.previewOrigin?.y
    }

    /// The top-left cell of tile `index` when scrolled to `scrollRow`, or nil when it is off screen.
    public func origin(of index: Int, scrollRow: Int) -> (x: Int, y: Int)? {
        guard let tileSize, columns > 0 else { return nil }
        let row = index / columns - scrollRow
        guard row >= 0, row < visibleRows else { return nil }
        return (gridX + index % columns * tileSize.tileWidth, gridY + row * tileSize.tileHeight)
    }

    /// The icon under a screen cell.
    public func index(atX x: Int, y: Int, scrollRow: Int, count: Int) -> Int? {
        guard let tileSize, columns > 0, x >= gridX, y >= gridY else { return nil }
        let column = (x - gridX) / tileSize.tileWidth
        let row = (y - gridY) / tileSize.tileHeight
        guard column < columns, row < visibleRows else { return nil }
        let index = (row + scrollRow) * columns + column
        return index < count ? index : nil
    }

    /// The icons on screen at `scrollRow`.
    public func visibleIndices(scrollRow: Int, count: Int) -> Range<Int> {
        let first = min(count, scrollRow * columns)
        return first..<min(count, (scrollRow + visibleRows) * columns)
    }
}
