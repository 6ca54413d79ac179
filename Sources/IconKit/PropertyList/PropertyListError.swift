import Foundation

/// Why a property list (an Info.plist, a project.pbxproj) could not be read: the file and, where
/// there is one, the key path, so the message says exactly where to look.
public enum PropertyListError: Error, Equatable, Sendable {
    /// There is no file at the path.
    case missing(path: String)
    /// The file exists but cannot be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is bigger than anything an Info.plist should be.
    case fileTooLarge(path: String, size: Int, limit: Int)
    /// The bytes are not a property list at all.
    case notAPropertyList(path: String, detail: String)
    /// A binary property list that would hang or exhaust memory if parsed (cycles, depth, expansion).
    case unsafePropertyList(path: String, reason: String)
    /// A value has the wrong type where the whole read depends on it (e.g. the root is not a dictionary).
    case wrongType(path: String, keyPath: String, expected: String, found: String)
}

extension PropertyListError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .missing(let path):
            return "\(path): no such file or folder. Point iconpicker at an Info.plist or the folder that holds it."
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason))."
        case .fileTooLarge(let path, let size, let limit):
            return "\(path): \(size) bytes is too large for an Info.plist (limit \(limit) bytes); "
                + "is this the right file?"
        case .notAPropertyList(let path, let detail):
            return "\(path): not a valid property list (\(detail))."
        case .unsafePropertyList(let path, let reason):
            return "\(path): refused to read this binary property list: \(reason). "
                + "A real Info.plist never has this shape; the file is damaged or hostile."
        case .wrongType(let path, let keyPath, let expected, let found):
            let location = keyPath.isEmpty ? "the top level" : keyPath
            return "\(path): \(location): expected \(expected), found \(found)."
        }
    }

    public var errorDescription: String? { description }
}
