/// Conversions from CoreUI's stored pixels (premultiplied, blue-green-red-alpha in memory for colour,
/// gray-alpha for GA8) to straight RGBA, the form every other image in the project takes.
enum Pixels {
    @inline(__always)
    static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }

    /// Stores one premultiplied pixel as straight RGBA at `pixel`.
    @inline(__always)
    static func storeStraight(_ rgba: inout [UInt8], _ pixel: Int, b: Int, g: Int, r: Int, a: Int) {
        let base = pixel * 4
        if a == 0 || a == 255 {
            rgba[base] = UInt8(clamp(r))
            rgba[base + 1] = UInt8(clamp(g))
            rgba[base + 2] = UInt8(clamp(b))
        } else {
            rgba[base] = UInt8(clamp((r * 255 + a / 2) / a))
            rgba[base + 1] = UInt8(clamp((g * 255 + a / 2) / a))
            rgba[base + 2] = UInt8(clamp((b * 255 + a / 2) / a))
        }
        rgba[base + 3] = UInt8(clamp(a))
    }

    /// Rows of a bitmap in `format`, `rowBytes` apart, as straight RGBA.
    static func straightRGBA(rows: [UInt8], rowBytes: Int, width: Int, height: Int, format: PixelFormat) throws(CompiledCatalogError)
        -> [UInt8]
    {
        guard let size = bytesPerPixel(format) else { throw .unsupported("its pixel format \(format) is not decoded") }
        guard rowBytes >= width * size, rows.count >= rowBytes * height else { throw .damaged("its pixel rows are shorter than its width") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        // Where blue, green, red and alpha sit in a stored pixel, decided once, not by comparing the
        // format's four-character code at every pixel. RGB5 packs its channels into bits.
        let channels: (b: Int, g: Int, r: Int, a: Int)? =
            switch format {
            case .ga8: (0, 0, 0, 1)
            case .ga16: (1, 1, 1, 3)
            case .rgbw: (1, 3, 5, 7)
            case .rgb5: nil
            default: (0, 1, 2, 3)
            }
        rows.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        let at = y * rowBytes + x * size
                        let base = (y * width + x) * 4
                        guard let (b, g, r, a) = channels else {
                            let value = Int(source[at]) | Int(source[at + 1]) << 8
                            let expand = { (bits: Int) in UInt8(bits << 3 | bits >> 2) }
                            (target[base], target[base + 1], target[base + 2], target[base + 3]) =
                                (expand(value >> 10 & 31), expand(value >> 5 & 31), expand(value & 31), 255)
                            continue
                        }
                        unpremultiply(
                            into: target, at: base, b: source[at + b], g: source[at + g], r: source[at + r], a: source[at + a])
                    }
                }
            }
        }
        return rgba
    }

    /// One premultiplied pixel stored as straight RGBA at byte `base` of `target`.
    @inline(__always)
    static func unpremultiply(into target: UnsafeMutableBufferPointer<UInt8>, at base: Int, b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        if a == 255 || a == 0 {
            (target[base], target[base + 1], target[base + 2]) = (r, g, b)
        } else {
            let alpha = Int(a)
            target[base] = UInt8(clamp((Int(r) * 255 + alpha / 2) / alpha))
            target[base + 1] = UInt8(clamp((Int(g) * 255 + alpha / 2) / alpha))
            target[base + 2] = UInt8(clamp((Int(b) * 255 + alpha / 2) / alpha))
        }
        target[base + 3] = a
    }

    static func bytesPerPixel(_ format: PixelFormat) -> Int? {
        [PixelFormat.argb: 4, .ga8: 2, .rgbw: 8, .ga16: 4, .rgb5: 2][format]
    }

    /// deepmap2's stored pixels (gray, gray-alpha, BGR, BGRA) as straight RGBA.
    static func straightRGBA(fromDeepmap data: [UInt8], header: Deepmap2.Header, pixels: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: pixels * 4)
        let size = header.bytesPerPixel
        for pixel in 0..<min(pixels, data.count / size) {
            let at = pixel * size
            switch header.format {
            case 1: storeStraight(&rgba, pixel, b: Int(data[at]), g: Int(data[at]), r: Int(data[at]), a: 255)
            case 2: storeStraight(&rgba, pixel, b: Int(data[at]), g: Int(data[at]), r: Int(data[at]), a: Int(data[at + 1]))
            case 3: storeStraight(&rgba, pixel, b: Int(data[at]), g: Int(data[at + 1]), r: Int(data[at + 2]), a: 255)
            default: storeStraight(&rgba, pixel, b: Int(data[at]), g: Int(data[at + 1]), r: Int(data[at + 2]), a: Int(data[at + 3]))
            }
        }
        return rgba
    }
}

/// Palette images (compression 8), as public readers describe them: after an optional LZFSE layer, the
/// magic 0xCAFEF00D, a colour count at offset 8, that many RGBA colours, then one index per pixel.
enum PaletteImage {
    static func decode(_ data: [UInt8], width: Int, height: Int, limits: CompiledCatalog.Limits) throws(CompiledCatalogError) -> [UInt8] {
        let reader = ByteReader(data)
        guard try reader.u32(0) == 0xCAFE_F00D else { throw .unsupported("its palette image does not start with the palette magic") }
        let count = try reader.u16(8)
        let indices = try reader.sub(10 + 4 * count, count: width * height, "the palette image's indices")
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<width * height {
            let index = Int(data[indices.range.lowerBound + pixel])
            guard index < count else { continue }
            let at = 10 + 4 * index
            Pixels.storeStraight(&rgba, pixel, b: Int(data[at + 2]), g: Int(data[at + 1]), r: Int(data[at]), a: Int(data[at + 3]))
        }
        return rgba
    }
}
