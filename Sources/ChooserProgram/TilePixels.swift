import Basics
import Chooser
import Pictures
import TerminalArt
import TerminalGraphics

/// Tiles as real pixels.
///
/// kitty: through Unicode placeholders. Each icon at each tile size is transmitted once (a virtual
/// placement) and its tile's cells become placeholder characters whose colour names the image. To
/// curses they are ordinary text, so scrolling, popups drawn over them, focus changes, resizes and
/// Ctrl-Z need nothing special; on exit one escape deletes them all.
///
/// kitty without placeholders (before 0.28, or without 24-bit colour to name images with): each image
/// is transmitted once and placed over the tile's blank cells after every frame (`KittyPlacements`).
///
/// sixel and iTerm2: pictures live outside the text, so the tile's cells stay blank and the encoded
/// picture is painted over them after every frame (`paint`), unless a popup is open.
struct TilePixels: Sendable {
    var graphics: GraphicsProtocol = .kitty
    var cellWidth: Int
    var cellHeight: Int
    var insideTmux: Bool
    /// kitty only: place images at the cursor instead of drawing placeholders.
    var placesDirectly = false
    /// The cell size was reported: a placed picture is shown at its own pixels, centred in the tile;
    /// otherwise it is scaled to the tile's cells.
    var cellSizeKnown = true

    /// A tile's picture: what to send, the cells under it, and where in the tile it sits.
    struct Tile {
        var transmit: String
        var cells: CellGrid
        var inset = KittyPlacements.Inset()
    }

    /// Image ids start at 0x100000: a 24-bit colour below 8 would be read as a palette colour, and
    /// ids stay unique per icon and tile size.
    static func imageID(index: Int, size: TileSize) -> UInt32 {
        UInt32(clamping: 0x10_0000 + index * 4 + (TileSize.allCases.firstIndex(of: size) ?? 0))
    }

    /// The escape that sends the icon to the terminal (kitty), or that paints it at the cursor (sixel,
    /// iTerm2), and the cells for its tile.
    func tile(_ image: RGBAImage, index: Int, size: TileSize) -> Tile {
        let id = Self.imageID(index: index, size: size)
        let fitted = PixelFitter.fittedSize(
            imageWidth: image.width, imageHeight: image.height, width: size.artWidth * cellWidth, height: size.artHeight * cellHeight)
        let pixels = PixelFitter.fit(image, width: fitted.width, height: fitted.height, mask: true, background: nil)
        let blank = CellGrid(width: size.artWidth, height: size.artHeight)
        switch graphics {
        case .sixel: return Tile(transmit: SixelEncoder.encode(pixels), cells: blank)
        case .iterm:
            let escape = ITermGraphics.inline(png: PNGWriter.png(pixels), columns: size.artWidth, rows: size.artHeight)
            return Tile(transmit: insideTmux ? TmuxPassthrough.wrap(escape) : escape, cells: blank)
        case .kitty where placesDirectly:
            return Tile(
                transmit: KittyPlacement.transmit(png: PNGWriter.png(pixels), id: id), cells: blank,
                inset: inset(width: fitted.width, height: fitted.height, size: size))
        case .kitty, .symbols: break
        }
        var transmit = KittyGraphics.transmit(
            png: PNGWriter.png(pixels), id: id, columns: size.artWidth, rows: size.artHeight, placeholder: true)
        if insideTmux { transmit = TmuxPassthrough.wrapEach(transmit) }
        return Tile(transmit: transmit, cells: Self.placeholders(id: id, columns: size.artWidth, rows: size.artHeight))
    }

    /// Where a placed picture of `width` x `height` pixels starts so that it is centred in its tile.
    func inset(width: Int, height: Int, size: TileSize) -> KittyPlacements.Inset {
        guard cellSizeKnown, cellWidth > 0, cellHeight > 0 else {
            return KittyPlacements.Inset(scaledTo: (size.artWidth, size.artHeight))
        }
        let x = max(0, (size.artWidth * cellWidth - width) / 2)
        let y = max(0, (size.artHeight * cellHeight - height) / 2)
        return KittyPlacements.Inset(
            columns: x / cellWidth, rows: y / cellHeight, x: x % cellWidth, y: y % cellHeight, scaledTo: nil)
    }

    /// Every cell carries its row and column marks, since curses may redraw any cell on its own.
    static func placeholders(id: UInt32, columns: Int, rows: Int) -> CellGrid {
        let color = TerminalColor.rgb(UInt8(id >> 16 & 0xFF), UInt8(id >> 8 & 0xFF), UInt8(id & 0xFF))
        var grid = CellGrid(width: columns, height: rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let marks = [KittyGraphics.diacritic(row), KittyGraphics.diacritic(column)].compactMap { $0 }
                var text = "\u{10EEEE}"
                text.unicodeScalars.append(contentsOf: marks)
                grid[column, row] = Cell(text, foreground: color)
            }
        }
        return grid
    }

    /// Written when the chooser ends, however it ends: deletes every image and its data (kitty; the
    /// other protocols' pictures go with the screen curses clears).
    var cleanup: String {
        guard graphics == .kitty else { return "" }
        return insideTmux ? TmuxPassthrough.wrap(KittyGraphics.deleteAll) : KittyGraphics.deleteAll
    }

    /// Pictures drawn over the tiles' blank cells after each frame (rather than placeholder text): the
    /// runtime keeps them per tile.
    var paintsAfterFrames: Bool { graphics == .sixel || graphics == .iterm || graphics == .kitty && placesDirectly }
}

extension TilePixels {
    /// What the tiles are drawn with, or nil for symbol art.
    init?(_ pictures: ChooserPictures, choice: GraphicsChoice) {
        self.init(graphics: choice.graphics, cellWidth: choice.cellWidth, cellHeight: choice.cellHeight, insideTmux: choice.insideTmux)
        switch pictures {
        case .placeholders: break
        case .kittyPlacements:
            placesDirectly = true
            cellSizeKnown = choice.cellSizeKnown
        case .painted(let graphics): self.graphics = graphics
        case .symbols: return nil
        }
    }
}
