import Chooser
import Pictures
import TerminalArt
import Testing

@testable import ChooserProgram

/// The chooser's tiles as real pixels.
@Suite struct TilePixelsTests {
    @Test func chooserTilesAsKittyPlaceholdersCarryTheirMarks() {
        let grid = TilePixels.placeholders(id: 0x10_0002, columns: 3, rows: 2)
        #expect(grid.cells.allSatisfy { $0.foreground == .rgb(16, 0, 2) && $0.text.unicodeScalars.first == "\u{10EEEE}" })
        #expect(grid[2, 1].text.unicodeScalars.map(\.value) == [0x10EEEE, 0x030D, 0x030E], "row 1, column 2")
        #expect(TilePixels.imageID(index: 0, size: .huge) != TilePixels.imageID(index: 0, size: .large))
    }

    @Test func theTilesPicturesFollowTheChoosersDecision() throws {
        var choice = GraphicsChoice(graphics: .kitty)
        (choice.cellWidth, choice.cellHeight, choice.cellSizeKnown) = (9, 18, false)
        let placeholders = try #require(TilePixels(.placeholders, choice: choice))
        #expect(placeholders.graphics == .kitty && !placeholders.placesDirectly && !placeholders.paintsAfterFrames)
        let placed = try #require(TilePixels(.kittyPlacements, choice: choice))
        #expect(placed.placesDirectly && placed.paintsAfterFrames && !placed.cellSizeKnown)
        let sixel = try #require(TilePixels(.painted(.sixel), choice: choice))
        #expect(sixel.graphics == .sixel && sixel.cellWidth == 9 && sixel.cellHeight == 18 && sixel.paintsAfterFrames)
        #expect(TilePixels(.symbols(reason: nil), choice: choice) == nil)
    }
}
