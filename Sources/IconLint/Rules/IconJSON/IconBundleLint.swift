import Basics
import Foundation
import IconKit

/// The pixel checks of an Icon Composer `.icon` bundle, on the bundle path alone: the app-level
/// rule calls them for each bundle an app builds, and tests call them on hand-made bundles.
enum IconBundleLint {
    /// An image a dark or tinted appearance uses instead of the default one, with no transparent
    /// pixel: iOS draws dark and tinted icons over its own background, which such an image hides.
    struct OpaqueImage: Equatable {
        var path: String
        var appearance: IconAppearance
        /// `groups[0].layers[1].image-name-specializations`.
        var keyPath: String
    }

    /// Every dark- or tinted-only layer image of `bundle` that has no transparent pixel. Nothing when
    /// the bundle cannot be read (the reader's facts say why) or an image cannot be decoded.
    static func opaqueAppearanceImages(bundle: String, pixelReader: any IconPixelReader) -> [OpaqueImage] {
        guard let document = try? IconComposerDocument.read(bundle: bundle) else { return [] }
        var found: [OpaqueImage] = []
        var checked: Set<String> = []
        for appearance in [IconAppearance.dark, .tinted] {
            for group in document.groups {
                for layer in group.layers {
                    guard let own = layer.imageName.ownValue(for: appearance), own != layer.imageName.value(for: .any),
                        !own.contains("/")
                    else { continue }
                    let path = document.imagePath(own)
                    guard checked.insert(path).inserted, let image = try? pixelReader.pixels(of: path), isOpaque(image) else { continue }
                    found.append(OpaqueImage(path: path, appearance: appearance, keyPath: layer.keyPath + ".image-name-specializations"))
                }
            }
        }
        return found
    }

    /// Whether no pixel lets anything show through.
    static func isOpaque(_ image: RGBAImage) -> Bool {
        stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
    }
}
