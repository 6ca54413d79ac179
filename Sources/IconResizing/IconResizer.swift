import Basics
import Foundation
import IconComposition
import IconKit
import ImageDecoding

/// Makes an icon's pixel sizes (40, 58, 60, 80, 87, 120, 152, 167, 180, 1024 …) from one square
/// picture, a 1024 px PNG or an Icon Composer `.icon`, as PNG files' bytes for the caller to place
/// (a fix or an `add` puts them in its change set).
///
/// Sizes are scaled as `render` scales: a box filter in linear light on premultiplied colours, then
/// back to sRGB bytes (`PixelRows`), so a thin dark line or a transparent corner does not bleed. An
/// opaque source gives RGB files, without the alpha channel App Store icons must not have; the
/// source's colour space (sRGB, Display P3's profile) is declared in each. A size equal to the
/// source's keeps the source's own bytes where they already fit (an RGB file as it is, an RGBA one
/// whose pixels are all opaque without its channel, every other chunk kept).
public struct IconResizer: Sendable {
    /// The caps the source is decoded within.
    public var decoder: PNGDecoder
    public var encoder: PNGEncoder
    /// The side a `.icon` is drawn at before it is scaled: Icon Composer's own canvas.
    public static let iconBundleSide = 1024

    public init(decoder: PNGDecoder = PNGDecoder(), encoder: PNGEncoder = PNGEncoder()) {
        self.decoder = decoder
        self.encoder = encoder
    }

    /// Each of `sizes` made from the PNG file `png` (`path` names it in errors), in the order given.
    public func icons(fromPNG png: Data, path: String, sizes: [Int]) throws(IconResizeError) -> [ResizedIcon] {
        var sink = IconSizesSink(sizes: sizes)
        do {
            try decoder.decodeRows(png, path: path, into: &sink)
        } catch {
            throw IconResizeError(path: path, reason: .unreadable(error))
        }
        try Self.check(sizes, width: sink.width, height: sink.height, path: path)
        let colorSpace = PNGColorSpace.of(png) ?? .sRGB
        var icons: [ResizedIcon] = []
        for (index, size) in sizes.enumerated() {
            let file: Data
            if size == sink.width, let own = sourceFile(png, opaque: sink.isOpaque) {
                file = own
            } else {
                file = try encode(sink.image(at: index), opaque: sink.isOpaque, colorSpace: colorSpace, path: path)
            }
            icons.append(ResizedIcon(size: size, png: file, isOpaque: sink.isOpaque))
        }
        return icons
    }

    /// Each of `sizes` made from the flat preview of the `.icon` bundle at `path` (drawn at
    /// `iconBundleSide` pixels for `appearance`, then scaled). Layers that cannot be drawn are left
    /// out, as in every preview; the preview's other limits (no glass) apply.
    public func icons(fromIconBundle path: String, appearance: IconAppearance, sizes: [Int]) throws(IconResizeError) -> [ResizedIcon] {
        let side = Self.iconBundleSide
        try Self.check(sizes, width: side, height: side, path: path)
        let preview: FlatIconPreview
        do {
            preview = try IconComposerRenderer.preview(bundle: path, appearance: appearance, size: side)
        } catch {
            throw IconResizeError(path: path, reason: .unreadableBundle(error))
        }
        var sink = IconSizesSink(sizes: sizes)
        sink.begin(width: side, height: side)
        preview.image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<side {
                sink.row(UnsafeBufferPointer(rebasing: pixels[(y * side * 4)..<((y + 1) * side * 4)]), y: y)
            }
        }
        var icons: [ResizedIcon] = []
        for (index, size) in sizes.enumerated() {
            let file = try encode(sink.image(at: index), opaque: sink.isOpaque, colorSpace: .sRGB, path: path)
            icons.append(ResizedIcon(size: size, png: file, isOpaque: sink.isOpaque))
        }
        return icons
    }

    private static func check(_ sizes: [Int], width: Int, height: Int, path: String) throws(IconResizeError) {
        guard width == height else { throw IconResizeError(path: path, reason: .notSquare(width: width, height: height)) }
        if let invalid = sizes.first(where: { $0 < 1 }) { throw IconResizeError(path: path, reason: .invalidSize(invalid)) }
        if let larger = sizes.first(where: { $0 > width }) {
            throw IconResizeError(path: path, reason: .largerThanSource(size: larger, source: width))
        }
    }

    /// The source's own bytes at its own size when they already make the icon: an RGB or grey file
    /// as it is, an opaque one with an alpha channel without it. Nil for the others (translucent,
    /// palette, Apple CgBI), which are written from their decoded pixels.
    private func sourceFile(_ png: Data, opaque: Bool) -> Data? {
        guard opaque, let header = try? PNGHeader.parse(png), !header.isCgBI, header.colorType != 3 else { return nil }
        guard header.hasAlphaChannel else { return png }
        return try? OpaqueAlphaRemoval(decoder: decoder, encoder: encoder).removingAlpha(from: png, path: "")
    }

    private func encode(_ image: RGBAImage, opaque: Bool, colorSpace: PNGColorSpace, path: String) throws(IconResizeError) -> Data {
        do {
            return try encoder.encode(image, channels: opaque ? .rgb : .rgba, colorSpace: colorSpace)
        } catch {
            throw IconResizeError(path: path, reason: .notWritten(error))
        }
    }
}
