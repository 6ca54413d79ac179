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
        var output = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (index, color) in palette.enumerated() {
            output += "#\(index);2;\(percent(color.x));\(percent(color.y));\(percent(color.z))"
        }
        for top in stride(from: 0, to: image.height, by: 6) {
            output += band(indices, width: image.width, height: image.height, top: top, colors: palette.count)
            output += "-"
        }
        return output + "\u{1B}\\"
    }

    static func percent(_ value: Float) -> Int { Int((value * 100).rounded()) }

    /// One six-pixel band: per colour used in it, its sixels across the row, then a carriage return.
    static func band(_ indices: [Int16], width: Int, height: Int, top: Int, colors: Int) -> String {
        var rows: [Int: [UInt8]] = [:]
        for bit in 0..<min(6, height - top) {
            let base = (top + bit) * width
            for x in 0..<width {
                let index = Int(indices[base + x])
                guard index >= 0 else { continue }
                rows[index, default: [UInt8](repeating: 0, count: width)][x] |= 1 << bit
            }
        }
        var output = ""
        for index in rows.keys.sorted() {
            guard let sixels = rows[index] else { continue }
            output += "#\(index)" + runLength(sixels) + "$"
        }
        return output
    }

    /// `!n` repeats for runs of four or more; trailing empty sixels are dropped.
    static func runLength(_ sixels: [UInt8]) -> String {
        var end = sixels.count
        while end > 0 && sixels[end - 1] == 0 { end -= 1 }
        var output = ""
        var x = 0
        while x < end {
            var run = 1
            while x + run < end && sixels[x + run] == sixels[x] { run += 1 }
            let character = Character(Unicode.Scalar(63 + sixels[x]))
            output += run >= 4 ? "!\(run)\(character)" : String(repeating: character, count: run)
            x += run
        }
        return output
    }
}
