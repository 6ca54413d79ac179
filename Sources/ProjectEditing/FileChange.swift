import Foundation

/// One file's planned change: the bytes it had when it was read and the bytes it will have. `before` is
/// also what `ChangeWriter` compares the file with just before writing, so a file someone changed in
/// between is refused rather than overwritten.
public struct FileChange: Equatable, Sendable {
    public enum Kind: String, Sendable { case create, modify, delete }

    /// Absolute path.
    public let path: String
    /// nil: the file does not exist yet and is created.
    public let before: Data?
    /// nil: the file is deleted.
    public let after: Data?

    public init(path: String, before: Data?, after: Data?) {
        self.path = path
        self.before = before
        self.after = after
    }

    public static func create(_ path: String, _ contents: Data) -> FileChange {
        FileChange(path: path, before: nil, after: contents)
    }

    public static func delete(_ path: String, was contents: Data) -> FileChange {
        FileChange(path: path, before: contents, after: nil)
    }

    public var kind: Kind {
        switch (before, after) {
        case (nil, _): return .create
        case (_, nil): return .delete
        default: return .modify
        }
    }

    /// A change that leaves the bytes as they were: it is never written.
    public var isNoOp: Bool { before == after }
}
