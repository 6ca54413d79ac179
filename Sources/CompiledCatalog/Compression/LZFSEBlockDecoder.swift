/// Decodes one `bvx1`/`bvx2` block: first its literals (four interleaved FSE states over one backward
/// bit stream), then its L, M, D triplets, each copying L literals and then M bytes from D back.
struct LZFSEBlockDecoder {
    static let lExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8]
    static let lBase: [Int32] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 28, 60]
    static let mExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11]
    static let mBase: [Int32] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 56, 312]
    static let dExtraBits: [UInt8] = (0..<64).map { UInt8($0 < 4 ? 0 : $0 / 4) }
    static let dBase: [Int32] = {
        var bases: [Int32] = []
        var next: Int32 = 0
        for bits in dExtraBits {
            bases.append(next)
            next += Int32(1) << Int32(bits)
        }
        return bases
    }()

    let header: LZFSEBlockHeader
    let source: UnsafePointer<UInt8>
    let payloadStart: Int

    func decode(into writer: inout OutputCursor, end: Int) throws(CompiledCatalogError) {
        let literalStart = payloadStart
        let lmdStart = payloadStart + header.literalPayloadBytes
        // Four literals per step; the padding also lets a literal copy move 8 bytes at a time.
        var literals = [UInt8](repeating: 0, count: (header.literalCount + 3) / 4 * 4 + LZFSE.slack)
        try decodeLiterals(into: &literals, start: literalStart, end: lmdStart)
        let tables = (
            l: ValueTable(stateCount: 64, frequencies: header.frequencies[0..<20], extraBits: Self.lExtraBits, baseValues: Self.lBase),
            m: ValueTable(stateCount: 64, frequencies: header.frequencies[20..<40], extraBits: Self.mExtraBits, baseValues: Self.mBase),
            d: ValueTable(stateCount: 256, frequencies: header.frequencies[40..<104], extraBits: Self.dExtraBits, baseValues: Self.dBase)
        )
        var reader = try BackwardBitReader(source, start: lmdStart, end: lmdStart + header.lmdPayloadBytes, extraBits: header.lmdBits)
        try literals.withUnsafeBufferPointer { (literalBuffer) throws(CompiledCatalogError) in
            try tables.l.entries.withUnsafeBufferPointer { (lTable) throws(CompiledCatalogError) in
                try tables.m.entries.withUnsafeBufferPointer { (mTable) throws(CompiledCatalogError) in
                    try tables.d.entries.withUnsafeBufferPointer { (dTable) throws(CompiledCatalogError) in
                        var run = MatchRun(
                            reader: reader, literals: literalBuffer, literalLimit: header.literalCount, l: lTable, m: mTable, d: dTable,
                            states: (header.lState, header.mState, header.dState))
                        try run.execute(matches: header.matchCount, into: &writer, end: end)
                        reader = run.reader
                    }
                }
            }
        }
    }

    private func decodeLiterals(into literals: inout [UInt8], start: Int, end: Int) throws(CompiledCatalogError) {
        let table = SymbolTable(stateCount: 1024, frequencies: header.frequencies[104..<360])
        // As in the reference, the literal stream's first word may reach back into the block header.
        var reader = try BackwardBitReader(source, start: 0, end: end, extraBits: header.literalBits)
        var (state0, state1, state2, state3) = (
            header.literalStates[0], header.literalStates[1], header.literalStates[2], header.literalStates[3]
        )
        let count = (header.literalCount + 3) / 4 * 4
        try table.entries.withUnsafeBufferPointer { (entries) throws(CompiledCatalogError) in
            try literals.withUnsafeMutableBufferPointer { (output) throws(CompiledCatalogError) in
                guard let table = entries.baseAddress, let out = output.baseAddress else { return }
                // Every state is below the table's 1,024 entries: the table is built so (see SymbolTable).
                @inline(__always) func next(_ state: inout Int, _ reader: inout BackwardBitReader) -> UInt8 {
                    let entry = table[state]
                    state = Int(entry &>> 16) &+ Int(truncatingIfNeeded: reader.take(Int(entry & 0xFF)))
                    return UInt8(truncatingIfNeeded: entry >> 8)
                }
                var index = 0
                while index < count {
                    try reader.refill()
                    out[index] = next(&state0, &reader)
                    out[index + 1] = next(&state1, &reader)
                    out[index + 2] = next(&state2, &reader)
                    out[index + 3] = next(&state3, &reader)
                    index += 4
                }
            }
        }
    }
}

