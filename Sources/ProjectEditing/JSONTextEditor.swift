import Foundation

/// Edits a JSON file (Expo's `app.json`) by splicing its text: a member's value is replaced in place, a
/// new member or item goes at the end of its object or array in the indentation and `:` spacing of its
/// siblings, and every other byte stays.
public struct JSONTextEditor: Sendable {
    public let path: String
    public private(set) var bytes: [UInt8]

    public init(_ data: Data, path: String) throws(EditError) {
        self.path = path
        bytes = [UInt8](data)
        _ = try root()
    }

    public var data: Data { Data(bytes) }

    /// Whether a value is at `path` (keys and array indexes, as `PlistPath`).
    public func contains(_ path: PlistPath) -> Bool { (try? node(at: path)) != nil }

    /// Replaces the value at `path`, or adds it to its object: where the order puts it when the object's
    /// keys (two or more) are sorted, as Xcode writes `Contents.json`; else as the last member.
    public mutating func set(_ value: JSONValue, at path: PlistPath) throws(EditError) {
        if let existing = try? node(at: path) {
            let indent = TextLines.indent(at: existing.range.lowerBound, in: bytes)
            splice(existing.range, with: value.text(indent: indent, unit: style.unit, separator: style.separator, sortKeys: false))
            return
        }
        guard case .key(let key)? = path.last else { throw EditError.notFound(path: self.path, what: "item \(path.dotted)") }
        let object = try node(at: Array(path.dropLast()))
        guard case .object(let members, _) = object else {
            throw EditError.malformed(path: self.path, reason: "\(path.dropLast().dotted) is not an object")
        }
        let style = self.style
        let keys = members.map(\.key)
        if keys.count > 1, keys == keys.sorted(), let next = members.first(where: { $0.key > key }) {
            let indent = TextLines.indent(at: next.keyStart, in: bytes)
            let between = XMLPlistEditor.startsLine(next.keyStart, in: bytes) ? TextLines.lineEnding(of: bytes) + indent : " "
            let member =
                JSONValue.quoted(key) + style.separator
                + value.text(indent: indent, unit: style.unit, separator: style.separator, sortKeys: false) + "," + between
            splice(next.keyStart..<next.keyStart, with: member)
            return
        }
        try insert(
            { indent in
                JSONValue.quoted(key) + style.separator
                    + value.text(indent: indent, unit: style.unit, separator: style.separator, sortKeys: false)
            },
            into: object, last: members.last?.value)
    }

    /// Adds `value` as the last item of the array at `path`.
    public mutating func append(_ value: JSONValue, toArrayAt path: PlistPath) throws(EditError) {
        let array = try node(at: path)
        guard case .array(let items, _) = array else {
            throw EditError.malformed(path: self.path, reason: "\(path.dotted) is not an array")
        }
        let style = self.style
        try insert(
            { indent in value.text(indent: indent, unit: style.unit, separator: style.separator, sortKeys: false) }, into: array,
            last: items.last)
    }

    /// Removes the member or item at `path`, with its comma and line.
    public mutating func remove(at path: PlistPath) throws(EditError) {
        guard let last = path.last, let parent = try? node(at: Array(path.dropLast())) else { return }
        let siblings: [(key: String?, node: JSONNode, start: Int)]
        switch parent {
        case .object(let members, _): siblings = members.map { ($0.key, $0.value, $0.keyStart) }
        case .array(let items, _): siblings = items.map { (nil, $0, $0.range.lowerBound) }
        default: return
        }
        let index: Int?
        switch last {
        case .key(let key): index = siblings.lastIndex { $0.key == key }
        case .index(let position): index = siblings.indices.contains(position) ? position : nil
        }
        guard let index else { return }
        let start = index > 0 ? siblings[index - 1].node.range.upperBound : siblings[index].start
        let end =
            index > 0
            ? siblings[index].node.range.upperBound
            : (index + 1 < siblings.count ? siblings[index + 1].start : siblings[index].node.range.upperBound)
        let alone = index == 0 && siblings.count == 1
        splice(alone ? XMLPlistEditor.wholeLines(start..<end, in: bytes) : start..<end, with: "")
    }

    // MARK: Internals

    private var style: (unit: String, separator: String) {
        guard case .object(let members, let range)? = try? root(), let first = members.first else { return ("  ", ": ") }
        let outer = TextLines.indent(at: range.lowerBound, in: bytes)
        let inner = TextLines.indent(at: first.keyStart, in: bytes)
        let unit = inner.count > outer.count && inner.hasPrefix(outer) ? String(inner.dropFirst(outer.count)) : "  "
        let between = String(decoding: bytes[first.keyEnd..<first.value.range.lowerBound], as: UTF8.self)
        return (unit, between.contains("\n") ? ": " : between)
    }

