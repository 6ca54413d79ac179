import Foundation

/// The files one command changes, in path order, each at most once: a second change to a path composes
/// with the first (its `before` stays the bytes read from disk), and a change that ends where it started
/// is dropped, so a file that does not change is never written. `--dry-run` prints `unifiedDiff`, and
/// `ChangeWriter` writes exactly the same `after` bytes.
public struct ChangeSet: Equatable, Sendable {
    public private(set) var changes: [FileChange] = []

    public init(_ changes: [FileChange] = []) {
        for change in changes { add(change) }
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// Adds `change`, composing it with an earlier change of the same file.
    public mutating func add(_ change: FileChange) {
        if let index = changes.firstIndex(where: { $0.path == change.path }) {
            let composed = FileChange(path: change.path, before: changes[index].before, after: change.after)
            if composed.isNoOp { changes.remove(at: index) } else { changes[index] = composed }
            return
        }
        guard !change.isNoOp else { return }
        let index = changes.firstIndex { $0.path > change.path } ?? changes.endIndex
        changes.insert(change, at: index)
    }

    /// Every change of `other` added after this set's.
    public mutating func merge(_ other: ChangeSet) {
        for change in other.changes { add(change) }
    }

    /// The changes as `git diff` shows them: `--- a/x` and `+++ b/x` (or `/dev/null` for a file created or
    /// deleted), hunks with three lines of context, and one line for a file that is not text.
    public func unifiedDiff(relativeTo root: String) -> String {
        changes.map { UnifiedDiff.text(for: $0, name: Self.relative($0.path, to: root)) }.joined()
    }

    /// `path` under `root` without the root, else `path` as it is.
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
