import Foundation

/// Reads little-endian fields from a payload front to back; `nil` once it runs out.
struct WireReader {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        self.offset = data.startIndex
    }

    var isAtEnd: Bool { offset == data.endIndex }

    mutating func byte() -> UInt8? {
        guard offset < data.endIndex else { return nil }
        defer { offset += 1 }
        return data[offset]
    }

    mutating func uint32() -> UInt32? { integer(UInt32.self) }
    mutating func uint64() -> UInt64? { integer(UInt64.self) }

    mutating func rest() -> Data {
        defer { offset = data.endIndex }
        return data[offset...]
    }

    private mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard data.endIndex - offset >= size else { return nil }
        var value: T = 0
        for index in 0..<size { value |= T(data[offset + index]) << (8 * index) }
        offset += size
        return value
    }
}
