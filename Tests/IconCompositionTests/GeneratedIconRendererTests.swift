import Basics
import Foundation
import IconComposition
import IconKit
import ImageDecoding
import TestSupport
import Testing

/// Generated icons drawn as their builds draw them, checked on pictures worked out by hand.
@Suite struct GeneratedIconRendererTests {
    /// An RGBA PNG whose pixel at (x, y) is `colour(x, y)`.
    static func png(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Data {
        var raw = Data()
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width {
                let (r, g, b, a) = colour(x, y)
                raw.append(contentsOf: [r, g, b, a])
            }
        }
        return PNGFixture.png(width: width, height: height, colorType: 6, raw: raw)
    }

    func close(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: (Int, Int, Int, Int), tolerance: Int = 3) -> Bool {
        abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
            && abs(Int(pixel.b) - expected.2) <= tolerance && abs(Int(pixel.a) - expected.3) <= tolerance
    }

    /// Expo covers the square with the image (cropping a wide one's sides) and fills transparency
    /// with white, but not in the dark appearance.
    @Test func expoCoversTheSquareAndFillsTransparencyWithWhite() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // 200x100: red on the left quarter, blue in the middle half, green on the right quarter;
        // the top row's middle is transparent.
        let wide = Self.png(width: 200, height: 100) { x, y in
            if x < 50 { return (255, 0, 0, 255) }
            if x >= 150 { return (0, 255, 0, 255) }
            return y < 50 ? (0, 0, 255, 0) : (0, 0, 255, 255)
        }
        let path = folder.write("icon.png", wide)
        var icon = GeneratedIcon(generator: "Expo prebuild", image: path, file: folder.path + "/app.json")
        icon.fillsTransparency = true
        icon.appearances[.dark] = path
        let preview = try GeneratedIconRenderer.preview(icon, appearance: .any, size: 64)
        #expect(preview.caveat == nil)
        // Covered: the 200x100 image is drawn 128x64, so only its middle half shows, edge to edge.
        #expect(close(preview.image.pixel(2, 50), (0, 0, 255, 255)), "\(preview.image.pixel(2, 50))")
        #expect(close(preview.image.pixel(61, 50), (0, 0, 255, 255)), "\(preview.image.pixel(61, 50))")
        #expect(close(preview.image.pixel(32, 10), (255, 255, 255, 255)), "filled with white: \(preview.image.pixel(32, 10))")
        let dark = try GeneratedIconRenderer.preview(icon, appearance: .dark, size: 64)
        #expect(dark.image.pixel(32, 10).a == 0, "the dark image keeps its transparency")
    }

    /// MAUI fills `Color`, draws the background over the canvas and the foreground as wide as the
    /// background times `ForegroundScale`, centred, in `TintColor` when there is one.
    @Test func mauiDrawsTheForegroundCentredOverTheBackgroundAndItsColour() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // The background is transparent but for a blue top half; the foreground is opaque white.
        let background = folder.write(
            "appicon.png", Self.png(width: 100, height: 100) { _, y in y < 50 ? (0, 0, 255, 255) : (0, 0, 0, 0) })
        let foreground = folder.write("appiconfg.png", PNGFixture.solid(width: 40, height: 40, rgba: (255, 255, 255, 255)))
        var icon = GeneratedIcon(generator: "MAUI", image: background, file: folder.path + "/App.csproj", line: 9)
        icon.foreground = foreground
        icon.background = "#00FF00"
        icon.foregroundScale = 0.5
        icon.acceptsVector = true
        let preview = try GeneratedIconRenderer.preview(icon, appearance: .any, size: 100)
        #expect(preview.caveat == nil)
        #expect(close(preview.image.pixel(5, 5), (0, 0, 255, 255)), "the background: \(preview.image.pixel(5, 5))")
        #expect(close(preview.image.pixel(5, 95), (0, 255, 0, 255)), "the colour: \(preview.image.pixel(5, 95))")
        #expect(close(preview.image.pixel(50, 50), (255, 255, 255, 255)), "the foreground: \(preview.image.pixel(50, 50))")
        #expect(close(preview.image.pixel(20, 50), (0, 255, 0, 255)), "half as wide: \(preview.image.pixel(20, 50))")
        icon.tint = "#FF0000"
        let tinted = try GeneratedIconRenderer.preview(icon, appearance: .any, size: 100)
        #expect(close(tinted.image.pixel(50, 50), (255, 0, 0, 255)), "tinted: \(tinted.image.pixel(50, 50))")
    }

    /// An SVG background is drawn at the preview's size; what cannot be drawn is said, not guessed.
    @Test func anSVGBackgroundIsDrawnAndWhatIsLeftOutIsSaid() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let svg = folder.write("appicon.svg", text: LayerImageFixture.quarterSVG)
        var icon = GeneratedIcon(generator: "MAUI", image: svg, file: folder.path + "/App.csproj")
        icon.foreground = folder.path + "/missing.svg"
        icon.background = "Chartreuse-ish"
        icon.acceptsVector = true
        let preview = try GeneratedIconRenderer.preview(icon, appearance: .any, size: 64)
        #expect(close(preview.image.pixel(8, 8), (255, 0, 0, 255)), "\(preview.image.pixel(8, 8))")
        #expect(preview.image.pixel(48, 48).a == 0)
        let caveat = try #require(preview.caveat)
        #expect(caveat.contains("the colour Chartreuse-ish is not read"), "\(caveat)")
        #expect(caveat.contains("the foreground missing.svg is left out"), "\(caveat)")
        let none = GeneratedIcon(generator: "Expo prebuild", image: nil, file: folder.path + "/app.json")
        #expect(throws: ImageDecodeError.self) { try GeneratedIconRenderer.preview(none, appearance: .any, size: 64) }
    }
}
