import Basics

/// A square picture being composed: premultiplied, gamma-encoded sRGB floats, four per pixel.
/// Premultiplied so that resampling and blending treat transparent pixels' colour as nothing.
struct FloatCanvas: Sendable {
    let width: Int
    let height: Int
    var values: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        values = [Float](repeating: 0, count: width * height * 4)
    }

    /// Straight 8-bit RGBA in, premultiplied floats out.
    init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height)
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let alpha = Float(image.pixels[index + 3]) / 255
            values[index] = Float(image.pixels[index]) / 255 * alpha
            values[index + 1] = Float(image.pixels[index + 1]) / 255 * alpha
            values[index + 2] = Float(image.pixels[index + 2]) / 255 * alpha
            values[index + 3] = alpha
        }
    }

    /// Straight 8-bit RGBA, rounded and clamped.
    var rgbaImage: RGBAImage {
        var pixels = [UInt8](repeating: 0, count: values.count)
        for index in stride(from: 0, to: values.count, by: 4) {
            let alpha = min(1, max(0, values[index + 3]))
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                pixels[index + channel] = Self.byte(values[index + channel] / alpha)
            }
            pixels[index + 3] = Self.byte(alpha)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func byte(_ value: Float) -> UInt8 {
        UInt8(min(255, max(0, (value * 255).rounded())))
    }

    /// Premultiplied pixel at (x, y); callers keep x, y in range.
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let index = (y * width + x) * 4
        return SIMD4(values[index], values[index + 1], values[index + 2], values[index + 3])
    }

    mutating func set(_ x: Int, _ y: Int, _ value: SIMD4<Float>) {
        let index = (y * width + x) * 4
        values[index] = value.x
        values[index + 1] = value.y
        values[index + 2] = value.z
        values[index + 3] = value.w
    }

    /// Every pixel replaced by its luminance (Rec. 709 weights on encoded values), alpha kept: the
    /// tinted appearance is a monochrome rendering the system then tints.
    mutating func makeMonochrome() {
        for index in stride(from: 0, to: values.count, by: 4) {
            let luminance = 0.2126 * values[index] + 0.7152 * values[index + 1] + 0.0722 * values[index + 2]
            values[index] = luminance
            values[index + 1] = luminance
            values[index + 2] = luminance
        }
    }
}
