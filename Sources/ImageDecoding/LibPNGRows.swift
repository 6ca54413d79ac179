import CPNGRows

/// Runs libpng's low-level row reader (the C shim `cpng_read_rows`) and relays its rows to a sink.
///
/// The low-level API decodes flat icons about twice as fast as the simplified one and strips 16-bit
/// samples while unpacking instead of converting through linear light; rows stream out, so no
/// whole-image buffer is needed. libpng's `longjmp` stays inside the C shim: Swift only runs in
/// the callbacks, between libpng calls.
enum LibPNGRows {
    /// Decodes a standard PNG (CgBI files are un-crushed first); `cgbi` turns each row's BGRA
    /// premultiplied pixels back into straight RGBA before the sink sees it. Returns how many
    /// warnings libpng gave (damaged ancillary chunks it skipped; nothing anyone is told about).
    @discardableResult
    static func read<Sink: PNGRowSink>(
        _ bytes: [UInt8], limits: PNGDecoder.Limits, cgbi: Bool, into sink: inout Sink
    ) throws(ImageDecodeError) -> Int {
        try run(limits, cgbi: cgbi, into: &sink) { dimension, inflated, context, text, warnings in
            bytes.withUnsafeBufferPointer { input in
                cpng_read_rows(input.baseAddress, input.count, dimension, inflated, relayBegin, relayRow, context, text, warnings)
            }
        }
    }

    /// Decodes a standard PNG read from `descriptor` (from its current offset) a buffer at a time:
    /// a large file is never held whole, and no file-sized buffer is allocated, zeroed and faulted in.
    @discardableResult
    static func read<Sink: PNGRowSink>(
        descriptor: Int32, limits: PNGDecoder.Limits, into sink: inout Sink
    ) throws(ImageDecodeError) -> Int {
        try run(limits, cgbi: false, into: &sink) { dimension, inflated, context, text, warnings in
            cpng_read_rows_fd(descriptor, dimension, inflated, relayBegin, relayRow, context, text, warnings)
        }
    }

    /// Runs one of the C readers with a relay to `sink` and turns its status into a failure.
    private static func run<Sink: PNGRowSink>(
        _ limits: PNGDecoder.Limits, cgbi: Bool, into sink: inout Sink,
        reader: (UInt32, Int, UnsafeMutableRawPointer, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<UInt32>) -> Int32
    ) throws(ImageDecodeError) -> Int {
        let relay = SinkRelay(sink: sink, cgbi: cgbi)
        var message = [CChar](repeating: 0, count: Int(CPNG_ROWS_MESSAGE_SIZE))
        var warnings: UInt32 = 0
        let dimension = UInt32(clamping: limits.maxDimension)
        let context = Unmanaged.passUnretained(relay as RowRelay).toOpaque()
        let status = message.withUnsafeMutableBufferPointer { text in
            reader(dimension, max(0, limits.maxImageData), context, text.baseAddress, &warnings)
        }
        withExtendedLifetime(relay) {}
        sink = relay.sink
        switch status {
        case Int32(CPNG_ROWS_OK.rawValue):
            return Int(warnings)
        case Int32(CPNG_ROWS_TOO_LARGE.rawValue):
            throw ImageDecodeError(.tooLarge, "is larger than the \(limits.maxDimension)-pixel limit for an icon")
        case Int32(CPNG_ROWS_TOO_MUCH_DATA.rawValue):
            throw limits.tooMuchImageData
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw failure(libpngMessage: text)
        }
    }

    /// libpng's message, with its jargon turned into something a person can act on.
    static func failure(libpngMessage text: String) -> ImageDecodeError {
        let lower = text.lowercased()
        if lower.contains("not enough image data") || lower.contains("truncated") || lower.contains("read error")
            || lower.contains("beyond end") || lower.contains("unexpected end")
        {
            return ImageDecodeError(.truncated, "is cut short (\(text))")
        }
        if lower.contains("not a png") || lower.contains("signature") {
            return ImageDecodeError(.wrongFormat, "is not a PNG file")
        }
        return ImageDecodeError(.damaged, "is damaged (\(text.isEmpty ? "libpng gave no reason" : text))")
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