/// The L, M, D loop over borrowed tables: the hot path of LZFSE decoding.
private struct MatchRun {
    var reader: BackwardBitReader
    let literals: UnsafeBufferPointer<UInt8>
    let literalLimit: Int
    let l: UnsafeBufferPointer<ValueTable.Entry>
    let m: UnsafeBufferPointer<ValueTable.Entry>
    let d: UnsafeBufferPointer<ValueTable.Entry>
    var states: (l: Int, m: Int, d: Int)

    @inline(__always)
    private static func value(_ table: UnsafeBufferPointer<ValueTable.Entry>, _ state: inout Int, _ reader: inout BackwardBitReader) -> Int
    {
        let entry = table[state]
        let bits = reader.take(Int(entry.totalBits))
        state = Int(entry.delta) &+ Int(truncatingIfNeeded: bits &>> UInt64(entry.valueBits))
        return Int(entry.base) &+ Int(truncatingIfNeeded: bits & ((1 &<< UInt64(entry.valueBits)) &- 1))
    }

    mutating func execute(matches: Int, into writer: inout OutputCursor, end: Int) throws(CompiledCatalogError) {
        guard let literalBase = literals.baseAddress else { return }
        let output = writer.base
        var (position, literal, distance) = (writer.position, 0, -1)
        var (lState, mState, dState) = states
        for _ in 0..<matches {
            try reader.refill()
            let length = Self.value(l, &lState, &reader)
            let matchLength = Self.value(m, &mState, &reader)
            let newDistance = Self.value(d, &dState, &reader)
            if newDistance != 0 { distance = newDistance }
            guard literal + length <= literalLimit else { throw .damaged("an LZFSE block uses more literals than it holds") }
            guard position + length + matchLength <= end else { throw .damaged("an LZFSE block decodes past its declared size") }
            guard distance > 0, distance <= position + length else {
                throw .damaged("an LZFSE match reaches before the start of the output")
            }
            CopyBytes.wide(to: output + position, from: literalBase + literal, count: length)
            position += length
            literal += length
            CopyBytes.match(at: output + position, distance: distance, count: matchLength)
            position += matchLength
        }
        writer.position = position
    }
}

/// Byte copies for LZ decoding: 8 bytes at a time where the buffers leave room (the output and the
/// literals carry `LZFSE.slack` spare bytes), byte by byte where a match overlaps its own output.
enum CopyBytes {
    /// Copies at least `count` bytes, 16 at a time (up to 15 more than asked: the buffers have room);
    /// long copies go to memmove. Safe whenever the source ends before the target starts, or lies at
    /// least `count` bytes back (what a chunk reads past the copy only lands past it too).
    @inline(__always)
    static func wide(to target: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
        if count > 256 {
            target.update(from: source, count: count)
            return
        }
        var index = 0
        while index < count {
            UnsafeMutableRawPointer(target + index).storeBytes(
                of: UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
            index += 16
        }
    }

    /// A match copies forward from `distance` bytes back, so a short distance repeats what it has just
    /// written: only a distance of at least the copy's width may move that many bytes at once.
    @inline(__always)
    static func match(at target: UnsafeMutablePointer<UInt8>, distance: Int, count: Int) {
        let source = UnsafePointer(target - distance)
        if distance >= count {
            wide(to: target, from: source, count: count)
        } else if distance >= 16 {
            var index = 0
            while index < count {
                UnsafeMutableRawPointer(target + index).storeBytes(
                    of: UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
                index += 16
            }
        } else if distance >= 8 {
            var index = 0
            while index < count {
                UnsafeMutableRawPointer(target + index).storeBytes(
                    of: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self), as: UInt64.self)
                index += 8
            }
        } else {
            for index in 0..<count { target[index] = source[index] }
        }
    }
}
