import Basics
import Foundation
import IconKit

/// A built app's icons whose pictures are bitmaps compiled into its `Assets.car`, decoded for the
/// chooser's tiles on the art loader's workers (Apple's own flattened renderings, for Icon Composer
/// icons, in the appearance the app was loaded for).
struct CompiledPictures: Sendable {
    let catalog: BuiltCatalog
    /// Per icon, in chooser order: its compiled bitmap, or nil when its picture is a file.
    let renditions: [CompiledRendition?]

    /// Nil when no icon of `app` is drawn from a compiled catalog.
    init?(_ app: AppOnDevice) {
        guard let catalog = app.compiledCatalog else { return nil }
        self.catalog = catalog
        renditions = app.images.map { images in
            if case .compiled(let rendition)? = images.source { return rendition }
            return nil
        }
    }

    /// What identifies the icon's pixels (its bitmap's stored bytes), for the tile cache; nil when its
    /// picture is no compiled bitmap, or one cut from an atlas.
    func identity(of index: Int) -> Data? {
        guard renditions.indices.contains(index), let rendition = renditions[index] else { return nil }
        return catalog.pictureIdentity(of: rendition).map { Data($0) }
    }

    /// The icon's bitmap decoded, or why not in a tile's few words; nil when its picture is no
    /// compiled bitmap.
    func picture(of index: Int) -> Result<RGBAImage, ArtLoader.TileFailure>? {
        guard renditions.indices.contains(index), let rendition = renditions[index] else { return nil }
        do {
            return .success(try catalog.image(of: rendition))
        } catch {
            switch error.kind {
            case .tooLarge: return .failure(ArtLoader.TileFailure(reason: "image too large"))
            case .unsupported: return .failure(ArtLoader.TileFailure(reason: "not a bitmap"))
            case .damaged, .unreadable: return .failure(ArtLoader.TileFailure(reason: "cannot decode"))
            }
        }
    }
}
