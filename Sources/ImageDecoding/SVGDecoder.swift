import Basics
import CLibRSVG
import Foundation

/// Renders SVG layer images into RGBA pixels with librsvg and cairo, at the size the caller needs
/// (an SVG has no pixels of its own: a 2048-unit drawing shown at 64 px is rendered at 64 px).
///
/// Guards: the file size is capped before parsing; pictures embedded as `data:` URIs are checked by
/// the sizes they declare (`SVGEmbeddedImages`); the rendered size is checked before cairo
/// allocates; librsvg itself refuses external files, entity expansion and runaway element or
/// reference counts. A render cannot be interrupted, so the time limit is checked between parsing
/// and rendering: a file that is already too slow to parse is not drawn.
public struct SVGDecoder: Sendable {
    public var maxDimension: Int
    public var maxFileSize: Int
    /// Seconds parsing may take before the render is refused.
    public var timeLimit: Double

    public init(maxDimension: Int = 4096, maxFileSize: Int = 8 << 20, timeLimit: Double = 2) {
        self.maxDimension = maxDimension
        self.maxFileSize = maxFileSize
        self.timeLimit = timeLimit
    }

    /// The drawing's own size in pixels (its `width`/`height`, else its `viewBox`) scaled by `scale`.
    public func decode(path: String, scale: Double = 1) throws(ImageDecodeError) -> RGBAImage {
        try decode(ImageFileBytes.read(path: path, maxSize: maxFileSize), path: path, scale: scale)
    }

    public func decode(_ data: Data, path: String, scale: Double = 1) throws(ImageDecodeError) -> RGBAImage {
        try decode(data, path: path, scaleForSize: { _ in scale }).image
    }

    /// Parses once, asks `scaleForSize` for the scale given the natural size, and renders: for
    /// callers that place the drawing by its own size (Icon Composer layers).
    public func decode(
        _ data: Data, path: String, scaleForSize: (_ natural: (width: Double, height: Double)) -> Double
    ) throws(ImageDecodeError) -> (image: RGBAImage, naturalWidth: Double, naturalHeight: Double) {
        let parsed = try parse(data, path: path)
        let image = try render(parsed, scale: scaleForSize((parsed.naturalWidth, parsed.naturalHeight)), path: path)
        return (image, parsed.naturalWidth, parsed.naturalHeight)
    }

    /// The natural size of the drawing, read from the parsed document (not from its bytes).
    public func naturalSize(path: String) throws(ImageDecodeError) -> (width: Double, height: Double) {
        let parsed = try parse(ImageFileBytes.read(path: path, maxSize: maxFileSize), path: path)
        return (parsed.naturalWidth, parsed.naturalHeight)
    }

    /// Parses `data` (refusing it when it is too large or too slow to parse) and reads its natural size.
    public func parse(_ data: Data, path: String) throws(ImageDecodeError) -> ParsedSVG {
        guard data.count <= maxFileSize else {
            throw ImageDecodeError(
                path: path, kind: .tooLarge, detail: "is larger than \(maxFileSize >> 20) MB, too large for an icon layer")
        }
        try SVGEmbeddedImages.check(data, maxDimension: maxDimension, path: path)
        let api = try Self.library(path: path)
        let started = ContinuousClock.now
        let handle = try parse(data, path: path, api: api)
        let elapsed = ContinuousClock.now - started
        guard elapsed < .milliseconds(Int((timeLimit * 1000).rounded())) else {
            api.object_unref?(UnsafeMutableRawPointer(handle))
            throw ImageDecodeError(path: path, kind: .tooSlow, detail: "took longer than \(timeLimit) s to read; not drawn")
        }
        let natural: (width: Double, height: Double)
        do {
            natural = try intrinsicSize(handle, path: path, api: api)
        } catch {
            api.object_unref?(UnsafeMutableRawPointer(handle))
            throw error
        }
        return ParsedSVG(handle: handle, api: api, naturalWidth: natural.width, naturalHeight: natural.height)
    }

    /// Refuses an SVG whose embedded pictures declare more than `maxDimension` allows (the check
    /// `parse` makes before librsvg), for callers that look at a file without drawing it.
    public static func checkEmbeddedPictures(in svg: Data, maxDimension: Int, path: String) throws(ImageDecodeError) {
        try SVGEmbeddedImages.check(svg, maxDimension: maxDimension, path: path)
    }

    /// Renders a parsed drawing at its natural size times `scale`, within `maxDimension`.
    public func render(_ parsed: ParsedSVG, scale: Double, path: String) throws(ImageDecodeError) -> RGBAImage {
        let (width, height) = try renderSize((parsed.naturalWidth, parsed.naturalHeight), scale: scale, path: path)
        return try render(parsed.handle, width: width, height: height, path: path, api: parsed.api)
    }

    /// librsvg, loaded on first use; a clear error when it is not installed.
    static func library(path: String) throws(ImageDecodeError) -> crsvg_api {
        guard let api = crsvg_api_load()?.pointee else {
            throw ImageDecodeError(
                path: path, kind: .unsupported,
                detail: "is an SVG, and librsvg 2.52 or later (Debian librsvg2-2) cannot be loaded to draw it")
        }
        return api
    }

