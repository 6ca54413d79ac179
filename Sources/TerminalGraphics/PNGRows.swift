import Basics

/// The filtered scanlines PNGWriter compresses: each row a filter-type byte and the row's bytes,
/// RGB (3 channels) or RGBA (4).
enum PNGRows {
    /// True when no pixel has any transparency, so the alpha channel can be left out.
    static func isOpaque(_ image: RGBAImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// Rows with filter 4 (Paeth): each byte minus the one of left, up and upper-left nearest to
    /// left + up - upper-left (PNG specification, 9.4), ties in that order. Read straight from the
    /// RGBA pixels; on the first row the predictor is always left and on the first column up.
    static func paeth(_ image: RGBAImage, channels: Int) -> [UInt8] {
        paeth(image, channels: channels, rows: 0..<image.height)
    }

    /// The Paeth rows of `rows` only (each row's residues depend on the pixels above, not on the
    /// residues), so parts of a picture can be filtered apart.
    static func paeth(_ image: RGBAImage, channels: Int, rows range: Range<Int>) -> [UInt8] {
        let width = image.width
        let stride = width * channels
        var rows = [UInt8](repeating: 0, count: range.count * (stride + 1))
        image.pixels.withUnsafeBufferPointer { pixels in
            rows.withUnsafeMutableBufferPointer { output in
                for (index, y) in range.enumerated() {
                    output[index * (stride + 1)] = 4
                    if channels == 3 {
                        paethRow(pixels, y: y, width: width, channels: 3, into: output, at: index * (stride + 1) + 1)
                    } else {
                        paethRow(pixels, y: y, width: width, channels: 4, into: output, at: index * (stride + 1) + 1)
                    }
                }
            }
        }
        return rows
    }

    /// One row's residues; `channels` is a constant at each call, so the channel loop unrolls.
    @inline(__always)
    private static func paethRow(
        _ pixels: UnsafeBufferPointer<UInt8>, y: Int, width: Int, channels: Int, into output: UnsafeMutableBufferPointer<UInt8>,
        at start: Int
    ) {
        guard width > 0 else { return }
        let row = y &* width &* 4
        guard y > 0 else {
            for channel in 0..<channels { output[start &+ channel] = pixels[row &+ channel] }
            for x in 1..<max(1, width) {
                for channel in 0..<channels {
                    let source = row &+ x &* 4 &+ channel
                    output[start &+ x &* channels &+ channel] = pixels[source] &- pixels[source &- 4]
                }
            }
            return
        }
        let above = row &- width &* 4
        for channel in 0..<channels { output[start &+ channel] = pixels[row &+ channel] &- pixels[above &+ channel] }
        for x in 1..<max(1, width) {
            for channel in 0..<channels {
                let source = row &+ x &* 4 &+ channel
                let a = Int32(pixels[source &- 4])
                let b = Int32(pixels[source &- width &* 4])
                let c = Int32(pixels[source &- width &* 4 &- 4])
                let pa = (b &- c).magnitude
                let pb = (a &- c).magnitude
                let pc = (a &+ b &- 2 &* c).magnitude
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                output[start &+ x &* channels &+ channel] = pixels[source] &- UInt8(truncatingIfNeeded: predictor)
            }
        }
    }

    /// Rows with filter 0 (none).
    static func unfiltered(_ image: RGBAImage, channels: Int) -> [UInt8] {
        let stride = image.width * channels
        var rows = [UInt8](repeating: 0, count: image.height * (stride + 1))
        var current = [UInt8](repeating: 0, count: stride)
        for y in 0..<image.height {
            pack(image, row: y, channels: channels, into: &current)
            let base = y * (stride + 1) + 1
            rows.replaceSubrange(base..<(base + stride), with: current)
        }
        return rows
    }

    /// Row `y` of `image` with 3 or 4 channels per pixel.
    private static func pack(_ image: RGBAImage, row y: Int, channels: Int, into row: inout [UInt8]) {
        let width = image.width
        image.pixels.withUnsafeBufferPointer { pixels in
            row.withUnsafeMutableBufferPointer { row in
                let source = y * width * 4
                if channels == 4 {
                    for index in 0..<(width * 4) { row[index] = pixels[source + index] }
                    return
                }
                for x in 0..<width {
                    row[x * 3] = pixels[source + x * 4]
                    row[x * 3 + 1] = pixels[source + x * 4 + 1]
                    row[x * 3 + 2] = pixels[source + x * 4 + 2]
                }
            }
        }
    }
}
