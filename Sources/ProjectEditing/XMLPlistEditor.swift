import Foundation
import IconKit

/// Edits an XML property list by splicing its text: a value's bytes are replaced, an entry is inserted
/// with the indentation and line endings of its neighbours, a removed entry takes its whole lines with
/// it. Every byte outside the edit (comments, key order, the DOCTYPE, odd spacing) is kept, so the
/// diff is the one a careful person would make by hand.
public struct XMLPlistEditor: Sendable {
    public private(set) var bytes: [UInt8]
    private let writer: XMLPlistWriter

    /// Fails with `malformed` when `data` is not an XML property list this editor can find its way in.
    public init(_ data: Data) throws(EditError) {
        let bytes = [UInt8](data)
        self.bytes = bytes
        let root = try XMLPlistScanner.root(of: bytes)
        let lineEnding = TextLines.lineEnding(of: bytes)
        var unit = "\t"
        if let first = root.children.first, Self.startsLine(first.range.lowerBound, in: bytes) {
            let inner = Self.lineIndent(first.range.lowerBound, in: bytes)
            let outer = Self.lineIndent(root.range.lowerBound, in: bytes)
            if inner.count > outer.count, inner.hasPrefix(outer) { unit = String(inner.dropFirst(outer.count)) }
        }
        writer = XMLPlistWriter(indentUnit: unit, lineEnding: lineEnding)
    }

    public var data: Data { Data(bytes) }

    /// Whether a value is at `path`.
    public func contains(_ path: PlistPath) -> Bool {
        (try? element(at: path)) != nil
    }

    /// Replaces the value at `path`, or adds it to the dictionary that holds it: after the entry `after`
    /// when given and present, else at the dictionary's end.
    public mutating func set(_ value: PlistValue, at path: PlistPath, after sibling: String? = nil) throws(EditError) {
        if let existing = try? element(at: path) {
            let indent = Self.lineIndent(existing.range.lowerBound, in: bytes)
            splice(existing.range, with: writer.text(value, indent: indent))
            return
        }
        guard case .key(let key)? = path.last else { throw EditError.notFound(path: "", what: "item \(path.dotted)") }
        let dictionary = try element(at: Array(path.dropLast()))
        guard dictionary.tag == "dict" else { throw EditError.malformed(path: "", reason: "\(path.dropLast().dotted) is not a dictionary") }
        let values = stride(from: 1, to: dictionary.children.count, by: 2).map { dictionary.children[$0] }
        let keys = stride(from: 0, to: dictionary.children.count, by: 2).map { dictionary.children[$0].text }
        let anchor = sibling.flatMap { name in keys.firstIndex(of: name) }.map { values[$0] } ?? values.last
        insert(writer.entryText(.init(key: key, value: value), indent: childIndent(of: dictionary)), into: dictionary, after: anchor)
    }

    /// Adds `value` at the end of the array at `path`.
    public mutating func append(_ value: PlistValue, toArrayAt path: PlistPath) throws(EditError) {
        let array = try element(at: path)
        guard array.tag == "array" else { throw EditError.malformed(path: "", reason: "\(path.dotted) is not an array") }
        let indent = childIndent(of: array)
        insert(writer.lineEnding + indent + writer.text(value, indent: indent), into: array, after: array.children.last)
    }

    /// Removes the entry or item at `path`, with the lines it stood on.
    public mutating func remove(at path: PlistPath) throws(EditError) {
        try remove(at: [path])
    }

    /// Removes every entry or item of `paths` (found on one reading of the text, so removing many costs
    /// one pass), each with the lines it stood on.
    public mutating func remove(at paths: [PlistPath]) throws(EditError) {
        let root = try XMLPlistScanner.root(of: bytes)
        var ranges: [Range<Int>] = []
        // A path inside another one to remove goes with it.
        let outermost = paths.filter { path in !paths.contains { $0.count < path.count && Array(path.prefix($0.count)) == $0 } }
        for path in outermost {
            guard let last = path.last else { throw EditError.malformed(path: "", reason: "the root cannot be removed") }
            let container = try Self.element(at: Array(path.dropLast()), from: root)
            switch last {
            case .key(let key):
                guard let index = Self.keyIndex(key, in: container) else { throw EditError.notFound(path: "", what: "key \(path.dotted)") }
                ranges.append(container.children[index].range.lowerBound..<container.children[index + 1].range.upperBound)
            case .index(let index):
                guard container.tag == "array", container.children.indices.contains(index) else {
                    throw EditError.notFound(path: "", what: "item \(path.dotted)")
                }
                ranges.append(container.children[index].range)
            }
        }
        for range in Set(ranges.map { Self.wholeLines($0, in: bytes) }).sorted(by: { $0.lowerBound > $1.lowerBound }) {
            splice(range, with: "")
        }
    }

