import Basics
import Foundation
import IconComposition
import IconKit
import TerminalArt

/// A `.icon` folder given to `render`: its flat preview at a size fit for the cell area, with what
/// the preview leaves out said on stderr, so nobody takes it for Apple's rendering.
struct IconPreviewFile {
    let path: String
    let appearance: IconAppearance

    /// A folder named `*.icon`, or any folder holding an `icon.json`.
    static func isIconBundle(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".icon") { return true }
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            && FileManager.default.fileExists(atPath: trimmed + "/icon.json")
    }

    /// Pixels enough for the art: four per half-block cell edge, at least 128, at most 1024.
    static func previewSize(for options: ArtOptions) -> Int {
        min(1024, max(128, 4 * max(options.columns, 2 * options.rows)))
    }

    /// - Parameter pixels: the size to render at when a graphics protocol shows real pixels (else
    ///   enough for the symbol art of `options`).
    func image(for options: ArtOptions, pixels: Int? = nil) throws(IconCompositionError) -> RGBAImage {
        let bundle = path.hasSuffix("/") ? String(path.dropLast()) : path
        let size = pixels ?? Self.previewSize(for: options)
        let preview = try IconComposerRenderer.preview(bundle: bundle, appearance: appearance, size: size)
        for skipped in preview.skippedLayers {
            Console.err("iconpicker: warning: \(skipped.description); the layer is left out")
        }
        let name = appearance == .any ? "default" : appearance.rawValue
        Console.err("iconpicker: note: \(path): flat preview of the \(name) appearance (no glass, highlights, shadows or blur)")
        return preview.image
    }
}
