import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

/// The low-level decoder's conversions and its row-by-row delivery.
@Suite struct PNGRowDecodingTests {
    /// Rows as a sink sees them, copied.
    struct RecordedRows: PNGRowSink {
        var size: (width: Int, height: Int)?
        var rows: [(y: Int, bytes: [UInt8])] = []
        mutating func begin(width: Int, height: Int) { size = (width, height) }
        mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) { rows.append((y, Array(rgba))) }
    }

    /// 16-bit samples keep their high byte: no trip through linear light (the simplified API took
    /// 16-bit data as linear and brightened it).
    @Test func sixteenBitSamplesAreStrippedToTheirHighByte() throws {
        let data = PNGFixture.deep(width: 3, height: 2, rgba: (0x1234, 0x80FF, 0xFE01, 0xFFFF))
        let image = try PNGDecoder().decode(data, path: "deep.png")
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixel(2, 1) == (0x12, 0x80, 0xFE, 0xFF))
    }

    @Test func greyImagesBecomeOpaqueRGBA() throws {
        let raw = Data([0, 10, 200, 0, 90, 255])
        let image = try PNGDecoder().decode(PNGFixture.png(width: 2, height: 2, colorType: 0, raw: raw), path: "grey.png")
        #expect(image.pixel(0, 0) == (10, 10, 10, 255))
        #expect(image.pixel(1, 1) == (255, 255, 255, 255))
    }

    @Test func rowsArriveOnceEachTopToBottomAndMatchTheWholeImage() throws {
        var raw = Data()
        for y in 0..<5 {
            raw.append(0)
            for x in 0..<4 { raw.append(contentsOf: [UInt8(x * 60), UInt8(y * 50), 7, UInt8(100 + x + y)]) }
        }
        let data = PNGFixture.png(width: 4, height: 5, colorType: 6, raw: raw)
        var recorded = RecordedRows()
        try PNGDecoder().decodeRows(data, path: "rows.png", into: &recorded)
        #expect(recorded.size?.width == 4 && recorded.size?.height == 5)
        #expect(recorded.rows.map(\.y) == [0, 1, 2, 3, 4])
        let whole = try PNGDecoder().decode(data, path: "rows.png")
        #expect(recorded.rows.flatMap(\.bytes) == whole.pixels)
    }

    /// A file streams through a 64 KB buffer: a large one gives the same pixels as the same bytes in
    /// memory, and one cut short is truncated, as in memory.
    @Test func aFileReadABufferAtATimeDecodesAsTheSameBytesInMemory() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var raw = Data()
        for _ in 0..<300 {
            raw.append(0)
            raw.append(contentsOf: (0..<(300 * 4)).map { _ in UInt8.random(in: 0...255) })
        }
        let data = PNGFixture.png(width: 300, height: 300, colorType: 6, raw: raw)
        try #require(data.count > 3 * 65_536)
        let path = folder.write("noise.png", data)
        let fromFile = try PNGDecoder().decode(path: path)
        let fromMemory = try PNGDecoder().decode(data, path: path)
        #expect(fromFile.width == 300 && fromFile.height == 300)
        #expect(fromFile.pixels == fromMemory.pixels)
        let cut = folder.write("cut.png", data.prefix(data.count * 2 / 3))
        let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(path: cut) }
        #expect(error.kind == .truncated, "\(error)")
        #expect(throws: ImageDecodeError.self) { try PNGDecoder().decode(data.prefix(data.count * 2 / 3), path: cut) }
    }

    @Test func aCgBIFileGivesStraightRGBARows() throws {
        let pixels = [UInt8](repeating: 0, count: 4 * 4 * 4).enumerated().map { index, _ in index % 4 == 3 ? 255 : UInt8(index * 3 % 256) }
        var recorded = RecordedRows()
        try PNGDecoder().decodeRows(PNGFixture.cgbi(width: 4, height: 4, rgba: pixels), path: "crushed.png", into: &recorded)
        #expect(recorded.rows.flatMap(\.bytes) == pixels)
    }

    @Test func aTooLargeImageIsRefusedBeforeAnyRow() throws {
        var recorded = RecordedRows()
        let error = try #require(throws: ImageDecodeError.self) {
            try PNGDecoder(maxDimension: 8).decodeRows(PNGFixture.solid(width: 9, height: 4), path: "wide.png", into: &recorded)
        }
        #expect(error.kind == .tooLarge)
        #expect(recorded.size == nil && recorded.rows.isEmpty)
    }
}