    /// Adds `entries` at the end of the dictionary at `path` in one splice (keys already there are not checked).
    public mutating func insert(_ entries: [PlistValue.Entry], intoDictionaryAt path: PlistPath) throws(EditError) {
        let dictionary = try element(at: path)
        guard dictionary.tag == "dict" else { throw EditError.malformed(path: "", reason: "\(path.dotted) is not a dictionary") }
        guard !entries.isEmpty else { return }
        let indent = childIndent(of: dictionary)
        let values = stride(from: 1, to: dictionary.children.count, by: 2).map { dictionary.children[$0] }
        insert(entries.map { writer.entryText($0, indent: indent) }.joined(), into: dictionary, after: values.last)
    }

    // MARK: Finding

    func element(at path: PlistPath) throws(EditError) -> XMLPlistElement {
        try Self.element(at: path, from: try XMLPlistScanner.root(of: bytes))
    }

    static func element(at path: PlistPath, from root: XMLPlistElement) throws(EditError) -> XMLPlistElement {
        var current = root
        for (depth, component) in path.enumerated() {
            switch component {
            case .key(let key):
                guard current.tag == "dict", let index = Self.keyIndex(key, in: current) else {
                    throw EditError.notFound(path: "", what: "key \(path.prefix(depth + 1).dotted)")
                }
                current = current.children[index + 1]
            case .index(let index):
                guard current.tag == "array", current.children.indices.contains(index) else {
                    throw EditError.notFound(path: "", what: "item \(path.prefix(depth + 1).dotted)")
                }
                current = current.children[index]
            }
        }
        return current
    }

    /// The index of the `<key>` whose value follows it (the last one, as readers keep a duplicated key's last value).
    static func keyIndex(_ key: String, in dictionary: XMLPlistElement) -> Int? {
        Array(stride(from: 0, to: dictionary.children.count - 1, by: 2)).last { dictionary.children[$0].text == key }
    }

    // MARK: Splicing

    /// Inserts `text` (which begins with a line break) after `anchor`, or at the start of an empty container.
    private mutating func insert(_ text: String, into container: XMLPlistElement, after anchor: XMLPlistElement?) {
        let outer = Self.lineIndent(container.range.lowerBound, in: bytes)
        if container.isSelfClosing {
            let open = "<\(container.tag)>"
            splice(container.range, with: open + text + writer.lineEnding + outer + "</\(container.tag)>")
            return
        }
        let position = anchor?.range.upperBound ?? container.contentStart
        var inserted = text
        if anchor == nil, !Self.lineBreakFollows(position, in: bytes) { inserted += writer.lineEnding + outer }
        splice(position..<position, with: inserted)
    }

    private mutating func splice(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
    }

    private func childIndent(of container: XMLPlistElement) -> String {
        if let first = container.children.first, Self.startsLine(first.range.lowerBound, in: bytes) {
            return Self.lineIndent(first.range.lowerBound, in: bytes)
        }
        return Self.lineIndent(container.range.lowerBound, in: bytes) + writer.indentUnit
    }

    static func lineIndent(_ offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    static func startsLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        return index == 0 || bytes[index - 1] == 0x0A
    }

    static func lineBreakFollows(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        return index < bytes.count && bytes[index] == 0x0A
    }

    /// `range` widened to its whole lines when nothing else stands on them.
    static func wholeLines(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        guard startsLine(range.lowerBound, in: bytes), lineBreakFollows(range.upperBound, in: bytes) else { return range }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = range.upperBound
        while bytes[end] != 0x0A { end += 1 }
        return start..<(end + 1)
    }
}
