import Basics
import Foundation
import IconComposition
import IconKit
import ImageDecoding

/// Where an icon's picture comes from, decided in one place: `render` and the chooser both reach a
/// picture through it, so an icon looks the same in either and a new kind of source is added once.
public enum IconPicture: Sendable {
    /// A PNG (standard or Apple CgBI), read through the app's files.
    case file(String)
    /// An Icon Composer `.icon` bundle, drawn as its flat preview.
    case iconBundle(String)
    /// An icon a build step generates, drawn from its sources as the build draws them.
    case generated(GeneratedIcon)
    /// A bitmap compiled into a built app's `Assets.car` (Apple's own flattened rendering, for an Icon
    /// Composer icon).
    case compiled(BuiltCatalog, CompiledRendition)

    /// The picture of an icon with `images` in an app whose compiled catalog is `catalog`; nil when
    /// it has nothing to draw.
    public init?(_ images: IconImages, catalog: BuiltCatalog?) {
        if case .compiled(let rendition)? = images.source, let catalog {
            self = .compiled(catalog, rendition)
            return
        }
        guard let path = images.best?.path ?? Self.iconBundle(images) else { return nil }
        if let generated = images.generated {
            self = .generated(generated)
        } else {
            self = IconPreviewFile.isIconBundle(path) ? .iconBundle(path) : .file(path)
        }
    }

    /// A file given by name (`render FILE`): a `.icon` bundle, else an image file.
    public init(path: String) {
        self = IconPreviewFile.isIconBundle(path) ? .iconBundle(path) : .file(path)
    }

    /// The `.icon` bundle Xcode 26 builds for an icon, when that is its picture.
    public static func iconBundle(_ images: IconImages) -> String? {
        guard case .iconComposer(let bundle)? = images.source else { return nil }
        return bundle
    }

    /// Whether an icon has something to draw: a file, a `.icon` bundle, or a compiled bitmap.
    public static func hasPicture(_ images: IconImages) -> Bool {
        if case .compiled? = images.source { return true }
        return images.best != nil || iconBundle(images) != nil
    }

    /// The picture decoded: a file or a compiled bitmap at its own size, a preview (`.icon`, generated)
    /// at `previewSize` pixels.
    /// - Parameter remark: what a preview leaves out, for the user to read (`render` prints it).
    public func image(
        files: AppFiles, decoder: PNGDecoder, appearance: IconAppearance, previewSize: Int, remark: (String) -> Void = { _ in }
    ) throws -> RGBAImage {
        switch self {
        case .file(let path):
            return try decoder.decode(try files.contents(of: path, limit: decoder.maxFileSize), path: path)
        case .iconBundle(let path):
            return try IconPreviewFile(path: path, appearance: appearance).image(size: previewSize, remark: remark)
        case .generated(let icon):
            return try GeneratedIconRenderer.preview(icon, appearance: appearance, size: previewSize).image
        case .compiled(let catalog, let rendition):
            return try catalog.image(of: rendition)
        }
    }

    /// What identifies a compiled bitmap's pixels (its stored bytes), for a cache of what is drawn from
    /// it; nil for any other picture, or a bitmap cut from an atlas.
    public var compiledIdentity: Data? {
        guard case .compiled(let catalog, let rendition) = self else { return nil }
        return catalog.pictureIdentity(of: rendition).map { Data($0) }
    }

    /// Why `image` failed, in a tile's few words.
    public func shortReason(_ error: any Error) -> String {
        switch self {
        case .file:
            guard let error = error as? ImageDecodeError else { return "cannot read" }
            return Self.shortReason(error.kind)
        case .iconBundle:
            if case .unreadableDocument(.missing)? = error as? IconCompositionError { return "no icon.json" }
            return "bad icon.json"
        case .generated:
            return (error as? ImageDecodeError)?.kind == .missing ? "file missing" : "cannot decode"
        case .compiled:
            switch (error as? BuiltCatalogError)?.kind {
            case .tooLarge: return "image too large"
            case .unsupported: return "not a bitmap"
            case .damaged, .unreadable, nil: return "cannot decode"
            }
        }
    }

    /// Why the PNG decoder failed, short enough for a tile.
    public static func shortReason(_ kind: ImageDecodeError.Kind) -> String {
        switch kind {
        case .wrongFormat: return "not a PNG"
        case .truncated: return "file cut short"
        case .tooLarge: return "image too large"
        case .missing: return "file missing"
        case .unreadable, .damaged, .unsupported, .tooSlow: return "cannot decode"
        }
    }

    /// Why an icon has no file, short enough for a tile.
    public static func missingReason(_ images: IconImages, idiom: Idiom) -> String {
        switch images.problems.first(where: { $0.severity >= .warning })?.kind ?? images.problems.first?.kind {
        case .missingIconFile: return "file missing"
        case .catalogSetMissing: return "set missing"
        case .catalogSetEmpty: return "set empty"
        case .catalogFileMissing: return "file missing"
        case .unexpandedBuildVariable: return "build variable"
        case .noImageDeclared: return "none declared"
        case .noFileForIdiom: return "no \(idiom.displayName) file"
        case .unreadableImage: return "not a PNG"
        case .generatedImageMissing: return "file missing"
        case .configNotRead: return "computed"
        default: return "no file"
        }
    }
}
