/// Apple's LZFSE stream format, decoded from the format (lzfse/lzfse's reference describes it): a
/// sequence of blocks, each `bvx-` (stored), `bvxn` (LZVN), `bvx1`/`bvx2` (LZ77 with finite-state
/// entropy coded literals and L, M, D triplets), up to the end marker `bvx$`.
///
/// The whole output size is known from the block headers before anything is decoded, so the output is
/// allocated once, refused when over the caller's cap, and every block must fill exactly the bytes its
/// header declares: a hostile stream cannot make the decoder write past its buffer or loop.
public enum LZFSE {
    static let endMagic: UInt32 = 0x2478_7662  // bvx$
    static let storedMagic: UInt32 = 0x2D78_7662  // bvx-
    static let version1Magic: UInt32 = 0x3178_7662  // bvx1
    static let version2Magic: UInt32 = 0x3278_7662  // bvx2
    static let lzvnMagic: UInt32 = 0x6E78_7662  // bvxn
    /// Room past the end of the output for 8-byte copies that run over the last byte.
    static let slack = 64

    /// Whether `bytes` start like an LZFSE stream.
    public static func looksLikeStream(_ bytes: some Collection<UInt8>) -> Bool {
        Array(bytes.prefix(3)) == [0x62, 0x76, 0x78]
    }

    /// The bytes the stream decodes to, from its block headers alone (no decoding).
    public static func decodedSize(of input: [UInt8]) throws(CompiledCatalogError) -> Int {
        let result: Result<Int, CompiledCatalogError> = input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(.damaged("the LZFSE stream is empty")) }
            return Result { () throws(CompiledCatalogError) in try scan(base, count: buffer.count).reduce(0) { $0 + $1.rawBytes } }
        }
        return try result.get()
    }

    /// Decodes a whole stream; refuses one that declares more than `maxOutputSize` bytes.
    public static func decode(_ input: [UInt8], maxOutputSize: Int) throws(CompiledCatalogError) -> [UInt8] {
        let result: Result<[UInt8], CompiledCatalogError> = input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(.damaged("the LZFSE stream is empty")) }
            return Result { () throws(CompiledCatalogError) in try decode(base, count: buffer.count, maxOutputSize: maxOutputSize) }
        }
        return try result.get()
    }

    static func decode(_ base: UnsafePointer<UInt8>, count: Int, maxOutputSize: Int) throws(CompiledCatalogError) -> [UInt8] {
        let blocks = try scan(base, count: count)
        let total = blocks.reduce(0) { $0 + $1.rawBytes }
        guard total <= maxOutputSize else {
            throw .limit("the LZFSE stream declares \(total) bytes, more than the \(maxOutputSize)-byte limit")
        }
        var failure: CompiledCatalogError?
        var output = [UInt8](unsafeUninitializedCapacity: total + slack) { target, initialized in
            guard let destination = target.baseAddress else { return }
            (destination + total).initialize(repeating: 0, count: slack)
            var writer = OutputCursor(base: destination, position: 0)
            do throws(CompiledCatalogError) {
                for block in blocks { try decodeBlock(block, source: base, into: &writer) }
                initialized = total
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        output.removeLast(output.count - total)
        return output
    }

    private static func decodeBlock(_ block: Block, source: UnsafePointer<UInt8>, into writer: inout OutputCursor)
        throws(CompiledCatalogError)
    {
        let end = writer.position + block.rawBytes
        switch block.kind {
        case .stored:
            (writer.base + writer.position).update(from: source + block.payloadStart, count: block.rawBytes)
            writer.position = end
        case .lzvn:
            var decoder = LZVNDecoder(source: source, start: block.payloadStart, end: block.payloadEnd)
            try decoder.decode(into: &writer, end: end)
            guard decoder.reachedEndOfStream, decoder.position == block.payloadEnd else {
                throw .damaged("an LZVN block does not end where its header says")
            }
        case .compressed(let header):
            try LZFSEBlockDecoder(header: header, source: source, payloadStart: block.payloadStart).decode(into: &writer, end: end)
        }
        guard writer.position == end else { throw .damaged("an LZFSE block decodes to fewer bytes than its header declares") }
    }
}

/// Where decoded bytes go: the start of the whole output (matches may reach back into earlier blocks)
/// and the next position to write.
struct OutputCursor {
    let base: UnsafeMutablePointer<UInt8>
    var position: Int
}

extension LZFSE {
    struct Block {
        enum Kind {
            case stored
            case lzvn
            case compressed(LZFSEBlockHeader)
        }

        var kind: Kind
        var rawBytes: Int
        /// Where the block's payload (after its header) starts and ends in the input.
        var payloadStart: Int
        var payloadEnd: Int
    }

    /// Every block up to the end marker, each checked to lie inside the input. At most one block per
    /// 8 input bytes exists, so the list is bounded by the input.
    static func scan(_ base: UnsafePointer<UInt8>, count: Int) throws(CompiledCatalogError) -> [Block] {
        var blocks: [Block] = []
        var offset = 0
        var total = 0
        while true {
            guard count - offset >= 4 else { throw .damaged("the LZFSE stream is cut short before its end marker") }
            let raw = UnsafeRawPointer(base + offset)
            let magic = raw.loadUnaligned(as: UInt32.self).littleEndian
            if magic == endMagic { return blocks }
            let block = try readBlock(base, at: offset, magic: magic, available: count - offset)
            let (sum, overflow) = total.addingReportingOverflow(block.rawBytes)
            guard !overflow, sum <= Int(Int32.max) else { throw .limit("the LZFSE stream declares more than 2 GB") }
            total = sum
            blocks.append(block)
            offset = block.payloadEnd
        }
    }

    private static func readBlock(_ base: UnsafePointer<UInt8>, at offset: Int, magic: UInt32, available: Int) throws(CompiledCatalogError)
        -> Block
    {
        let raw = UnsafeRawPointer(base + offset)
        func u32(_ at: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian) }
        switch magic {
        case storedMagic:
            guard available >= 8, available - 8 >= u32(4) else { throw .damaged("a stored LZFSE block is cut short") }
            return Block(kind: .stored, rawBytes: u32(4), payloadStart: offset + 8, payloadEnd: offset + 8 + u32(4))
        case lzvnMagic:
            guard available >= 12, available - 12 >= u32(8) else { throw .damaged("an LZVN block is cut short") }
            return Block(kind: .lzvn, rawBytes: u32(4), payloadStart: offset + 12, payloadEnd: offset + 12 + u32(8))
        case version1Magic, version2Magic:
            let header =
                magic == version2Magic
                ? try LZFSEBlockHeader.version2(base, at: offset, available: available)
                : try LZFSEBlockHeader.version1(base, at: offset, available: available)
            return Block(
                kind: .compressed(header), rawBytes: header.rawBytes, payloadStart: offset + header.headerSize,
                payloadEnd: offset + header.totalSize)
        default:
            throw .damaged("the LZFSE stream holds an unknown block (magic 0x\(String(magic, radix: 16)))")
        }
    }
}
