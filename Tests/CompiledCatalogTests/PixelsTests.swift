import Testing

@testable import CompiledCatalog

/// Premultiplied stored pixels to straight RGBA, and palette images (compression 8).
@Suite struct PixelsTests {
    @Test func premultipliedBGRABecomesStraightRGBA() throws {
        // Blue 0x40 at alpha 0x80 is blue 0x80 straight; transparent stays zero; opaque is unchanged.
        let rows: [UInt8] = [0x40, 0x00, 0x00, 0x80, 0, 0, 0, 0, 0x10, 0x20, 0x30, 0xFF]
        let rgba = try Pixels.straightRGBA(rows: rows, rowBytes: 12, width: 3, height: 1, format: .argb)
        #expect(rgba == [0, 0, 0x80, 0x80, 0, 0, 0, 0, 0x30, 0x20, 0x10, 0xFF])
    }

    @Test func rowsShorterThanTheirWidthAreRefused() {
        #expect(throws: CompiledCatalogError.self) {
            try Pixels.straightRGBA(rows: [0, 0], rowBytes: 2, width: 2, height: 1, format: .argb)
        }
        #expect(throws: CompiledCatalogError.self) {
            try Pixels.straightRGBA(rows: [0, 0, 0, 0], rowBytes: 4, width: 1, height: 1, format: .jpeg)
        }
    }

    @Test func aPaletteImageLooksItsIndicesUp() throws {
        let data: [UInt8] = [0x0D, 0xF0, 0xFE, 0xCA, 0, 0, 0, 0, 2, 0] + [255, 0, 0, 255] + [0, 0, 100, 100] + [1, 0, 5]
        let rgba = try PaletteImage.decode(data, width: 3, height: 1, limits: .init())
        // Index 5 is past the palette: that pixel stays transparent.
        #expect(rgba == [0, 0, 255, 100, 255, 0, 0, 255, 0, 0, 0, 0])
        #expect(throws: CompiledCatalogError.self) { try PaletteImage.decode(Array(data[0..<14]), width: 3, height: 1, limits: .init()) }
    }
}
