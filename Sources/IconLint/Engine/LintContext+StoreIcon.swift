import Basics
import IconKit

extension LintContext {
    /// Where the 1024 px App Store icon comes from: the primary icon's set, or nowhere.
    enum StoreIcon {
        /// A built app (its catalog is compiled), a primary set that is missing and reported so, or an
        /// App Store image in another format than PNG, which actool converts.
        case notChecked
        /// The primary icon is loose files; `otherSets` are the sets the catalogs hold.
        case loosePrimary(otherSets: [String])
        /// The primary set has no usable 1024 px image; `slots` are its App Store entries.
        case missing(set: AppIconSet, slots: [AppIconSet.Image])
        /// The image, from the entry of the primary set, and what it holds beyond opaque colour.
        case found(set: AppIconSet, entry: AppIconSet.Image, path: String, header: PNGHeader, alpha: StoreIconAlpha)
    }

    /// How the App Store image can carry transparency, and whether any pixel uses it: an opaque
    /// image with an alpha channel has shipped (a warning), a transparent one is rejected (an error).
    struct StoreIconAlpha {
        enum Carrier { case channel, transparencyChunk }
        /// An alpha channel, else a `tRNS` chunk; nil when the image can hold no transparency.
        let carrier: Carrier?
        /// Pixels below full opacity; nil when the pixels were not decoded (no reader, or it failed).
        let transparentPixels: Int?
        let totalPixels: Int

        var isTransparent: Bool { (transparentPixels ?? 0) > 0 }
    }

    func findStoreIcon() -> StoreIcon {
        guard !app.isBuiltApp else { return .notChecked }
        // A `.icon` primary: actool renders the App Store image from it (icon-preview's rules judge it).
        if case .iconComposer? = app.images.first?.source { return .notChecked }
        // A generated primary: the build renders the App Store image (the generated-image rules judge its source).
        if case .generated? = app.images.first?.source { return .notChecked }
        // A primary set that is missing (reported so) has no App Store image to judge; the iPad
        // dictionary's own files, or another set, are not what the build takes it from.
        if let declared = app.declaration.icons?.primary?.iconSetName, app.iconSets[declared] == nil { return .notChecked }
        let primarySetName = apps.lazy.compactMap { app -> String? in
            if case .iconSet(let name, _)? = app.images.first?.source { return name }
            return nil
        }.first
        guard let primarySetName, let set = app.iconSets[primarySetName] else {
            // A primary icon of loose files only, unless a set it names is missing (reported already).
            return namesAMissingSet ? .notChecked : .loosePrimary(otherSets: app.iconSets.keys.sorted())
        }
        let marketing = set.images.filter { entry in
            entry.appearance == .any && entry.filename != nil
                && (entry.idiom == .iosMarketing
                    || (entry.isUniversalForIOS && entry.size == 1024))
        }
        for entry in marketing {
            guard let path = entry.path, let header = try? header(at: path).get(), header.width == 1024, header.height == 1024 else {
                continue
            }
            return .found(set: set, entry: entry, path: path, header: header, alpha: alpha(of: path, header: header))
        }
        // A JPEG or WebP App Store image is converted by actool (icon-not-png reports the format); its
        // pixels cannot be judged here.
        if marketing.contains(where: { $0.path.map(ImageSignature.isOtherImage) == true }) { return .notChecked }
        return .missing(set: set, slots: marketing)
    }

    /// The image's alpha channel or `tRNS` chunk, with its transparent pixels counted when a pixel
    /// reader decodes it (the chooser lints headers only, and cannot tell).
    func alpha(of path: String, header: PNGHeader) -> StoreIconAlpha {
        let carrier: StoreIconAlpha.Carrier? =
            header.hasAlphaChannel
            ? .channel : PNGChunkScanner.hasChunk("tRNS", beforeImageData: path) ? .transparencyChunk : nil
        guard carrier != nil, let pixelReader, let image = try? pixelReader.pixels(of: path) else {
            return StoreIconAlpha(carrier: carrier, transparentPixels: nil, totalPixels: header.width * header.height)
        }
        var transparent = 0
        for index in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[index] < 255 { transparent += 1 }
        return StoreIconAlpha(carrier: carrier, transparentPixels: transparent, totalPixels: max(1, image.width * image.height))
    }
}
