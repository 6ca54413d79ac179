/// Bounds-checked reads from the catalog's bytes: every offset is checked against the file (or the
/// region being read) before a byte is touched, and every failure is a typed `damaged` error.
struct ByteReader {
    let bytes: [UInt8]
    /// The region reads are confined to, as indices of `bytes`.
    let range: Range<Int>
    /// The position in the catalog of `bytes[0]` (non-zero when a piece of a file was read alone).
    let origin: Int

    init(_ bytes: [UInt8], range: Range<Int>? = nil, origin: Int = 0) {
        self.bytes = bytes
        self.range = range ?? 0..<bytes.count
        self.origin = origin
    }

    /// The region's position in the catalog.
    var position: Int { origin + range.lowerBound }

    /// The region's bytes (a copy).
    var contents: [UInt8] { Array(bytes[range]) }

    func sub(_ offset: Int, count: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> ByteReader {
        let start = range.lowerBound + offset
        guard offset >= 0, count >= 0, offset <= range.count, count <= range.count - offset else {
            throw .damaged("\(what()) lies outside its \(range.count)-byte region")
        }
        return ByteReader(bytes, range: start..<start + count, origin: origin)
    }

    /// The region from `offset` to its end.
    func tail(_ offset: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> ByteReader {
        try sub(offset, count: range.count - offset, what())
    }

    private func check(_ offset: Int, _ width: Int) throws(CompiledCatalogError) -> Int {
        guard offset >= 0, offset <= range.count - width else {
            throw .damaged("a \(width)-byte field at \(offset) lies outside its \(range.count)-byte region")
        }
        return range.lowerBound + offset
    }

    func u8(_ offset: Int) throws(CompiledCatalogError) -> Int { Int(bytes[try check(offset, 1)]) }

    func u16(_ offset: Int) throws(CompiledCatalogError) -> Int {
        let at = try check(offset, 2)
        return Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }

    func u32(_ offset: Int) throws(CompiledCatalogError) -> Int {
        let at = try check(offset, 4)
        return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    }

    func u32BigEndian(_ offset: Int) throws(CompiledCatalogError) -> Int {
        let at = try check(offset, 4)
        return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    func u64(_ offset: Int) throws(CompiledCatalogError) -> UInt64 {
        UInt64(try u32(offset)) | UInt64(try u32(offset + 4)) << 32
    }

    func f32(_ offset: Int) throws(CompiledCatalogError) -> Float { Float(bitPattern: UInt32(try u32(offset))) }
    func f64(_ offset: Int) throws(CompiledCatalogError) -> Double { Double(bitPattern: try u64(offset)) }

    /// `count` bytes as an array (a copy).
    func array(_ offset: Int, count: Int) throws(CompiledCatalogError) -> [UInt8] {
        let region = try sub(offset, count: count, "a \(count)-byte field")
        return Array(bytes[region.range])
    }

    /// Four bytes stored little-endian, read as the four-character tag they spell (`'ARGB'`).
    func tag(_ offset: Int) throws(CompiledCatalogError) -> String {
        let value = try u32(offset)
        let characters = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        return String(decoding: characters.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }

    /// A NUL-terminated (or field-filling) string of at most `count` bytes, control characters replaced.
    func string(_ offset: Int, maxCount count: Int) throws(CompiledCatalogError) -> String {
        let field = try array(offset, count: count)
        return Self.text(field.prefix { $0 != 0 })
    }

    /// Text from a file, with control characters (which could reach a terminal) replaced by U+FFFD.
    static func text(_ bytes: some Collection<UInt8>) -> String {
        // Names are printable ASCII nearly always: decoded as they are, without a pass per character.
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self).map {
            $0.isASCII && ($0.asciiValue ?? 0x20) < 0x20 || $0 == "\u{7F}" ? "\u{FFFD}" : $0
        }
        .reduce(into: "") { $0.append($1) }
    }

    var count: Int { range.count }
}
