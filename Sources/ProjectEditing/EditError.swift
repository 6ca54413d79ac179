/// Why an edit of a user's project could not be planned or written. Every case names the file, and its
/// message says what to do; nothing has been written when one is thrown.
public enum EditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's bytes differ from those the edit was planned on: someone (an editor, Xcode, git) wrote it
    /// in between, and writing now would lose their change.
    case changedSinceRead(path: String)
    /// The file or its folder cannot be written (permissions, a read-only mount).
    case notWritable(path: String, reason: String)
    /// Reading, writing, renaming or syncing failed at the system level.
    case ioFailure(path: String, operation: String, reason: String)
    /// The file is not the format the editor expected, or is damaged where the edit must go.
    case malformed(path: String, reason: String)
    /// What the edit needs (a key, a build configuration, a line) is not in the file.
    case notFound(path: String, what: String)

    public var path: String {
        switch self {
        case .changedSinceRead(let path), .notWritable(let path, _), .ioFailure(let path, _, _), .malformed(let path, _),
            .notFound(let path, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case .changedSinceRead(let path):
            return "\(path) changed since iconpicker read it; nothing was written. Run the command again to plan on its new contents."
        case .notWritable(let path, let reason):
            return "\(path) cannot be written (\(reason)); nothing was changed. Make it writable, or run where you may write."
        case .ioFailure(let path, let operation, let reason):
            return "\(operation) \(path) failed: \(reason)."
        case .malformed(let path, let reason):
            return "\(path) cannot be edited: \(reason). Open it in Xcode or fix it by hand first."
        case .notFound(let path, let what):
            return "\(path) has no \(what) to edit."
        }
    }

    /// The same error about another file name (an editor works on bytes and learns the path from its caller).
    public func about(_ path: String) -> EditError {
        switch self {
        case .changedSinceRead: return .changedSinceRead(path: path)
        case .notWritable(_, let reason): return .notWritable(path: path, reason: reason)
        case .ioFailure(_, let operation, let reason): return .ioFailure(path: path, operation: operation, reason: reason)
        case .malformed(_, let reason): return .malformed(path: path, reason: reason)
        case .notFound(_, let what): return .notFound(path: path, what: what)
        }
    }
}
