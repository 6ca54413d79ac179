/// Apple's LZVN, decoded from the format (lzfse/lzfse's reference describes it): byte-aligned opcodes
/// that carry a literal of 0–3 bytes and a match (small, medium, large or previous distance), a literal
/// alone, a match alone at the previous distance, a no-op, or the end of the stream (8 bytes).
///
/// Every opcode is checked against the input before it is read and against the output before it is
/// written; a match may not reach before the start of the output.
struct LZVNDecoder {
    private enum Opcode: UInt8 {
        case smallDistance, mediumDistance, largeDistance, previousDistance
        case smallLiteral, largeLiteral, smallMatch, largeMatch, endOfStream, nop, undefined
    }

    private static let opcodes: [Opcode] = (0...255).map { (value: Int) -> Opcode in
        switch value {
        case 0x06: return .endOfStream
        case 0x0E, 0x16: return .nop
        case 0x70...0x7F, 0xD0...0xDF: return .undefined
        case 0xA0...0xBF: return .mediumDistance
        case 0xE0: return .largeLiteral
        case 0xE1...0xEF: return .smallLiteral
        case 0xF0: return .largeMatch
        case 0xF1...0xFF: return .smallMatch
        default:
            switch value & 7 {
            case 7: return .largeDistance
            case 6: return value < 0x40 ? .undefined : .previousDistance
            default: return .smallDistance
            }
        }
    }

    let source: UnsafePointer<UInt8>
    private(set) var position: Int
    let end: Int
    private(set) var reachedEndOfStream = false
    private var distance = 0

    init(source: UnsafePointer<UInt8>, start: Int, end: Int) {
        self.source = source
        self.position = start
        self.end = end
    }

    /// Decodes opcodes until the end-of-stream opcode; output must not pass `outputEnd`.
    mutating func decode(into writer: inout OutputCursor, end outputEnd: Int) throws(CompiledCatalogError) {
        try Self.opcodes.withUnsafeBufferPointer { (table) throws(CompiledCatalogError) in
            while !reachedEndOfStream {
                guard position < end else { throw .damaged("an LZVN stream is cut short") }
                try step(table[Int(source[position])], into: &writer, outputEnd: outputEnd)
            }
        }
    }

    @inline(__always)
    private mutating func step(_ opcode: Opcode, into writer: inout OutputCursor, outputEnd: Int) throws(CompiledCatalogError) {
        let first = Int(source[position])
        let available = end - position
        switch opcode {
        case .smallDistance, .largeDistance, .previousDistance, .mediumDistance:
            let opcodeLength = opcode == .previousDistance ? 1 : opcode == .smallDistance ? 2 : 3
            let literal = opcode == .mediumDistance ? first >> 3 & 3 : first >> 6
            // The opcode, its literal and the first byte of the next opcode must all be there.
            guard available > opcodeLength + literal else { throw .damaged("an LZVN stream is cut short") }
            let (match, newDistance) = matchAndDistance(opcode, first: first)
            if let newDistance { distance = newDistance }
            try copyLiteral(from: position + opcodeLength, count: literal, into: &writer, outputEnd: outputEnd)
            position += opcodeLength + literal
            try copyMatch(count: match, into: &writer, outputEnd: outputEnd)
        case .smallLiteral, .largeLiteral:
            let opcodeLength = opcode == .smallLiteral ? 1 : 2
            guard available > opcodeLength else { throw .damaged("an LZVN stream is cut short") }
            let literal = opcode == .smallLiteral ? first & 15 : Int(source[position + 1]) + 16
            guard available > opcodeLength + literal else { throw .damaged("an LZVN stream is cut short") }
            try copyLiteral(from: position + opcodeLength, count: literal, into: &writer, outputEnd: outputEnd)
            position += opcodeLength + literal
        case .smallMatch, .largeMatch:
            let opcodeLength = opcode == .smallMatch ? 1 : 2
            guard available > opcodeLength else { throw .damaged("an LZVN stream is cut short") }
            let match = opcode == .smallMatch ? first & 15 : Int(source[position + 1]) + 16
            position += opcodeLength
            try copyMatch(count: match, into: &writer, outputEnd: outputEnd)
        case .nop:
            guard available > 1 else { throw .damaged("an LZVN stream is cut short") }
            position += 1
        case .endOfStream:
            guard available >= 8 else { throw .damaged("an LZVN stream's end marker is cut short") }
            position += 8
            reachedEndOfStream = true
        case .undefined:
            throw .damaged("an LZVN stream holds an undefined opcode (0x\(String(first, radix: 16)))")
        }
    }

    /// The match length and, except for the previous-distance opcode, the new distance.
    @inline(__always)
    private func matchAndDistance(_ opcode: Opcode, first: Int) -> (Int, Int?) {
        switch opcode {
        case .smallDistance: return (first >> 3 & 7 + 3, (first & 7) << 8 | Int(source[position + 1]))
        case .largeDistance: return (first >> 3 & 7 + 3, Int(source[position + 1]) | Int(source[position + 2]) << 8)
        case .mediumDistance:
            let word = Int(source[position + 1]) | Int(source[position + 2]) << 8
            return (((first & 7) << 2 | word & 3) + 3, word >> 2)
        default: return (first >> 3 & 7 + 3, nil)
        }
    }

    @inline(__always)
    private func copyLiteral(from start: Int, count: Int, into writer: inout OutputCursor, outputEnd: Int) throws(CompiledCatalogError) {
        guard count <= outputEnd - writer.position else { throw .damaged("an LZVN stream decodes past its declared size") }
        (writer.base + writer.position).update(from: source + start, count: count)
        writer.position += count
    }

    @inline(__always)
    private func copyMatch(count: Int, into writer: inout OutputCursor, outputEnd: Int) throws(CompiledCatalogError) {
        guard count <= outputEnd - writer.position else { throw .damaged("an LZVN stream decodes past its declared size") }
        guard distance > 0, distance <= writer.position else { throw .damaged("an LZVN match reaches before the start of the output") }
        CopyBytes.match(at: writer.base + writer.position, distance: distance, count: count)
        writer.position += count
    }
}

/// Raw LZVN streams (no `bvxn` block header), as a CAR's LZVN-compressed bitmaps store them.
public enum LZVN {
    /// Decodes a raw LZVN stream that must produce exactly `decodedSize` bytes.
    public static func decode(_ input: [UInt8], decodedSize: Int) throws(CompiledCatalogError) -> [UInt8] {
        let result: Result<[UInt8], CompiledCatalogError> = input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(.damaged("the LZVN stream is empty")) }
            var failure: CompiledCatalogError?
            var output = [UInt8](unsafeUninitializedCapacity: decodedSize + LZFSE.slack) { target, initialized in
                guard let destination = target.baseAddress else { return }
                destination.initialize(repeating: 0, count: decodedSize + LZFSE.slack)
                initialized = decodedSize + LZFSE.slack
                var writer = OutputCursor(base: destination, position: 0)
                var decoder = LZVNDecoder(source: base, start: 0, end: buffer.count)
                do throws(CompiledCatalogError) {
                    try decoder.decode(into: &writer, end: decodedSize)
                    if writer.position != decodedSize { failure = .damaged("an LZVN stream decodes to fewer bytes than expected") }
                } catch { failure = error }
            }
            if let failure { return .failure(failure) }
            output.removeLast(LZFSE.slack)
            return .success(output)
        }
        return try result.get()
    }
}
