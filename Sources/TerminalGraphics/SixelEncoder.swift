import Basics

/// Encodes RGBA pixels as DEC sixel: a palette of up to 255 colours chosen by median cut, Floyd–
/// Steinberg error diffusion onto it, and run-length-encoded bands six pixels tall. Pixels under
/// half opacity are left undrawn (P2 = 1), so the terminal's background shows through.
///
/// Written here rather than linked from libsixel so the image libraries stay in one module; the
/// figures in docs/decisions.md compare the two for size, time and fidelity.
public enum SixelEncoder {
    public static func encode(_ image: RGBAImage, colors: Int = 255, dither: Bool = true) -> String {
        let palette = MedianCut.palette(image, colors: max(2, min(255, colors)))
        let indices = SixelQuantizer(palette: palette).indices(image, dither: dither)
        var output: [UInt8] = []
        // Room for two bytes a pixel (measured: 2.0 on a dithered 320x320 icon), so the buffer is
        // not copied as it grows; pages never written cost nothing.
        output.reserveCapacity(image.width * image.height * 2 + palette.count * 20 + 64)
        output.append(contentsOf: Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8))
        for (index, color) in palette.enumerated() {
            output.append(contentsOf: Array("#\(index);2;\(percent(color.x));\(percent(color.y));\(percent(color.z))".utf8))
        }
        var band = SixelBand(width: image.width, colors: palette.count)
        for top in stride(from: 0, to: image.height, by: 6) {
            band.fill(indices, height: image.height, top: top)
            band.write(into: &output)
            output.append(UInt8(ascii: "-"))
        }
        output.append(contentsOf: Array("\u{1B}\\".utf8))
        return String(decoding: output, as: UTF8.self)
    }

    static func percent(_ value: Float) -> Int { Int((value * 100).rounded()) }

    /// `!n` repeats for runs of four or more; trailing empty sixels are dropped.
    static func runLength(_ sixels: [UInt8]) -> String {
        var output = [UInt8](repeating: 0, count: sixels.count)
        let count = output.withUnsafeMutableBufferPointer { target in
            sixels.withUnsafeBufferPointer { sixels in
                guard let base = target.baseAddress else { return 0 }
                var bytes = SixelBytes(base)
                bytes.appendRunLength(sixels)
                return bytes.count
            }
        }
        return String(decoding: output.prefix(count), as: UTF8.self)
    }
}
