/// Why a `.icon` bundle's `icon.json` could not be read at all. Problems inside a readable file are
/// not errors but `Diagnostic` facts on the document, so one bad layer never hides the others.
public enum IconComposerError: Error, Equatable, Sendable {
    /// The bundle has no `icon.json`.
    case missing(path: String)
    /// `icon.json` exists but cannot be opened or read.
    case unreadable(path: String, reason: String)
    /// Bigger than any real `icon.json` (a few KB); refused before parsing.
    case tooLarge(path: String, limit: Int)
    /// Not JSON, or JSON whose top level is not an object.
    case notAnIconDocument(path: String, detail: String)
}

extension IconComposerError: CustomStringConvertible {
    public var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .tooLarge(let path, _), .notAnIconDocument(let path, _): path
        }
    }

    public var description: String {
        switch self {
        case .missing(let path):
            return "\(path): no such file; a .icon bundle holds icon.json and Assets/ (re-save it in Icon Composer)."
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason))."
        case .tooLarge(let path, let limit):
            return "\(path): larger than \(limit) bytes, far beyond any icon.json Icon Composer writes; refused."
        case .notAnIconDocument(let path, let detail):
            return "\(path): not an Icon Composer document (\(detail)); re-save it in Icon Composer."
        }
    }

    /// The same problem as a reader's fact, for `list` and `lint` (`iconComposerUnreadable`).
    public var diagnostic: Diagnostic {
        let message: String
        switch self {
        case .missing: message = "icon.json is missing, so Xcode cannot build this icon"
        case .unreadable(_, let reason): message = "icon.json cannot be read (\(reason))"
        case .tooLarge(_, let limit): message = "icon.json is larger than \(limit) bytes; refused"
        case .notAnIconDocument(_, let detail): message = "icon.json is not an Icon Composer document (\(detail))"
        }
        return Diagnostic(.error, .iconComposerUnreadable, message, file: path)
    }
}
