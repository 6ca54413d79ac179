import Foundation

/// The iOS home-screen icon shape, a "squircle" with continuous corners, approximated by the
/// superellipse |2x-1|^5 + |2y-1|^5 <= 1 over the unit square.
public enum IconMask {
    public static let exponent: Float = 5

    /// True when the point (in unit-square coordinates) is inside the shape.
    public static func contains(x: Float, y: Float) -> Bool {
        powf(abs(2 * x - 1), exponent) + powf(abs(2 * y - 1), exponent) <= 1
    }

    /// The fraction of the rectangle [x0, x1) x [y0, y1) inside the shape, from 4x4 points.
    public static func coverage(x0: Float, y0: Float, x1: Float, y1: Float) -> Float {
        if contains(x: x0, y: y0) && contains(x: x1, y: y0) && contains(x: x0, y: y1) && contains(x: x1, y: y1)
            && x0 >= 0 && y0 >= 0 && x1 <= 1 && y1 <= 1
        {
            return 1  // the shape is convex: all corners inside means all inside
        }
        var inside = 0
        for row in 0..<4 {
            for column in 0..<4 {
                let x = x0 + (x1 - x0) * (Float(column) + 0.5) / 4
                let y = y0 + (y1 - y0) * (Float(row) + 0.5) / 4
                if contains(x: x, y: y) { inside += 1 }
            }
        }
        return Float(inside) / 16
    }

    /// Multiplies every sample by the share of its area inside the shape.
    public static func apply(to image: inout SampleImage) {
        let (width, height) = (Float(image.width), Float(image.height))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let coverage = self.coverage(
                    x0: Float(x) / width, y0: Float(y) / height,
                    x1: Float(x + 1) / width, y1: Float(y + 1) / height)
                guard coverage < 1 else { continue }
                let index = (y * image.width + x) * 4
                for channel in 0..<4 { image.values[index + channel] *= coverage }
            }
        }
    }
}
