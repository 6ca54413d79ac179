import IconKit

/// Why a `.icon` bundle could not be previewed at all. A layer whose image is missing or broken
/// does not stop the preview: it is left out and named in `FlatIconPreview.skippedLayers`.
public enum IconCompositionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `icon.json` is missing, too large or not a document.
    case unreadableDocument(IconComposerError)
    /// The requested size is not 1…4096 pixels.
    case invalidSize(Int)

    public var description: String {
        switch self {
        case .unreadableDocument(let error): return error.description
        case .invalidSize(let size): return "a preview is 1 to 4096 pixels wide, not \(size)"
        }
    }
}
