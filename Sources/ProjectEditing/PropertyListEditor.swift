import Foundation
import IconKit

/// Edits a property-list file in its own format: an XML plist is spliced as text (`XMLPlistEditor`) and
/// stays XML; a binary plist has no text to keep, so it is decoded, changed and written whole as binary.
/// An editor that made no change gives back the original bytes.
public struct PropertyListEditor: Sendable {
    public enum Format: Sendable { case xml, binary }

    public let path: String
    public let format: Format
    private let original: Data
    private var xml: XMLPlistEditor?
    private var tree: PlistValue
    private var changed = false

    public init(_ data: Data, path: String) throws(EditError) {
        self.path = path
        original = data
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw EditError.malformed(path: path, reason: "it is not a property list (\(error.localizedDescription))")
        }
        tree = PlistValue(converting: parsed)
        if data.starts(with: Array("bplist".utf8)) {
            format = .binary
        } else {
            format = .xml
            do { xml = try XMLPlistEditor(data) } catch { throw error.about(path) }
        }
    }

    /// The value at `path` as the file now has it.
    public func value(at path: PlistPath) -> PlistValue? {
        PlistTree.value(at: path[...], in: tree)
    }

    /// Replaces the value at `path`, or adds the entry to its dictionary (after `sibling` when present).
    public mutating func set(_ value: PlistValue, at path: PlistPath, after sibling: String? = nil) throws(EditError) {
        guard self.value(at: path) != value else { return }
        do {
            try xml?.set(value, at: path, after: sibling)
            tree = try PlistTree.setting(value, at: path[...], in: tree, after: sibling)
        } catch { throw error.about(self.path) }
        changed = true
    }

    public mutating func append(_ value: PlistValue, toArrayAt path: PlistPath) throws(EditError) {
        guard case .array(let items)? = self.value(at: path) else {
            throw EditError.notFound(path: self.path, what: "array \(path.dotted)")
        }
        do {
            try xml?.append(value, toArrayAt: path)
            tree = try PlistTree.setting(.array(items + [value]), at: path[...], in: tree, after: nil)
        } catch { throw error.about(self.path) }
        changed = true
    }

    public mutating func remove(at path: PlistPath) throws(EditError) {
        try remove(at: [path])
    }

    /// Removes every path of `paths` that holds a value, in one pass over an XML file's text.
    public mutating func remove(at paths: [PlistPath]) throws(EditError) {
        let present = paths.filter { value(at: $0) != nil }
        guard !present.isEmpty else { return }
        do {
            try xml?.remove(at: present)
            // Deepest and last first, so an index removed does not move one still to remove.
            for path in present.sorted(by: { $0.lexicographicallyPrecedes($1, by: Self.precedes) }).reversed() {
                tree = try PlistTree.removing(at: path[...], in: tree)
            }
        } catch { throw error.about(self.path) }
        changed = true
    }

    /// Adds `entries` at the end of the dictionary at `path` (an entry whose key is there already is
    /// left out).
    public mutating func insert(_ entries: [PlistValue.Entry], intoDictionaryAt path: PlistPath) throws(EditError) {
        guard case .dictionary(let existing)? = value(at: path) else {
            throw EditError.notFound(path: self.path, what: "dictionary \(path.dotted)")
        }
        let keys = Set(existing.map(\.key))
        let added = entries.filter { !keys.contains($0.key) }
        guard !added.isEmpty else { return }
        do {
            try xml?.insert(added, intoDictionaryAt: path)
            tree = try PlistTree.setting(.dictionary(existing + added), at: path[...], in: tree, after: nil)
        } catch { throw error.about(self.path) }
        changed = true
    }

    private static func precedes(_ lhs: PlistPathComponent, _ rhs: PlistPathComponent) -> Bool {
        switch (lhs, rhs) {
        case (.index(let left), .index(let right)): return left < right
        case (.key(let left), .key(let right)): return left < right
        case (.key, .index): return true
        case (.index, .key): return false
        }
    }

    /// The file's new bytes (the original ones when nothing changed).
    public func data() throws(EditError) -> Data {
        guard changed else { return original }
        if let xml { return xml.data }
        do {
            return try PropertyListSerialization.data(fromPropertyList: tree.foundationValue, format: .binary, options: 0)
        } catch {
            throw EditError.malformed(
                path: path, reason: "its new contents cannot be written as a binary plist (\(error.localizedDescription))")
        }
    }
}

/// The same edits on a decoded value, for binary plists and for answering `value(at:)`.
enum PlistTree {
    static func value(at path: ArraySlice<PlistPathComponent>, in value: PlistValue) -> PlistValue? {
        guard let first = path.first else { return value }
        switch (first, value) {
        case (.key(let key), .dictionary(let entries)):
            return entries.last { $0.key == key }.flatMap { Self.value(at: path.dropFirst(), in: $0.value) }
        case (.index(let index), .array(let items)) where items.indices.contains(index):
            return Self.value(at: path.dropFirst(), in: items[index])
        default:
            return nil
        }
    }

    static func setting(_ new: PlistValue, at path: ArraySlice<PlistPathComponent>, in value: PlistValue, after sibling: String?)
        throws(EditError) -> PlistValue
    {
        guard let first = path.first else { return new }
        switch (first, value) {
        case (.key(let key), .dictionary(var entries)):
            if let index = entries.lastIndex(where: { $0.key == key }) {
                entries[index].value = try setting(new, at: path.dropFirst(), in: entries[index].value, after: sibling)
            } else {
                guard path.count == 1 else { throw EditError.notFound(path: "", what: "key \(Array(path).dotted)") }
                let position = sibling.flatMap { name in entries.lastIndex { $0.key == name } }.map { $0 + 1 } ?? entries.endIndex
                entries.insert(.init(key: key, value: new), at: position)
            }
            return .dictionary(entries)
        case (.index(let index), .array(var items)) where items.indices.contains(index):
            items[index] = try setting(new, at: path.dropFirst(), in: items[index], after: sibling)
            return .array(items)
        default:
            throw EditError.notFound(path: "", what: "item \(Array(path).dotted)")
        }
    }

    static func removing(at path: ArraySlice<PlistPathComponent>, in value: PlistValue) throws(EditError) -> PlistValue {
        guard let first = path.first else { return value }
        switch (first, value) {
        case (.key(let key), .dictionary(var entries)):
            guard let index = entries.lastIndex(where: { $0.key == key }) else { return value }
            if path.count == 1 {
                entries.remove(at: index)
            } else {
                entries[index].value = try removing(at: path.dropFirst(), in: entries[index].value)
            }
            return .dictionary(entries)
        case (.index(let index), .array(var items)) where items.indices.contains(index):
            if path.count == 1 { items.remove(at: index) } else { items[index] = try removing(at: path.dropFirst(), in: items[index]) }
            return .array(items)
        default:
            return value
        }
    }
}