    private func parse(_ data: Data, path: String, api: crsvg_api) throws(ImageDecodeError) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { buffer in
            api.handle_new_from_data?(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, &error) ?? nil
        }
        guard let handle else {
            let message = Self.message(of: error, api: api)
            let kind: ImageDecodeError.Kind = data.prefix(1024).contains(UInt8(ascii: "<")) ? .damaged : .wrongFormat
            throw ImageDecodeError(
                path: path, kind: kind, detail: kind == .damaged ? "is not a valid SVG (\(message))" : "is not an SVG file")
        }
        api.handle_set_dpi?(handle, 72)
        return handle
    }

    private func intrinsicSize(_ handle: OpaquePointer, path: String, api: crsvg_api) throws(ImageDecodeError) -> (
        width: Double, height: Double
    ) {
        var width = 0.0
        var height = 0.0
        if api.handle_get_intrinsic_size_in_pixels?(handle, &width, &height) == 0 {
            // Width or height in percent: the viewBox is the drawing's size.
            var hasWidth: Int32 = 0
            var hasHeight: Int32 = 0
            var hasViewBox: Int32 = 0
            var lengthW = RsvgLength()
            var lengthH = RsvgLength()
            var viewBox = RsvgRectangle()
            api.handle_get_intrinsic_dimensions?(handle, &hasWidth, &lengthW, &hasHeight, &lengthH, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                throw ImageDecodeError(path: path, kind: .unsupported, detail: "has neither a size nor a viewBox, so it cannot be placed")
            }
            width = viewBox.width
            height = viewBox.height
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "declares an empty or invalid size")
        }
        return (width, height)
    }

    private func renderSize(_ natural: (width: Double, height: Double), scale: Double, path: String) throws(ImageDecodeError) -> (Int, Int)
    {
        let (width, height) = natural
        let scaledWidth = (width * scale).rounded(.up)
        let scaledHeight = (height * scale).rounded(.up)
        guard scaledWidth.isFinite, scaledHeight.isFinite, scaledWidth <= Double(maxDimension), scaledHeight <= Double(maxDimension),
            let pixelWidth = Int(exactly: max(1, scaledWidth)), let pixelHeight = Int(exactly: max(1, scaledHeight))
        else {
            throw ImageDecodeError(
                path: path, kind: .tooLarge,
                detail: "would render at \(width * scale)x\(height * scale) pixels, larger than the \(maxDimension)-pixel limit for an icon"
            )
        }
        return (pixelWidth, pixelHeight)
    }

    /// Draws into a cairo ARGB32 surface (premultiplied, native-endian words) and converts to
    /// straight RGBA bytes.
    private func render(_ handle: OpaquePointer, width: Int, height: Int, path: String, api: crsvg_api) throws(ImageDecodeError)
        -> RGBAImage
    {
        guard let cairoWidth = Int32(exactly: width), let cairoHeight = Int32(exactly: height),
            let surface = api.image_surface_create?(crsvg_format_argb32, cairoWidth, cairoHeight) ?? nil,
            api.surface_status?(surface) == crsvg_status_success
        else {
            throw ImageDecodeError(path: path, kind: .tooLarge, detail: "cannot be drawn at \(width)x\(height) pixels (out of memory)")
        }
        defer { api.surface_destroy?(surface) }
        guard let context = api.create?(surface) ?? nil else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "cannot be drawn (cairo failed)")
        }
        defer { api.destroy?(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        var error: UnsafeMutablePointer<GError>?
        guard api.handle_render_document?(handle, context, &viewport, &error) == 1 else {
            let message = Self.message(of: error, api: api)
            throw ImageDecodeError(path: path, kind: .damaged, detail: "cannot be drawn (\(message))")
        }
        api.surface_flush?(surface)
        guard let data = api.image_surface_get_data?(surface) ?? nil else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "cannot be drawn (no pixels)")
        }
        let stride = Int(api.image_surface_get_stride?(surface) ?? 0)
        guard stride >= width * 4 else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "cannot be drawn (cairo gave no rows)")
        }
        return Self.straightRGBA(data, width: width, height: height, stride: stride)
    }

    /// librsvg's message on one line (libxml's end with a newline), and the error freed.
    static func message(of error: UnsafeMutablePointer<GError>?, api: crsvg_api) -> String {
        guard let error else { return "librsvg gave no reason" }
        defer { api.error_free?(error) }
        guard let text = error.pointee.message else { return "librsvg gave no reason" }
        return String(cString: text).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// cairo's premultiplied 0xAARRGGBB words to straight RGBA bytes.
    static func straightRGBA(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let raw = UnsafeRawPointer(data)
        for y in 0..<height {
            for x in 0..<width {
                let word = raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let alpha = Int(word >> 24)
                guard alpha > 0 else { continue }
                let target = (y * width + x) * 4
                pixels[target] = UInt8(min(255, (Int((word >> 16) & 0xFF) * 255 + alpha / 2) / alpha))
                pixels[target + 1] = UInt8(min(255, (Int((word >> 8) & 0xFF) * 255 + alpha / 2) / alpha))
                pixels[target + 2] = UInt8(min(255, (Int(word & 0xFF) * 255 + alpha / 2) / alpha))
                pixels[target + 3] = UInt8(alpha)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
