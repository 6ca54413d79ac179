import Basics
import Testing

@testable import TerminalArt

/// Symbol art: each cell's character and two colours are the best fit among the set's shapes.
@Suite struct SymbolArtTests {
    /// A picture of `width` x `height` pixels where `lit(x, y)` pixels are white, the rest black.
    func picture(width: Int, height: Int, lit: (Int, Int) -> Bool) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += lit(x, y) ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func render(_ image: RGBAImage, _ symbols: SymbolSet, columns: Int = 1, rows: Int = 1) -> CellGrid {
        ArtRenderer.render(image, options: ArtOptions(columns: columns, rows: rows, colorMode: .truecolor, mask: false, symbols: symbols))
    }

    @Test func theSextantTableCoversEveryShapeButTheHalves() {
        #expect(SymbolGlyphs.sextants.count == 60)
        #expect(SymbolGlyphs.sextants.first?.character == "\u{1FB00}")
        #expect(SymbolGlyphs.sextants.last?.character == "\u{1FB3B}")
        let masks = Set(SymbolGlyphs.sextants.map(\.mask))
        #expect(masks.count == 60, "no two sextants share a shape")
    }

    @Test func theOctantTableCoversEveryShapeOnce() {
        #expect(SymbolGlyphs.octants.count == 254)
        #expect(Set(SymbolGlyphs.octants.map(\.mask)).count == 254, "no two octants share a shape")
        #expect(Set(SymbolGlyphs.octants.map(\.character)).count == 254, "nor a character")
        let third = SymbolGlyphs.octants.first { $0.mask == SymbolGlyphs.expand(0b100, rows: 4) }
        #expect(third?.character == "\u{1CD00}", "BLOCK OCTANT-3 opens the block")
        let last = SymbolGlyphs.octants.first { $0.mask == SymbolGlyphs.expand(0b1111_1110, rows: 4) }
        #expect(last?.character == "\u{1CDE5}", "BLOCK OCTANT-2345678 closes it")
    }

    @Test func aLitTopQuarterIsAnOctantShape() {
        let band = picture(width: 12, height: 24) { _, y in y < 6 }
        let cell = render(band, .octants)[0, 0]
        #expect(cell.text == "\u{1FB82}" || cell.text == "\u{2586}", "upper one quarter (or its inverse): \(cell)")
    }

    @Test func aLitCornerIsAQuadrantWhereQuadrantsAreAllowed() {
        // One cell holds two square samples: a 12 x 24 picture, its upper-left quarter white.
        let corner = picture(width: 12, height: 24) { x, y in x < 6 && y < 12 }
        let quadrant = render(corner, .quadrants)[0, 0]
        #expect(quadrant.text == "\u{2598}" || quadrant.text == "\u{259F}", "\(quadrant)")
        let half = render(corner, .halfBlocks)[0, 0]
        #expect(half.text == "\u{2580}" || half.text == "\u{2584}", "half blocks only: \(half)")
    }

    @Test func aLitColumnIsAHalfBlockAndColoursAreExact() {
        let left = picture(width: 12, height: 24) { x, _ in x < 6 }
        let cell = render(left, .quadrants)[0, 0]
        #expect(cell.text == "\u{258C}" || cell.text == "\u{2590}")
        let white = TerminalColor.rgb(255, 255, 255)
        let black = TerminalColor.rgb(0, 0, 0)
        #expect(cell.text == "\u{258C}" ? (cell.foreground == white && cell.background == black) : (cell.foreground == black))
    }

    @Test func aThirdIsASextant() {
        let band = picture(width: 12, height: 24) { _, y in y < 8 }
        let cell = render(band, .sextants)[0, 0]
        #expect(cell.text == "\u{1FB02}" || cell.text == "\u{1FB39}", "top third lit: \(cell)")
    }

    @Test func transparentPartsShowTheTerminal() {
        var image = picture(width: 12, height: 24) { x, _ in x < 6 }
        for index in stride(from: 3, to: image.pixels.count, by: 4) where (index / 4) % 12 >= 6 { image.pixels[index] = 0 }
        let cell = render(image, .quadrants)[0, 0]
        #expect(cell.text == "\u{258C}")
        #expect(cell.background == .default)
    }

    @Test func symbolsFitBetterThanHalfBlocks() {
        let disc = picture(width: 64, height: 64) { x, y in (x - 32) * (x - 32) + (y - 32) * (y - 32) < 400 }
        func error(_ grid: CellGrid) -> Int {
            // Cells that are not one flat colour: the fewer sub-cell mistakes, the more exact the edge.
            grid.cells.filter { $0.text != " " && $0.foreground != $0.background }.count
        }
        let half = render(disc, .halfBlocks, columns: 8, rows: 4)
        let sextants = render(disc, .sextants, columns: 8, rows: 4)
        #expect(half.cells.count == sextants.cells.count)
        #expect(error(sextants) > 0 && error(half) > 0)
        #expect(sextants.cells.contains { $0.text.unicodeScalars.first.map { $0.value >= 0x1FB00 } ?? false })
    }
}
