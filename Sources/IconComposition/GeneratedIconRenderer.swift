import Basics
import IconKit
import ImageDecoding

/// The picture of an icon a build step generates, drawn from its sources as the build draws them:
///
/// - Expo's prebuild resizes the image to cover the square (cropping what sticks out), and for the
///   app icon's default and tinted images fills transparency with white (`generateImageAsync` with
///   `removeTransparency`, `backgroundColor: '#ffffff'`).
/// - MAUI's Resizetizer fills the canvas with `Color`, draws the background to fill it, and draws
///   the foreground (tinted with `TintColor`) scaled to the background's width times
///   `ForegroundScale`, centred (SkiaSharpAppIconTools.Resize).
///
/// What it cannot draw as the build does is left out and said in `caveat`: a foreground or colour
/// it cannot read, a background that is not square (fitted into the square instead).
public enum GeneratedIconRenderer {
    public struct Preview: Sendable {
        /// Square, straight-alpha sRGB.
        public var image: RGBAImage
        /// What the preview leaves out or draws differently from the build, for people; nil when none.
        public var caveat: String?
    }

    /// The icon in `appearance` as a square `size` pixels wide.
    public static func preview(_ icon: GeneratedIcon, appearance: IconAppearance, size: Int) throws(ImageDecodeError) -> Preview {
        guard let path = icon.image(for: appearance) else {
            throw ImageDecodeError(path: icon.file, kind: .missing, detail: "gives the icon no image")
        }
        guard (1...4096).contains(size) else {
            throw ImageDecodeError(path: path, kind: .tooLarge, detail: "a preview is 1 to 4096 pixels wide, not \(size)")
        }
        var canvas = FloatCanvas(width: size, height: size)
        var caveats: [String] = []
        if let fill = backgroundFill(icon, appearance: appearance, caveats: &caveats) { paint(fill, on: &canvas) }
        let background = try load(path, size: size)
        let isMAUI = icon.foreground != nil || icon.acceptsVector
        if isMAUI && abs(background.width - background.height) > 0.5 {
            caveats.append("the background is not square, so it is shown fitted into the square; MAUI's canvas takes its shape")
        }
        let side = Double(size)
        let scale =
            isMAUI
            ? min(side / background.width, side / background.height) : max(side / background.width, side / background.height)
        draw(background.image, width: background.width * scale, height: background.height * scale, tint: nil, on: &canvas)
        if let foreground = icon.foreground {
            drawForeground(foreground, icon: icon, backgroundWidth: background.width * scale, on: &canvas, caveats: &caveats)
        }
        return Preview(image: canvas.rgbaImage, caveat: caveats.isEmpty ? nil : caveats.joined(separator: "; "))
    }

    /// The colour under everything: MAUI's `Color`, or white where Expo removes transparency.
    static func backgroundFill(_ icon: GeneratedIcon, appearance: IconAppearance, caveats: inout [String]) -> SIMD4<Float>? {
        if let written = icon.background {
            guard let colour = GeneratedIcon.colour(written) else {
                caveats.append("the colour \(written) is not read, so it is left out")
                return nil
            }
            let alpha = Float(colour.alpha) / 255
            return SIMD4(Float(colour.red) / 255 * alpha, Float(colour.green) / 255 * alpha, Float(colour.blue) / 255 * alpha, alpha)
        }
        return icon.fillsTransparency && appearance != .dark ? SIMD4(1, 1, 1, 1) : nil
    }

    /// MAUI's foreground: as wide as the background times `ForegroundScale`, centred; one that
    /// cannot be read is left out (and said), as the build leaves out one that is not there.
    static func drawForeground(
        _ path: String, icon: GeneratedIcon, backgroundWidth: Double, on canvas: inout FloatCanvas, caveats: inout [String]
    ) {
        var tint: SIMD4<Float>?
        if let written = icon.tint {
            if let colour = GeneratedIcon.colour(written) {
                tint = SIMD4(Float(colour.red) / 255, Float(colour.green) / 255, Float(colour.blue) / 255, Float(colour.alpha) / 255)
            } else {
                caveats.append("the tint \(written) is not read, so the foreground keeps its colours")
            }
        }
        do {
            let width = min(4096, max(1, backgroundWidth * icon.foregroundScale))
            let foreground = try load(path, size: Int(width.rounded(.up)))
            draw(foreground.image, width: width, height: foreground.height * width / foreground.width, tint: tint, on: &canvas)
        } catch {
            caveats.append("the foreground \(path.split(separator: "/").last.map(String.init) ?? path) is left out (\(error.detail))")
        }
    }

    /// An image (PNG, JPEG or SVG, an SVG drawn with its largest side `size` pixels) and its shape.
    static func load(_ path: String, size: Int) throws(ImageDecodeError) -> (image: FloatCanvas, width: Double, height: Double) {
        let loaded = try ImageFileDecoder().layer(path: path, svgScale: 4096, svgLargestSide: Double(max(1, min(size, 4096))))
        guard loaded.image.width > 0, loaded.image.height > 0 else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "has no pixels")
        }
        return (FloatCanvas(loaded.image), Double(loaded.image.width), Double(loaded.image.height))
    }

    /// The pixels `start..<start + length` touches within `0..<limit` (clamped before converting).
    static func covered(from start: Double, length: Double, limit: Int) -> Range<Int> {
        let lower = min(Double(limit), max(0, start.rounded(.down)))
        let upper = min(Double(limit), max(0, (start + length).rounded(.up)))
        guard let first = Int(exactly: lower), let end = Int(exactly: upper), end > first else { return 0..<0 }
        return first..<end
    }

    static func paint(_ colour: SIMD4<Float>, on canvas: inout FloatCanvas) {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width { canvas.set(x, y, colour) }
        }
    }

    /// `image` drawn `width` x `height` pixels, centred on the canvas, source-over; with `tint`, in
    /// that colour through the image's alpha.
    static func draw(_ image: FloatCanvas, width: Double, height: Double, tint: SIMD4<Float>?, on canvas: inout FloatCanvas) {
        let side = Double(canvas.width)
        let placement = (left: (side - width) / 2, top: (side - height) / 2)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return }
        let sampler = LayerSampler(image, drawnWidth: width, drawnHeight: height)
        let columns = covered(from: placement.left, length: width, limit: canvas.width)
        let rows = covered(from: placement.top, length: height, limit: canvas.height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        for y in rows {
            let v = (Double(y) + 0.5 - placement.top) / height
            for x in columns {
                var source = sampler.sample(u: (Double(x) + 0.5 - placement.left) / width, v: v)
                guard source.w > 0 else { continue }
                if let tint { source = SIMD4(tint.x, tint.y, tint.z, 1) * (source.w * tint.w) }
                canvas.set(x, y, BlendFormula.composite(source, over: canvas.pixel(x, y), mode: .normal))
            }
        }
    }
}