    private mutating func insert(_ text: (String) -> String, into container: JSONNode, last: JSONNode?) throws(EditError) {
        let closing = container.range.upperBound - 1
        if let last {
            let multiline = XMLPlistEditor.startsLine(last.range.lowerBound, in: bytes) || keyStartsLine(of: last, in: container)
            let indent = TextLines.indent(at: memberStart(of: last, in: container), in: bytes)
            let addition = multiline ? "," + TextLines.lineEnding(of: bytes) + indent + text(indent) : ", " + text(indent)
            splice(last.range.upperBound..<last.range.upperBound, with: addition)
        } else {
            let outer = TextLines.indent(at: container.range.lowerBound, in: bytes)
            let lineEnding = TextLines.lineEnding(of: bytes)
            let inner = outer + self.style.unit
            splice((container.range.lowerBound + 1)..<closing, with: lineEnding + inner + text(inner) + lineEnding + outer)
        }
    }

    private func memberStart(of node: JSONNode, in container: JSONNode) -> Int {
        if case .object(let members, _) = container, let member = members.first(where: { $0.value.range == node.range }) {
            return member.keyStart
        }
        return node.range.lowerBound
    }

    private func keyStartsLine(of node: JSONNode, in container: JSONNode) -> Bool {
        XMLPlistEditor.startsLine(memberStart(of: node, in: container), in: bytes)
    }

    private mutating func splice(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
    }

    private func root() throws(EditError) -> JSONNode {
        do { return try JSONScanner.root(of: bytes) } catch { throw error.about(path) }
    }

    private func node(at path: PlistPath) throws(EditError) -> JSONNode {
        var current = try root()
        for (depth, component) in path.enumerated() {
            switch (component, current) {
            case (.key(let key), .object(let members, _)):
                guard let member = members.last(where: { $0.key == key }) else {
                    throw EditError.notFound(path: self.path, what: "member \(path.prefix(depth + 1).dotted)")
                }
                current = member.value
            case (.index(let index), .array(let items, _)) where items.indices.contains(index):
                current = items[index]
            default:
                throw EditError.notFound(path: self.path, what: "member \(path.prefix(depth + 1).dotted)")
            }
        }
        return current
    }
}

/// JSON values with their byte ranges.
indirect enum JSONNode {
    struct Member {
        var key: String
        var keyStart: Int
        /// Just past the key's closing quote.
        var keyEnd: Int
        var value: JSONNode
    }

    case scalar(range: Range<Int>)
    case string(String, range: Range<Int>)
    case array([JSONNode], range: Range<Int>)
    case object([Member], range: Range<Int>)

    var range: Range<Int> {
        switch self {
        case .scalar(let range), .string(_, let range), .array(_, let range), .object(_, let range): return range
        }
    }
}

struct JSONScanner {
    static let maxDepth = 128
    private let bytes: [UInt8]
    private var position = 0

    static func root(of bytes: [UInt8]) throws(EditError) -> JSONNode {
        var scanner = JSONScanner(bytes: bytes)
        scanner.skipSpace()
        let root = try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.position == bytes.count else { throw scanner.failure("text after the JSON value") }
        return root
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value(depth: Int) throws(EditError) -> JSONNode {
        guard depth < Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth) levels") }
        guard position < bytes.count else { throw failure("it ends inside a value") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [JSONNode.Member] = []
            skipSpace()
            while position < bytes.count, bytes[position] != UInt8(ascii: "}") {
                let keyStart = position
                guard case .string(let key, _) = try value(depth: depth + 1) else { throw failure("a member's name is not a string") }
                let keyEnd = position
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                members.append(.init(key: key, keyStart: keyStart, keyEnd: keyEnd, value: try value(depth: depth + 1)))
                try separator(closing: UInt8(ascii: "}"))
            }
            try expect(UInt8(ascii: "}"))
            return .object(members, range: start..<position)
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONNode] = []
            skipSpace()
            while position < bytes.count, bytes[position] != UInt8(ascii: "]") {
                items.append(try value(depth: depth + 1))
                try separator(closing: UInt8(ascii: "]"))
            }
            try expect(UInt8(ascii: "]"))
            return .array(items, range: start..<position)
        case UInt8(ascii: "\""):
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard position < bytes.count else { throw failure("a string is not closed") }
            position += 1
            let literal = String(decoding: bytes[start..<position], as: UTF8.self)
            let decoded = (try? JSONDecoder().decode(String.self, from: Data(literal.utf8))) ?? String(literal.dropFirst().dropLast())
            return .string(decoded, range: start..<position)
        default:
            while position < bytes.count, !Self.ends(bytes[position]) { position += 1 }
            guard position > start else { throw failure("unexpected character") }
            return .scalar(range: start..<position)
        }
    }

    private mutating func separator(closing: UInt8) throws(EditError) {
        skipSpace()
        guard position < bytes.count else { throw failure("it ends inside a value") }
        if bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipSpace()
        } else if bytes[position] != closing {
            throw failure("expected \",\"")
        }
    }

    private mutating func expect(_ byte: UInt8) throws(EditError) {
        guard position < bytes.count, bytes[position] == byte else { throw failure("expected \"\(Character(Unicode.Scalar(byte)))\"") }
        position += 1
    }

    private mutating func skipSpace() {
        while position < bytes.count,
            bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D
        {
            position += 1
        }
    }

    private static func ends(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "]")
    }

    private func failure(_ reason: String) -> EditError { .malformed(path: "", reason: "\(reason) at byte \(position)") }
}
