import CPNGRows

/// Runs libpng's low-level row reader (the C shim `cpng_read_rows`) and relays its rows to a sink.
///
/// The low-level API decodes flat icons about twice as fast as the simplified one and strips 16-bit
/// samples while unpacking instead of converting through linear light; rows stream out, so no
/// whole-image buffer is needed. libpng's `longjmp` stays inside the C shim: Swift only runs in
/// the callbacks, between libpng calls.
enum LibPNGRows {
    /// Decodes a standard PNG (CgBI files are un-crushed first); `cgbi` turns each row's BGRA
    /// premultiplied pixels back into straight RGBA before the sink sees it.
    static func read<Sink: PNGRowSink>(
        _ bytes: [UInt8], maxDimension: Int, cgbi: Bool, into sink: inout Sink
    ) throws(PNGDecodeFailure) {
        let relay = SinkRelay(sink: sink, cgbi: cgbi)
        var message = [CChar](repeating: 0, count: Int(CPNG_ROWS_MESSAGE_SIZE))
        let limit = UInt32(clamping: maxDimension)
        let context = Unmanaged.passUnretained(relay as RowRelay).toOpaque()
        let status = bytes.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { text in
                cpng_read_rows(input.baseAddress, input.count, limit, relayBegin, relayRow, context, text.baseAddress)
            }
        }
        withExtendedLifetime(relay) {}
        sink = relay.sink
        switch status {
        case Int32(CPNG_ROWS_OK.rawValue):
            return
        case Int32(CPNG_ROWS_TOO_LARGE.rawValue):
            throw PNGDecodeFailure(.tooLarge, "is larger than the \(maxDimension)-pixel limit for an icon")
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw failure(libpngMessage: text)
        }
    }

    /// libpng's message, with its jargon turned into something a person can act on.
    static func failure(libpngMessage text: String) -> PNGDecodeFailure {
        let lower = text.lowercased()
        if lower.contains("not enough image data") || lower.contains("truncated") || lower.contains("read error")
            || lower.contains("beyond end") || lower.contains("unexpected end")
        {
            return PNGDecodeFailure(.truncated, "is cut short (\(text))")
        }
        if lower.contains("not a png") || lower.contains("signature") {
            return PNGDecodeFailure(.notPNG, "is not a PNG file")
        }
        return PNGDecodeFailure(.damaged, "is damaged (\(text.isEmpty ? "libpng gave no reason" : text))")
    }
}

/// What the C callbacks reach through their context pointer: a class, since a C function pointer
/// cannot capture the generic sink.
class RowRelay {
    func begin(width: Int, height: Int) {}
    func row(_ rgba: UnsafePointer<UInt8>, y: Int) {}
}

/// Holds the sink while libpng runs, un-crushing CgBI rows on the way.
final class SinkRelay<Sink: PNGRowSink>: RowRelay {
    var sink: Sink
    let cgbi: Bool
    private var width = 0
    private var scratch: [UInt8] = []

    init(sink: Sink, cgbi: Bool) {
        self.sink = sink
        self.cgbi = cgbi
    }

    override func begin(width: Int, height: Int) {
        self.width = width
        if cgbi { scratch = [UInt8](repeating: 0, count: width * 4) }
        sink.begin(width: width, height: height)
    }

    override func row(_ rgba: UnsafePointer<UInt8>, y: Int) {
        let row = UnsafeBufferPointer(start: rgba, count: width * 4)
        guard cgbi else {
            sink.row(row, y: y)
            return
        }
        scratch.withUnsafeMutableBufferPointer { copy in
            _ = copy.initialize(from: row)
            CgBIUncrusher.restoreColours(row: copy)
            sink.row(UnsafeBufferPointer(copy), y: y)
        }
    }
}

private let relayBegin: cpng_rows_begin = { context, width, height in
    guard let context else { return 1 }
    Unmanaged<RowRelay>.fromOpaque(context).takeUnretainedValue().begin(width: Int(width), height: Int(height))
    return 0
}

private let relayRow: cpng_rows_row = { context, rgba, y in
    guard let context, let rgba else { return 1 }
    Unmanaged<RowRelay>.fromOpaque(context).takeUnretainedValue().row(rgba, y: Int(y))
    return 0
}

extension CgBIUncrusher {
    /// BGRA premultiplied → RGBA straight, in place, for one row.
    static func restoreColours(row pixels: UnsafeMutableBufferPointer<UInt8>) {
        for index in stride(from: 0, to: pixels.count - 3, by: 4) {
            let blue = pixels[index]
            let alpha = Int(pixels[index + 3])
            pixels[index] = pixels[index + 2]
            pixels[index + 2] = blue
            guard alpha > 0, alpha < 255 else { continue }
            for channel in index..<index + 3 {
                pixels[channel] = UInt8(min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
            }
        }
    }
}
