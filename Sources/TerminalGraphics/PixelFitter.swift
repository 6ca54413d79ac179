import Basics
import TerminalArt

/// Scales an icon to the pixels of a cell area, in linear light, clipped to the iOS icon shape, and
/// back to 8-bit straight-alpha RGBA for an encoder.
public enum PixelFitter {
    /// The largest size with the image's aspect ratio inside `width` x `height` pixels, never larger
    /// than the image itself (terminals scale up themselves where asked to, sixel does not need to).
    public static func fittedSize(imageWidth: Int, imageHeight: Int, width: Int, height: Int) -> (width: Int, height: Int) {
        let scale = min(1, min(Double(width) / Double(max(1, imageWidth)), Double(height) / Double(max(1, imageHeight))))
        return (max(1, Int((Double(imageWidth) * scale).rounded())), max(1, Int((Double(imageHeight) * scale).rounded())))
    }

    /// `image` at `width` x `height`; with `background`, composited over it (no transparency left).
    public static func fit(_ image: RGBAImage, width: Int, height: Int, mask: Bool, background: ArtOptions.RGB?) -> RGBAImage {
        var samples = BoxDownscaler.downscale(image, width: width, height: height)
        if mask { IconMask.apply(to: &samples) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let back = background.map {
            SIMD3<Float>(
                ColorScience.linearFromByte[Int($0.red)], ColorScience.linearFromByte[Int($0.green)],
                ColorScience.linearFromByte[Int($0.blue)])
        }
        let toByte = LinearToByte.shared
        for index in 0..<(width * height) {
            let base = index * 4
            var alpha = samples.values[base + 3]
            var color = SIMD3<Float>(samples.values[base], samples.values[base + 1], samples.values[base + 2])
            if let back {
                color += back * (1 - alpha)
                alpha = 1
            } else if alpha > 0 {
                color /= alpha
            }
            pixels[base] = toByte.byte(color.x)
            pixels[base + 1] = toByte.byte(color.y)
            pixels[base + 2] = toByte.byte(color.z)
            pixels[base + 3] = UInt8(max(0, min(255, (alpha * 255).rounded())))
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
