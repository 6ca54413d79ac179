import Foundation

/// sRGB transfer curves and the OKLab perceptual space, in Float.
public enum ColorScience {
    /// sRGB byte → linear light, for every byte.
    public static let linearFromByte: [Float] = (0..<256).map { linear(fromEncoded: Float($0) / 255) }

    public static func linear(fromEncoded value: Float) -> Float {
        value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
    }

    public static func encoded(fromLinear value: Float) -> Float {
        let clamped = min(max(value, 0), 1)
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * powf(clamped, 1 / 2.4) - 0.055
    }

    /// Linear light → the nearest sRGB byte.
    /// Checked: a NaN from a degenerate average becomes 0 instead of trapping in `UInt8(_:)`.
    public static func byte(fromLinear value: Float) -> UInt8 {
        UInt8(exactly: (encoded(fromLinear: value) * 255).rounded()) ?? 0
    }

    /// A colour in OKLab: lightness and two opponent axes.
    public struct Lab: Equatable, Sendable {
        public var l: Float
        public var a: Float
        public var b: Float

        public func distanceSquared(to other: Lab) -> Float {
            let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
            return dl * dl + da * da + db * db
        }
    }

    /// Linear sRGB → OKLab (Björn Ottosson's matrices).
    public static func lab(red: Float, green: Float, blue: Float) -> Lab {
        let l = cbrtf(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let m = cbrtf(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let s = cbrtf(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        return Lab(
            l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    public static func lab(bytes: (UInt8, UInt8, UInt8)) -> Lab {
        lab(red: linearFromByte[Int(bytes.0)], green: linearFromByte[Int(bytes.1)], blue: linearFromByte[Int(bytes.2)])
    }
}
