import Testing

@testable import CompiledCatalog

/// CoreUI's run-length rows and the bitmap header's caps, on hand-made data.
@Suite struct StoredBitmapTests {
    static func u32(_ value: Int) -> [UInt8] { [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// Two rows of three 4-byte pixels: row 0 a literal of one then a run of two, row 1 shares row 0's data.
    static let runLength: [UInt8] = {
        let header = [4, 3, 2, 12].flatMap(u32) + u32(20)
        let row = u32(1) + [1, 2, 3, 4] + u32(0x8000_0002) + [9, 9, 9, 9]
        return header + row
    }()

    @Test func runLengthRowsDecodeAndMayShareTheirData() throws {
        let rows = try RowRunLength.decode(ByteReader(Self.runLength), bytesPerPixel: 4, maxSize: 24)
        #expect(rows == [1, 2, 3, 4, 9, 9, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 9, 9, 9, 9])
    }

    @Test func aRunLengthHeaderLargerThanItsBandIsRefused() {
        #expect(throws: CompiledCatalogError.self) { try RowRunLength.decode(ByteReader(Self.runLength), bytesPerPixel: 4, maxSize: 23) }
        var overlong = Self.runLength
        overlong[20] = 5  // the literal claims five pixels in a row of three
        #expect(throws: CompiledCatalogError.self) { try RowRunLength.decode(ByteReader(overlong), bytesPerPixel: 4, maxSize: 24) }
    }

    @Test func aBitmapNeedsItsTagAndAKnownCompression() {
        #expect(throws: CompiledCatalogError.self) {
            try StoredBitmap(ByteReader(Array("XXXX".utf8) + [UInt8](repeating: 0, count: 12)), height: 1)
        }
        let unknown = Array("MLEC".utf8) + Self.u32(0) + Self.u32(99) + Self.u32(0)
        #expect(throws: CompiledCatalogError.self) { try StoredBitmap(ByteReader(unknown), height: 1) }
        let tooManyBands = Array("MLEC".utf8) + Self.u32(1) + Self.u32(4) + Self.u32(1_000_000)
        #expect(throws: CompiledCatalogError.self) { try StoredBitmap(ByteReader(tooManyBands), height: 1) }
    }
}
