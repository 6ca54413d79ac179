/// The finite-state entropy (tANS) pieces LZFSE is built from: a backwards bit reader and the decoding
/// tables built from a block's normalised frequencies (the LZFSE format's `fse_*` structures).
///
/// Every index a table lookup uses is a state below the table's size: a table is built only from
/// frequencies that sum to at most its size, and the next state of every entry stays below it.
struct BackwardBitReader {
    /// Bits not consumed yet, the oldest in the high positions; `bitCount` of them are valid.
    private(set) var accumulator: UInt64 = 0
    private(set) var bitCount = 0
    /// The next byte to load is the one before this offset. Refills may load bytes before the stream's
    /// own start (down to the start of the whole input, as the reference does): the encoder never
    /// lets those bits be consumed, they only keep every load 8 bytes wide.
    private var position: Int
    private let start = 0
    private let base: UnsafePointer<UInt8>

    /// Starts at `end` (exclusive), reading towards `start`, which the first word may not cross. `extraBits` (-7...0) is the encoder's final
    /// partial byte: the first word holds 64 + extraBits valid bits (or 56 when it is zero).
    init(_ base: UnsafePointer<UInt8>, start: Int, end: Int, extraBits: Int) throws(CompiledCatalogError) {
        self.base = base
        guard (-7...0).contains(extraBits) else { throw .damaged("an LZFSE bit stream declares \(extraBits) final bits") }
        let width = extraBits == 0 ? 7 : 8
        guard end - start >= width else { throw .damaged("an LZFSE bit stream is shorter than its first word") }
        position = end - width
        var word: UInt64 = 0
        for index in 0..<width { word |= UInt64(base[position + index]) << (8 * UInt64(index)) }
        accumulator = word
        bitCount = extraBits == 0 ? 56 : 64 + extraBits
        guard bitCount >= 56, bitCount < 64, accumulator >> UInt64(bitCount) == 0 else {
            throw .damaged("an LZFSE bit stream starts with bits its encoder would have cleared")
        }
    }

    /// Loads whole bytes until 56 to 63 bits are held.
    @inline(__always)
    mutating func refill() throws(CompiledCatalogError) {
        let wanted = (63 - bitCount) & ~7
        guard wanted > 0 else { return }
        let next = position - wanted >> 3
        guard next >= start else { throw .damaged("an LZFSE bit stream runs past its start") }
        position = next
        let incoming = UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self).littleEndian
        accumulator = accumulator &<< UInt64(wanted) | (incoming & ((1 &<< UInt64(wanted)) &- 1))
        bitCount += wanted
    }

    /// The next `count` bits (at most the number held, which `refill` keeps at 56 or more).
    @inline(__always)
    mutating func take(_ count: Int) -> UInt64 {
        // Masking shifts: every count here is below 64, so the overshift checks of << and >> are not needed.
        bitCount &-= count
        let result = accumulator &>> UInt64(truncatingIfNeeded: bitCount)
        accumulator &= (1 &<< UInt64(truncatingIfNeeded: bitCount)) &- 1
        return result
    }
}

/// A literal (byte) decoding table: per state, the bits to read (low byte), the symbol (next byte) and
/// the next state's base (high half), packed as the reference packs them.
struct SymbolTable {
    var entries: [Int32]

    init(stateCount: Int, frequencies: ArraySlice<UInt16>) {
        entries = [Int32](repeating: 0, count: stateCount)
        let stateBits = stateCount.trailingZeroBitCount
        var index = 0
        for (symbol, frequencyValue) in zip(frequencies.indices, frequencies) where frequencyValue > 0 {
            let frequency = Int(frequencyValue)
            let shift = Int(UInt32(frequency).leadingZeroBitCount) - (31 - stateBits)
            let split = (2 * stateCount) >> shift - frequency
            for step in 0..<frequency {
                let (bits, delta) =
                    step < split ? (shift, ((frequency + step) << shift) - stateCount) : (shift - 1, (step - split) << (shift - 1))
                entries[index] = Int32(truncatingIfNeeded: delta << 16 | (symbol - frequencies.startIndex) << 8 | bits)
                index += 1
            }
        }
    }
}

/// An L, M or D decoding table: per state, the bits to read (state bits plus the value's extra bits),
/// how many of them are extra, the next state's base and the value's base.
struct ValueTable {
    struct Entry {
        var totalBits: UInt8 = 0
        var valueBits: UInt8 = 0
        var delta: Int16 = 0
        var base: Int32 = 0
    }

    var entries: [Entry]

    init(stateCount: Int, frequencies: ArraySlice<UInt16>, extraBits: [UInt8], baseValues: [Int32]) {
        entries = [Entry](repeating: Entry(), count: stateCount)
        let stateBits = stateCount.trailingZeroBitCount
        var index = 0
        for (symbol, frequencyValue) in zip(0..., frequencies) where frequencyValue > 0 {
            let frequency = Int(frequencyValue)
            let shift = Int(UInt32(frequency).leadingZeroBitCount) - (31 - stateBits)
            let split = (2 * stateCount) >> shift - frequency
            for step in 0..<frequency {
                let (bits, delta) =
                    step < split ? (shift, ((frequency + step) << shift) - stateCount) : (shift - 1, (step - split) << (shift - 1))
                entries[index] = Entry(
                    totalBits: UInt8(bits) + extraBits[symbol], valueBits: extraBits[symbol], delta: Int16(truncatingIfNeeded: delta),
                    base: baseValues[symbol])
                index += 1
            }
        }
    }
}
