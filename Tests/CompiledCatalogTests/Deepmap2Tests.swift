import Testing

@testable import CompiledCatalog

/// deepmap2's palette and stored kinds on hand-made bands (no real catalog here holds a palette), and
/// the structure checks: a band of the wrong width, more rows than the image, an unknown kind.
@Suite struct Deepmap2Tests {
    /// A band: the 16-byte deepmap2 data header, then `dmp2` with its fields, then `payload`.
    static func band(kind: UInt8, format: UInt8, width: UInt16, height: UInt16, extra: [UInt8] = [], payload: [UInt8]) -> ByteReader {
        var bytes: [UInt8] = [1, 0, 0, 0, 2, 0, 0, 0] + [UInt8](repeating: 0, count: 8)
        bytes += Array("dmp2".utf8) + [kind, 1, 0x0A, format]
        bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)] + extra + payload
        return ByteReader(bytes)
    }

    /// A stored LZFSE stream (`bvx-`) holding `bytes`.
    static func stored(_ bytes: [UInt8]) -> [UInt8] {
        Array("bvx-".utf8) + [UInt8(bytes.count), 0, 0, 0] + bytes + Array("bvx$".utf8)
    }

    @Test func aPaletteBandLooksItsIndicesUp() throws {
        // Two BGRA entries: opaque red, and half-transparent premultiplied blue (0x80 blue at alpha 0x80).
        let palette: [UInt8] = [0x00, 0x00, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x80]
        let band = Self.band(kind: 4, format: 4, width: 3, height: 1, extra: [2, 0, 4, 0] + palette, payload: Self.stored([1, 0, 1]))
        let rgba = try Deepmap2.decode(bands: [(1, band)], width: 3, height: 1, format: .argb, limits: .init())
        #expect(rgba == [0, 0, 255, 128, 255, 0, 0, 255, 0, 0, 255, 128])
    }

    @Test func aStoredGrayAlphaBandIsUnpremultiplied() throws {
        let band = Self.band(kind: 1, format: 2, width: 2, height: 1, payload: [0x40, 0x80, 0xFF, 0xFF])
        let rgba = try Deepmap2.decode(bands: [(1, band)], width: 2, height: 1, format: .ga8, limits: .init())
        #expect(rgba == [128, 128, 128, 128, 255, 255, 255, 255])
    }

    @Test func bandsThatDoNotFitTheImageAreRefused() {
        let band = Self.band(kind: 1, format: 2, width: 2, height: 1, payload: [0, 0, 0, 0])
        #expect(throws: CompiledCatalogError.self) {
            try Deepmap2.decode(bands: [(1, band)], width: 3, height: 1, format: .ga8, limits: .init())
        }
        #expect(throws: CompiledCatalogError.self) {
            try Deepmap2.decode(bands: [(1, band), (1, band)], width: 2, height: 1, format: .ga8, limits: .init())
        }
        let unknown = Self.band(kind: 9, format: 2, width: 2, height: 1, payload: [0, 0, 0, 0])
        #expect(throws: CompiledCatalogError.self) {
            try Deepmap2.decode(bands: [(1, unknown)], width: 2, height: 1, format: .ga8, limits: .init())
        }
    }
}
