import Chooser
import TerminalGraphics

/// The tiles' images in a kitty without Unicode placeholders: each is transmitted once and placed
/// over its tile's blank cells after every frame, and taken off the screen when its tile scrolls away
/// or a popup opens.
///
/// kitty frees every image on the screen, and every image not placed anywhere, when the screen is
/// cleared (`ED 2`, which curses sends on its first frame, after Ctrl-Z and after a resize) or when the
/// alternate screen is entered again: after such a frame the images shown are sent again.
struct KittyPlacements {
    /// A picture to show: its tile, and where the tile's top-left cell is (1-based, as CUP takes it).
    struct Shown {
        var key: ChooserState.ArtKey
        var row: Int
        var column: Int
    }

    /// Where a picture starts inside its tile: whole cells, then pixels into that cell; or scaled to
    /// fill the tile's cells (when the cell size is a guess).
    struct Inset: Equatable {
        var columns = 0
        var rows = 0
        var x = 0
        var y = 0
        var scaledTo: (columns: Int, rows: Int)?

        static func == (lhs: Inset, rhs: Inset) -> Bool {
            lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.x == rhs.x && lhs.y == rhs.y
                && lhs.scaledTo?.columns == rhs.scaledTo?.columns && lhs.scaledTo?.rows == rhs.scaledTo?.rows
        }
    }

    /// The transmission of each tile's image, kept to send again after the terminal dropped it.
    private var images: [ChooserState.ArtKey: (transmission: String, inset: Inset)] = [:]
    /// Images the terminal holds now.
    private var sent: Set<ChooserState.ArtKey> = []
    /// Images placed by the last frame.
    private var placed: Set<ChooserState.ArtKey> = []

    /// Bytes of image data sent so far (for the benchmark's curiosity and the tests).
    private(set) var transmissions = 0

    mutating func add(_ key: ChooserState.ArtKey, transmission: String, inset: Inset) {
        images[key] = (transmission, inset)
        sent.remove(key)
    }

    func hasImage(_ key: ChooserState.ArtKey) -> Bool { images[key] != nil }

    /// The terminal no longer holds any image or placement (the screen was cleared).
    mutating func terminalForgot() {
        sent.removeAll()
        placed.removeAll()
    }

    /// The escapes that make the screen show exactly `shown`: placements of what is no longer shown
    /// removed, images not yet (or no longer) in the terminal sent, and everything shown placed again
    /// (a curses scroll may have moved it with the text). The cursor is saved and restored around them.
    mutating func frame(_ shown: [Shown]) -> String {
        var escapes = ""
        let keys = Set(shown.map(\.key))
        for key in placed.subtracting(keys) {
            escapes += KittyPlacement.remove(id: TilePixels.imageID(index: key.index, size: key.size))
        }
        placed = placed.intersection(keys)
        for picture in shown {
            guard let image = images[picture.key] else { continue }
            if !sent.contains(picture.key) {
                escapes += image.transmission
                transmissions += 1
                sent.insert(picture.key)
            }
            let id = TilePixels.imageID(index: picture.key.index, size: picture.key.size)
            let inset = image.inset
            escapes +=
                "\u{1B}[\(picture.row + inset.rows);\(picture.column + inset.columns)H"
                + KittyPlacement.place(id: id, cells: inset.scaledTo, offset: (inset.x, inset.y))
            placed.insert(picture.key)
        }
        return escapes.isEmpty ? "" : "\u{1B}7" + escapes + "\u{1B}8"
    }
}
