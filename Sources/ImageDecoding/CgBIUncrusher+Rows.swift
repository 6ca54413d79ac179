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
