import Basics
import Foundation

/// Decodes an Icon Composer layer image of any of the formats `.icon` bundles hold — PNG, JPEG,
/// SVG — choosing by the file's first bytes rather than its name (layer files are renamed freely).
/// Each format keeps its own guards; the caps here are shared so one setting bounds them all. SVG is
/// drawn by the helper process (`SVGHelperClient`), started on the first SVG only.
public struct ImageFileDecoder: Sendable {
    public var maxDimension: Int
    public var maxFileSize: Int

    public init(maxDimension: Int = 4096, maxFileSize: Int = 32 << 20) {
        self.maxDimension = maxDimension
        self.maxFileSize = maxFileSize
    }

    /// The formats told apart by their first bytes.
    public enum Format: Equatable, Sendable {
        case png, jpeg, svg
    }

    /// `nil` when the bytes are none of the three.
    public static func format(of data: Data) -> Format? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        return head.contains("<svg") ? .svg : nil
    }

    /// Pixels of the file at `path`. A vector file is rendered at its natural size times `svgScale`,
    /// so the caller asks for the pixels it will draw; bitmaps come at their own size.
    public func decode(path: String, svgScale: Double = 1) throws(ImageDecodeError) -> RGBAImage {
        try decode(ImageFileBytes.read(path: path, maxSize: maxFileSize), path: path, svgScale: svgScale)
    }

    /// Pixels of `data`, read from `path` (named in errors).
    public func decode(_ data: Data, path: String, svgScale: Double = 1) throws(ImageDecodeError) -> RGBAImage {
        switch Self.format(of: data) {
        case .png:
            return try PNGDecoder(maxDimension: maxDimension, maxFileSize: maxFileSize).decode(data, path: path)
        case .jpeg:
            return try JPEGDecoder(maxDimension: maxDimension, maxFileSize: maxFileSize).decode(data, path: path)
        case .svg:
            return try SVGHelperClient.shared.decode(data, path: path, maxDimension: maxDimension, scale: svgScale).image
        case nil:
            throw ImageDecodeError(path: path, kind: .wrongFormat, detail: "is not a PNG, JPEG or SVG file")
        }
    }

    /// A layer image and its natural size (points of the 1024-point canvas): a bitmap's pixel size,
    /// an SVG's own size, rendered at its natural size times `svgScale` (or smaller, so that its
    /// largest side is at most `svgLargestSide` pixels), so a vector layer is drawn at the pixels it
    /// will cover.
    public func layer(
        path: String, svgScale: Double, svgLargestSide: Double = .infinity
    ) throws(ImageDecodeError) -> (image: RGBAImage, naturalWidth: Double, naturalHeight: Double) {
        let data = try ImageFileBytes.read(path: path, maxSize: maxFileSize)
        if Self.format(of: data) == .svg {
            return try SVGHelperClient.shared.decode(
                data, path: path, maxDimension: maxDimension, scale: svgScale, largestSide: svgLargestSide)
        }
        let image = try decode(data, path: path)
        return (image, Double(image.width), Double(image.height))
    }

    /// The size a layer image is placed at, in points of the 1024-point canvas: a bitmap's pixel
    /// size, an SVG's own width and height (or viewBox).
    public func naturalSize(path: String) throws(ImageDecodeError) -> (width: Double, height: Double) {
        let data = try ImageFileBytes.read(path: path, maxSize: maxFileSize)
        switch Self.format(of: data) {
        case .svg:
            return try SVGHelperClient.shared.naturalSize(data, path: path, maxDimension: maxDimension)
        default:
            let image = try decode(path: path)
            return (Double(image.width), Double(image.height))
        }
    }
}
