import Foundation
import IconKit

/// A colour in gamma-encoded sRGB with straight alpha, 0…1: what the flat preview paints with.
/// Every `icon.json` colour space is converted here once, so the compositor has one space.
struct SRGBColor: Equatable, Sendable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    static let white = SRGBColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Converts from the colour's own space: Display P3 through linear light and the P3→sRGB matrix
    /// (D65, both spaces share the sRGB transfer curve), extended spaces clamped to the sRGB gamut,
    /// grey as sRGB-encoded grey.
    init(_ color: IconComposerColor) {
        let alpha = Float(min(1, max(0, color.alpha)))
        switch color.space {
        case .srgb, .extendedSRGB, .gray, .extendedGray:
            self.init(red: Self.clamp(color.red), green: Self.clamp(color.green), blue: Self.clamp(color.blue), alpha: alpha)
        case .extendedLinearSRGB:
            self.init(
                red: Self.clamp(Self.encode(color.red)), green: Self.clamp(Self.encode(color.green)),
                blue: Self.clamp(Self.encode(color.blue)), alpha: alpha)
        case .displayP3:
            let (r, g, b) = Self.linearP3ToLinearSRGB(Self.decode(color.red), Self.decode(color.green), Self.decode(color.blue))
            self.init(red: Self.clamp(Self.encode(r)), green: Self.clamp(Self.encode(g)), blue: Self.clamp(Self.encode(b)), alpha: alpha)
        }
    }

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Straight mix, `amount` 0 (self) … 1 (other).
    func mixed(with other: SRGBColor, _ amount: Float) -> SRGBColor {
        SRGBColor(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
    }

    static func clamp(_ value: Double) -> Float { Float(min(1, max(0, value))) }

    /// The sRGB transfer curve, extended to negative values by symmetry (extended spaces use it so).
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Linear Display P3 to linear sRGB (both D65).
    static func linearP3ToLinearSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (
            1.2249401 * r - 0.2249404 * g,
            -0.0420569 * r + 1.0420571 * g,
            -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        )
    }
}
