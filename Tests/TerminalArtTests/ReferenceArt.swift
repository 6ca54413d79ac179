import Basics
import Foundation
import TerminalArt
import TestSupport
import Testing

/// The exact reference: average each sample's source area in linear light, in Double, pixel by pixel.
func referenceSamples(_ image: RGBAImage, width: Int, height: Int) -> [(Double, Double, Double, Double)] {
    func linear(_ byte: UInt8) -> Double {
        let value = Double(byte) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    var result: [(Double, Double, Double, Double)] = []
    let (scaleX, scaleY) = (Double(image.width) / Double(width), Double(image.height) / Double(height))
    for y in 0..<height {
        for x in 0..<width {
            var sum = (0.0, 0.0, 0.0, 0.0)
            let (x0, x1, y0, y1) = (Double(x) * scaleX, Double(x + 1) * scaleX, Double(y) * scaleY, Double(y + 1) * scaleY)
            for py in Int(y0)..<min(image.height, Int(y1.rounded(.up))) {
                for px in Int(x0)..<min(image.width, Int(x1.rounded(.up))) {
                    let weight =
                        (min(x1, Double(px + 1)) - max(x0, Double(px))) * (min(y1, Double(py + 1)) - max(y0, Double(py)))
                        / (scaleX * scaleY)
                    let pixel = image.pixel(px, py)
                    let alpha = Double(pixel.a) / 255 * weight
                    sum.0 += linear(pixel.r) * alpha
                    sum.1 += linear(pixel.g) * alpha
                    sum.2 += linear(pixel.b) * alpha
                    sum.3 += alpha
                }
            }
            result.append(sum)
        }
    }
    return result
}

func encode(_ linear: Double) -> Int {
    let value = min(max(linear, 0), 1)
    return Int(((value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055) * 255).rounded())
}

/// A deterministic test picture: gradients and hard edges.
func pattern(width: Int, height: Int, alpha: Bool = false) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let edge = (x / 3 + y / 5) % 2 == 0
            pixels += [
                UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), edge ? 220 : 30,
                alpha ? UInt8((x + y) * 255 / max(1, width + height - 2)) : 255,
            ]
        }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}
