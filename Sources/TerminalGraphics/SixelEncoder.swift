import Basics
import Dispatch

/// Encodes RGBA pixels as DEC sixel: a palette of up to 255 colours chosen by median cut, Floyd–
/// Steinberg error diffusion onto it, and run-length-encoded bands six pixels tall. Pixels under
/// half opacity are left undrawn (P2 = 1), so the terminal's background shows through.
///
/// Written here rather than linked from libsixel so the image libraries stay in one module; the
/// figures in docs/benchmarks.md compare the two for size, time and fidelity.
public enum SixelEncoder {
    public static func encode(_ image: RGBAImage, colors: Int = 255, dither: Bool = true) -> String {
        encode(image, colors: colors, dither: dither, pipelined: image.width * image.height >= pipelinedPixels)
    }

    /// `pipelined`: bands are written on a second thread as the quantizer finishes each six rows
    /// (the same bytes; a test compares the two).
    static func encode(_ image: RGBAImage, colors: Int, dither: Bool, pipelined: Bool) -> String {
        let palette = MedianCut.palette(image, colors: max(2, min(255, colors)))
        let quantizer = SixelQuantizer(palette: palette)
        var header: [UInt8] = []
        header.append(contentsOf: Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8))
        for (index, color) in palette.enumerated() {
            header.append(contentsOf: Array("#\(index);2;\(percent(color.x));\(percent(color.y));\(percent(color.z))".utf8))
        }
        let writer = SixelBandWriter(header: header, width: image.width, height: image.height, colors: palette.count)
        var indices = [Int16](repeating: -1, count: image.width * image.height)
        indices.withUnsafeMutableBufferPointer { indices in
            guard pipelined else {
                quantizer.indices(image, dither: dither, into: indices) { _ in }
                writer.writeBands(UnsafeBufferPointer(indices), waiting: nil)
                return
            }
            let (ready, done) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            let rows = UnsafeSendable(UnsafeBufferPointer(indices))
            DispatchQueue(label: "iconpicker.sixel.bands").async {
                writer.writeBands(rows.value, waiting: ready)
                done.signal()
            }
            quantizer.indices(image, dither: dither, into: indices) { y in
                if (y + 1) % 6 == 0 || y + 1 == image.height { ready.signal() }
            }
            done.wait()
        }
        writer.output.append(contentsOf: Array("\u{1B}\\".utf8))
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// From this many pixels on, bands are written while the quantizer works (a 181x181 picture).
    static let pipelinedPixels = 32_768

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
