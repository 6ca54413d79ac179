import Basics
import TerminalArt

/// Scales an icon to the pixels of a cell area, in linear light, clipped to the iOS icon shape, and
/// back to 8-bit straight-alpha RGBA for an encoder. `PixelRows` does the work a row at a time.
public enum PixelFitter {
    /// The largest size with the image's aspect ratio inside `width` x `height` pixels, never larger
    /// than the image itself (terminals scale up themselves where asked to, sixel does not need to).
    public static func fittedSize(imageWidth: Int, imageHeight: Int, width: Int, height: Int) -> (width: Int, height: Int) {
        let scale = min(1, min(Double(width) / Double(max(1, imageWidth)), Double(height) / Double(max(1, imageHeight))))
        return (max(1, Int((Double(imageWidth) * scale).rounded())), max(1, Int((Double(imageHeight) * scale).rounded())))
    }

    /// `image` at `width` x `height`; with `background`, composited over it (no transparency left).
    public static func fit(_ image: RGBAImage, width: Int, height: Int, mask: Bool, background: ArtOptions.RGB?) -> RGBAImage {
        fit(image, width: width, height: height, mask: mask, background: background, fastPaths: true)
    }

    /// `fastPaths: false` takes the general path even where a shortcut gives the same pixels (tests).
    static func fit(_ image: RGBAImage, width: Int, height: Int, mask: Bool, background: ArtOptions.RGB?, fastPaths: Bool)
        -> RGBAImage
    {
        var rows = PixelRows(
            sourceWidth: image.width, sourceHeight: image.height, width: width, height: height, mask: mask,
            background: background, fastPaths: fastPaths)
        image.pixels.withUnsafeBufferPointer { pixels in
            let stride = image.width * 4
            for y in 0..<image.height {
                rows.add(row: UnsafeBufferPointer(rebasing: pixels[(y * stride)..<((y + 1) * stride)]), y: y)
            }
        }
        return rows.image
    }

    /// The background in linear light, as the compositing adds it.
    static func linear(_ background: ArtOptions.RGB?) -> SIMD3<Float>? {
        background.map {
            SIMD3<Float>(
                ColorScience.linearFromByte[Int($0.red)], ColorScience.linearFromByte[Int($0.green)],
                ColorScience.linearFromByte[Int($0.blue)])
        }
    }

    /// Stores one linear, premultiplied sample as straight 8-bit RGBA at `base`: composited over
    /// `back` when given, else divided by its alpha. Every path goes through here, so they agree.
    @inline(__always)
    static func store(
        _ sample: SIMD4<Float>, back: SIMD3<Float>?, toByte: LinearToByte.Tables, at base: Int,
        in pixels: UnsafeMutableBufferPointer<UInt8>
    ) {
        var alpha = sample.w
        var color = SIMD3<Float>(sample.x, sample.y, sample.z)
        if let back {
            color += back * (1 - alpha)
            alpha = 1
        } else if alpha > 0 && alpha != 1 {
            color /= alpha  // (opaque samples skip it: dividing by 1 changes nothing)
        }
        pixels[base] = toByte.byte(color.x)
        pixels[base + 1] = toByte.byte(color.y)
        pixels[base + 2] = toByte.byte(color.z)
        // 255 exactly for opaque samples without the call `rounded()` makes.
        pixels[base + 3] = alpha == 1 ? 255 : UInt8(max(0, min(255, (alpha * 255).rounded())))
    }
}
