/// One compressed LZFSE block's header (`bvx1`, or `bvx2` with its packed fields and coded frequency
/// tables), checked against the format's limits before any table is built from it.
struct LZFSEBlockHeader {
    static let literalSymbols = 256
    static let literalStates = 1024
    static let lSymbols = 20
    static let lStates = 64
    static let mSymbols = 20
    static let mStates = 64
    static let dSymbols = 64
    static let dStates = 256
    static let maxMatches = 10_000
    static let maxLiterals = 4 * maxMatches
    /// `bvx1` headers are the reference's C struct, stored whole: 7 counts, 4 states and bit counts,
    /// then 360 16-bit frequencies, padded to 772 bytes.
    static let version1Size = 772

    var rawBytes = 0
    var headerSize = 0
    var literalCount = 0
    var matchCount = 0
    var literalPayloadBytes = 0
    var lmdPayloadBytes = 0
    var literalBits = 0
    var literalStates = [Int](repeating: 0, count: 4)
    var lmdBits = 0
    var lState = 0
    var mState = 0
    var dState = 0
    /// L, M, D and literal frequencies, in that order (20 + 20 + 64 + 256).
    var frequencies = [UInt16](repeating: 0, count: 360)

    var totalSize: Int { headerSize + literalPayloadBytes + lmdPayloadBytes }

    /// Reads a `bvx2` header at `offset` (its magic included) from `count` available bytes.
    static func version2(_ base: UnsafePointer<UInt8>, at offset: Int, available: Int) throws(CompiledCatalogError) -> LZFSEBlockHeader {
        guard available >= 32 else { throw .damaged("an LZFSE block header is cut short") }
        let raw = UnsafeRawPointer(base + offset)
        let packed0 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
        let packed1 = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian
        let packed2 = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian
        func field(_ word: UInt64, _ bit: Int, _ width: Int) -> Int { Int(word >> UInt64(bit) & (1 << UInt64(width) - 1)) }
        var header = LZFSEBlockHeader()
        header.rawBytes = Int(raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian)
        header.literalCount = field(packed0, 0, 20)
        header.literalPayloadBytes = field(packed0, 20, 20)
        header.matchCount = field(packed0, 40, 20)
        header.literalBits = field(packed0, 60, 3) - 7
        header.literalStates = [field(packed1, 0, 10), field(packed1, 10, 10), field(packed1, 20, 10), field(packed1, 30, 10)]
        header.lmdPayloadBytes = field(packed1, 40, 20)
        header.lmdBits = field(packed1, 60, 3) - 7
        header.headerSize = field(packed2, 0, 32)
        header.lState = field(packed2, 32, 10)
        header.mState = field(packed2, 42, 10)
        header.dState = field(packed2, 52, 10)
        guard header.headerSize >= 32, header.headerSize <= available else {
            throw .damaged("an LZFSE block header's size is out of range")
        }
        try header.decodeFrequencies(base + offset + 32, count: header.headerSize - 32)
        try header.validate(available: available)
        return header
    }

    /// Reads a `bvx1` header (uncompressed tables).
    static func version1(_ base: UnsafePointer<UInt8>, at offset: Int, available: Int) throws(CompiledCatalogError) -> LZFSEBlockHeader {
        guard available >= version1Size else { throw .damaged("an LZFSE block header is cut short") }
        let raw = UnsafeRawPointer(base + offset)
        func u32(_ at: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian) }
        func i32(_ at: Int) -> Int { Int(Int32(bitPattern: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)) }
        func u16(_ at: Int) -> UInt16 { raw.loadUnaligned(fromByteOffset: at, as: UInt16.self).littleEndian }
        var header = LZFSEBlockHeader()
        header.headerSize = version1Size
        header.rawBytes = u32(4)
        header.literalCount = u32(12)
        header.matchCount = u32(16)
        header.literalPayloadBytes = u32(20)
        header.lmdPayloadBytes = u32(24)
        header.literalBits = i32(28)
        header.literalStates = (0..<4).map { Int(u16(32 + 2 * $0)) }
        header.lmdBits = i32(40)
        header.lState = Int(u16(44))
        header.mState = Int(u16(46))
        header.dState = Int(u16(48))
        for index in 0..<360 { header.frequencies[index] = u16(50 + 2 * index) }
        try header.validate(available: available)
        return header
    }

    /// The `bvx2` frequency code: a 5-bit prefix table gives 2-, 3- or 5-bit codes for 0...7, and 8- and
    /// 14-bit codes carry 8...23 and 24...1047. The tables must end exactly at the header's end.
    private mutating func decodeFrequencies(_ bytes: UnsafePointer<UInt8>, count: Int) throws(CompiledCatalogError) {
        guard count > 0 else { return }
        let lengths: [Int] = [2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14, 2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14]
        let values: [UInt16] = [0, 2, 1, 4, 0, 3, 1, 0, 0, 2, 1, 5, 0, 3, 1, 0, 0, 2, 1, 6, 0, 3, 1, 0, 0, 2, 1, 7, 0, 3, 1, 0]
        var accumulator: UInt32 = 0
        var held = 0
        var consumed = 0
        for index in 0..<frequencies.count {
            while consumed < count && held + 8 <= 32 {
                accumulator |= UInt32(bytes[consumed]) << UInt32(held)
                held += 8
                consumed += 1
            }
            let prefix = Int(accumulator & 31)
            let length = lengths[prefix]
            guard length <= held else { throw .damaged("an LZFSE frequency table is cut short") }
            switch length {
            case 8: frequencies[index] = 8 + UInt16(accumulator >> 4 & 0xF)
            case 14: frequencies[index] = 24 + UInt16(accumulator >> 4 & 0x3FF)
            default: frequencies[index] = values[prefix]
            }
            accumulator >>= UInt32(length)
            held -= length
        }
        guard held < 8, consumed == count else { throw .damaged("an LZFSE frequency table does not end with its header") }
    }

    private func validate(available: Int) throws(CompiledCatalogError) {
        guard literalCount <= Self.maxLiterals, matchCount <= Self.maxMatches else {
            throw .damaged("an LZFSE block declares more literals or matches than the format allows")
        }
        guard literalStates.allSatisfy({ $0 < Self.literalStates }), lState < Self.lStates, mState < Self.mStates, dState < Self.dStates
        else {
            throw .damaged("an LZFSE block starts in a state its tables do not have")
        }
        let sums = [(0, 20, Self.lStates), (20, 40, Self.mStates), (40, 104, Self.dStates), (104, 360, Self.literalStates)]
        for (from, to, states) in sums where frequencies[from..<to].reduce(0, { $0 + Int($1) }) > states {
            throw .damaged("an LZFSE frequency table sums to more than its states")
        }
        guard totalSize <= available else { throw .damaged("an LZFSE block is cut short") }
    }
}
