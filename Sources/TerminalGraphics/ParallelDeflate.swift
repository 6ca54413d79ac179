import CZlibSystem
import Dispatch

/// zlib-wrapped deflate made in two halves at once, as pigz does: each half is a raw deflate stream
/// (the first ending on a byte boundary with a sync flush, the second final), the two joined behind
/// one zlib header, and the Adler-32 of the whole combined from the halves'. With `Z_RLE` a match
/// never reaches back more than one byte, so cutting the input costs nothing in size; on two cores
/// it halves the time of the encoder's largest step.
enum ParallelDeflate {
    /// The parts `input` makes (each on the thread that compresses it), compressed as one stream.
    static func compress(parts: Int, level: Int32, strategy: Int32, input: @Sendable (Int) -> [UInt8]) -> [UInt8] {
        var results = [Part](repeating: Part(), count: max(1, parts))
        results.withUnsafeMutableBufferPointer { results in
            let results = UnsafeSendable(results)
            DispatchQueue.concurrentPerform(iterations: results.value.count) { part in
                let data = input(part)
                results.value[part] = data.withUnsafeBufferPointer {
                    raw($0, level: level, strategy: strategy, final: part == results.value.count - 1)
                }
            }
        }
        guard results.allSatisfy({ !$0.bytes.isEmpty }) else { return [] }
        var output: [UInt8] = [0x78, 0x01]  // deflate, 32 kB window; (0x78 << 8 | 0x01) % 31 == 0
        output.reserveCapacity(results.reduce(6) { $0 + $1.bytes.count })
        var adler = results[0].adler
        for (index, part) in results.enumerated() {
            output += part.bytes
            if index > 0 { adler = adler32_combine(adler, part.adler, .init(part.count)) }
        }
        output += [UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return output
    }

    /// One half: its raw deflate bytes, the Adler-32 and length of its input.
    struct Part {
        var bytes: [UInt8] = []
        var adler: uLong = 1
        var count = 0
    }

    /// A raw deflate stream of `source`, final or ending in a sync flush.
    static func raw(_ source: UnsafeBufferPointer<UInt8>, level: Int32, strategy: Int32, final: Bool) -> Part {
        var stream = z_stream()
        let initialized = deflateInit2_(
            &stream, level, Z_DEFLATED, -15, 8, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initialized == Z_OK else { return Part() }
        defer { deflateEnd(&stream) }
        // The bound plus room for the sync flush's empty stored block.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(source.count))) + 16)
        let status = output.withUnsafeMutableBufferPointer { target in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            stream.next_out = target.baseAddress
            stream.avail_out = uInt(target.count)
            return deflate(&stream, final ? Z_FINISH : Z_SYNC_FLUSH)
        }
        guard status == (final ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else { return Part() }
        output.removeLast(output.count - Int(stream.total_out))
        return Part(bytes: output, adler: adler32(1, source.baseAddress, uInt(source.count)), count: source.count)
    }
}

/// A value handed to `concurrentPerform`'s iterations, each of which touches only its own part.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
