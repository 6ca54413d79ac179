import Basics
import Foundation

/// A working copy of the files an edit touches: each file is read from disk once, edits see the
/// previous edits' bytes, and `changeSet` holds the difference from disk. Fixes and additions plan
/// through a draft so that several of them can change one file (an Info.plist, a pbxproj) and the set
/// still writes each file once.
public struct ProjectDraft: Sendable {
    /// Larger project files than this are refused rather than read into memory.
    public static let maxFileSize = 64 << 20

    private var original: [String: Data?] = [:]
    private var current: [String: Data?] = [:]

    public init() {}

    /// The bytes of `path` as the draft has them (nil: absent, or deleted by an earlier edit).
    public mutating func data(at path: String) throws(EditError) -> Data? {
        if let known = current[path] { return known }
        let read: Data?
        do {
            read = try RegularFile.read(path: path, limit: Self.maxFileSize)
        } catch .missing {
            read = nil
        } catch {
            throw EditError.ioFailure(path: path, operation: "Reading", reason: error.reason)
        }
        original[path] = read
        current[path] = read
        return read
    }

    /// The file as UTF-8 text; a file that is not UTF-8 is `malformed`, a missing one `notFound`.
    public mutating func text(at path: String) throws(EditError) -> String {
        guard let data = try data(at: path) else { throw EditError.notFound(path: path, what: "file") }
        guard let text = String(data: data, encoding: .utf8) else { throw EditError.malformed(path: path, reason: "it is not UTF-8 text") }
        return text
    }

    /// Sets the draft's bytes of `path` (nil deletes it).
    public mutating func write(_ data: Data?, to path: String) throws(EditError) {
        _ = try self.data(at: path)
        current[path] = .some(data)
    }

    public mutating func write(text: String, to path: String) throws(EditError) {
        try write(Data(text.utf8), to: path)
    }

    /// Moves a file: the old path is deleted and the new one created with the same bytes.
    public mutating func move(_ source: String, to destination: String) throws(EditError) {
        guard let bytes = try data(at: source) else { throw EditError.notFound(path: source, what: "file") }
        if try data(at: destination) != nil { throw EditError.notWritable(path: destination, reason: "a file is already there") }
        try write(nil, to: source)
        try write(bytes, to: destination)
    }

    /// What differs from disk.
    public var changeSet: ChangeSet {
        ChangeSet(current.keys.map { FileChange(path: $0, before: original[$0] ?? nil, after: current[$0] ?? nil) })
    }
}
