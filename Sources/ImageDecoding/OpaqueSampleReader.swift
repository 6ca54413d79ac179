import CPNGRows

/// Reads a PNG with an alpha channel (colour type 4 or 6, 8 or 16 bits) through libpng as its samples
/// are stored, checks that every pixel is opaque, and keeps the samples without the alpha one: the
/// pixels of the same image without its channel, bit for bit.
///
/// Rows are checked as libpng hands them out, so the first pixel that shows through stops the read.
final class OpaqueSampleReader {
    /// The first pixel that is not opaque, top to bottom, left to right.
    struct Translucent {
        var x: Int
        var y: Int
    }

    private(set) var layout = cpng_layout()
    /// Every row without its alpha samples, tightly packed (16-bit samples big-endian).
    private(set) var samples: [UInt8] = []
    private(set) var translucent: Translucent?
    private var keptBytes = 0
    private var pixelBytes = 0
    private var width = 0

    /// Reads `bytes` within `limits`, up to the first pixel that is not opaque (`translucent` then
    /// says where, and `samples` is incomplete).
    static func read(_ bytes: [UInt8], limits: PNGDecoder.Limits) throws(ImageDecodeError) -> OpaqueSampleReader {
        let reader = OpaqueSampleReader()
        var message = [CChar](repeating: 0, count: Int(CPNG_ROWS_MESSAGE_SIZE))
        let context = Unmanaged.passUnretained(reader).toOpaque()
        let status = bytes.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { text in
                cpng_read_samples(
                    input.baseAddress, input.count, UInt32(clamping: limits.maxDimension), max(0, limits.maxImageData), beginSamples,
                    checkRow, context, text.baseAddress, nil)
            }
        }
        withExtendedLifetime(reader) {}
        if reader.translucent != nil { return reader }
        switch status {
        case Int32(CPNG_ROWS_OK.rawValue):
            return reader
        case Int32(CPNG_ROWS_TOO_LARGE.rawValue):
            throw ImageDecodeError(.tooLarge, "is larger than the \(limits.maxDimension)-pixel limit for an icon")
        case Int32(CPNG_ROWS_TOO_MUCH_DATA.rawValue):
            throw limits.tooMuchImageData
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw LibPNGRows.failure(libpngMessage: text)
        }
    }

    /// Sizes the output from the layout libpng reports; false (stop) for a layout without alpha.
    fileprivate func begin(_ layout: cpng_layout) -> Bool {
        guard layout.color_type == 4 || layout.color_type == 6, layout.bit_depth == 8 || layout.bit_depth == 16 else { return false }
        self.layout = layout
        width = Int(layout.width)
        let sampleBytes = Int(layout.bit_depth) / 8
        pixelBytes = (layout.color_type == 6 ? 4 : 2) * sampleBytes
        keptBytes = pixelBytes - sampleBytes
        samples.reserveCapacity(width * Int(layout.height) * keptBytes)
        return true
    }

    /// Keeps row `y`'s colour samples; false (stop) at the first pixel whose alpha is not all ones.
    fileprivate func add(row: UnsafePointer<UInt8>, y: Int) -> Bool {
        let (pixelBytes, keptBytes) = (pixelBytes, keptBytes)
        for x in 0..<width {
            let pixel = row + x * pixelBytes
            for alphaByte in keptBytes..<pixelBytes where pixel[alphaByte] != 0xFF {
                translucent = Translucent(x: x, y: y)
                return false
            }
            samples.append(contentsOf: UnsafeBufferPointer(start: pixel, count: keptBytes))
        }
        return true
    }
}

private let beginSamples: cpng_samples_begin = { context, layout in
    guard let context else { return 1 }
    return Unmanaged<OpaqueSampleReader>.fromOpaque(context).takeUnretainedValue().begin(layout) ? 0 : 1
}

private let checkRow: cpng_rows_row = { context, row, y in
    guard let context, let row else { return 1 }
    return Unmanaged<OpaqueSampleReader>.fromOpaque(context).takeUnretainedValue().add(row: row, y: Int(y)) ? 0 : 1
}
