import Basics
import Foundation
import IconComposition
import IconKit
import TerminalArt

/// A `.icon` folder, given to `render` or an icon's in the chooser: its flat preview at a size fit for
/// the cell area, with what the preview leaves out told to `render`'s user, so nobody takes it for
/// Apple's rendering.
public struct IconPreviewFile {
    public let path: String
    public let appearance: IconAppearance

    public init(path: String, appearance: IconAppearance) {
        self.path = path
        self.appearance = appearance
    }

    /// A folder named `*.icon`, or any folder holding an `icon.json`.
    public static func isIconBundle(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".icon") { return true }
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            && FileManager.default.fileExists(atPath: trimmed + "/icon.json")
    }

    /// Pixels enough for the art: four per half-block cell edge, at least 128, at most 1024.
    public static func previewSize(for options: ArtOptions) -> Int {
        min(1024, max(128, 4 * max(options.columns, 2 * options.rows)))
    }

    /// The preview, `size` pixels square.
    /// - Parameter remark: told what the preview leaves out (`render` prints it on stderr).
    public func image(size: Int, remark: (String) -> Void) throws(IconCompositionError) -> RGBAImage {
        let bundle = path.hasSuffix("/") ? String(path.dropLast()) : path
        let preview = try IconComposerRenderer.preview(bundle: bundle, appearance: appearance, size: size)
        for skipped in preview.skippedLayers {
            remark("iconpicker: warning: \(skipped.description); the layer is left out")
        }
        let name = appearance == .any ? "default" : appearance.rawValue
        remark("iconpicker: note: \(path): flat preview of the \(name) appearance (no glass, highlights, shadows or blur)")
        return preview.image
    }
}
