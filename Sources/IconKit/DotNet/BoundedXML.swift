import Foundation

/// One element of an XML document: its name, attributes in the order written, the text directly
/// inside it (entities decoded, pieces around child elements joined) and the line its tag opens on.
struct XMLNode: Equatable, Sendable {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [XMLNode] = []
    var text = ""
    var line: Int

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    static func == (lhs: XMLNode, rhs: XMLNode) -> Bool {
        lhs.name == rhs.name && lhs.text == rhs.text && lhs.line == rhs.line && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

/// A small XML reader for MSBuild project files, with a cap on every dimension a hostile file could
/// inflate: bytes, nesting, elements, attributes.
///
/// Foundation's `XMLParser` is libxml2 underneath: it refuses the classic entity bomb and does not
/// fetch external entities, but it has no depth limit (100,000 nested elements parse), and linking it
/// would put libxml2 and its own dependencies into the static executable. MSBuild project files need
/// none of what it adds: no DTD is read (a document with a `<!DOCTYPE` is refused, so no entity is
/// ever declared or expanded), only the five predefined entities and character references are decoded.
enum BoundedXML {
    struct Limits: Sendable {
        var maxBytes = 4 << 20
        var maxDepth = 64
        var maxElements = 100_000
        var maxAttributes = 256
    }

    /// Why a document was not read; `description` completes "PATH: …".
    enum Failure: Error, Equatable, CustomStringConvertible {
        case tooLarge(limit: Int)
        case tooDeep(line: Int, limit: Int)
        case tooManyElements(limit: Int)
        case tooManyAttributes(line: Int, limit: Int)
        case doctype(line: Int)
        case unknownEntity(line: Int, name: String)
        case malformed(line: Int, reason: String)

        var description: String {
            switch self {
            case .tooLarge(let limit): return "it is larger than \(limit) bytes"
            case .tooDeep(let line, let limit): return "line \(line): elements nest deeper than \(limit)"
            case .tooManyElements(let limit): return "it holds more than \(limit) elements"
            case .tooManyAttributes(let line, let limit): return "line \(line): an element has more than \(limit) attributes"
            case .doctype(let line): return "line \(line): it declares a DOCTYPE, which MSBuild project files do not use"
            case .unknownEntity(let line, let name): return "line \(line): the entity &\(name); is not one of XML's own"
            case .malformed(let line, let reason): return "line \(line): \(reason)"
            }
        }
    }

    /// The document's root element.
    static func parse(_ data: Data, limits: Limits = .init()) throws(Failure) -> XMLNode {
        guard data.count <= limits.maxBytes else { throw .tooLarge(limit: limits.maxBytes) }
        var scanner = XMLReader(bytes: [UInt8](data), limits: limits)
        return try scanner.document()
    }
}

/// The cursor over one document's bytes.
private struct XMLReader {
    let bytes: [UInt8]
    let limits: BoundedXML.Limits
    var position = 0
    var elements = 0
    /// The line of `lineOffset`, advanced as the cursor moves (element starts only go forward).
    var lineOffset = 0
    var lineNumber = 1

    init(bytes: [UInt8], limits: BoundedXML.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func line(at offset: Int) -> Int {
        while lineOffset < offset && lineOffset < bytes.count {
            if bytes[lineOffset] == UInt8(ascii: "\n") { lineNumber += 1 }
            lineOffset += 1
        }
        return lineNumber
    }

    /// Counted afresh: the offset may lie before the cursor (the start of an element never closed).
    func malformed(_ reason: String, at offset: Int) -> BoundedXML.Failure {
        let newlines = bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return .malformed(line: newlines + 1, reason: reason)
    }

    mutating func document() throws(BoundedXML.Failure) -> XMLNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMisc()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            throw malformed("there is no root element", at: position)
        }
        let root = try element(depth: 1)
        try skipMisc()
        guard position == bytes.count else { throw malformed("there is content after the root element", at: position) }
        return root
    }

    /// White space, comments, processing instructions; a DOCTYPE is refused.
    mutating func skipMisc() throws(BoundedXML.Failure) {
        while true {
            skipSpace()
            if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                throw .doctype(line: line(at: position))
            } else {
                return
            }
        }
    }

    mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { literal in
            for index in 0..<count where bytes[position + index] != literal[index] { return false }
            return true
        }
    }

    mutating func skip(past terminator: StaticString, what: String) throws(BoundedXML.Failure) {
        let start = position
        while position < bytes.count {
            if starts(with: terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw malformed("\(what) is not closed", at: start)
    }
}

extension XMLReader {
    /// The element whose `<` is at the cursor, with everything inside it.
    mutating func element(depth: Int) throws(BoundedXML.Failure) -> XMLNode {
        let start = position
        let line = line(at: start)
        guard depth <= limits.maxDepth else { throw .tooDeep(line: line, limit: limits.maxDepth) }
        elements += 1
        guard elements <= limits.maxElements else { throw .tooManyElements(limit: limits.maxElements) }
        position += 1
        var node = XMLNode(name: name(), line: line)
        guard !node.name.isEmpty else { throw malformed("an element has no name", at: start) }
        let selfClosing = try attributes(of: &node)
        if selfClosing { return node }
        var text: [UInt8] = []
        while true {
            guard position < bytes.count else { throw malformed("<\(node.name)> is not closed", at: start) }
            if starts(with: "</") {
                position += 2
                let closing = name()
                skipSpace()
                guard closing == node.name, position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                    throw malformed("</\(closing)> closes <\(node.name)>", at: position)
                }
                position += 1
                node.text = String(decoding: text, as: UTF8.self)
                return node
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                position += 9
                let from = position
                try skip(past: "]]>", what: "a CDATA section")
                text += bytes[from..<(position - 3)]
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if bytes[position] == UInt8(ascii: "<") {
                node.children.append(try element(depth: depth + 1))
            } else {
                try characters(into: &text)
            }
        }
    }

    /// A name: everything up to white space, `/`, `>` or `=`.
    mutating func name() -> String {
        let from = position
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") { break }
            position += 1
        }
        return String(decoding: bytes[from..<position], as: UTF8.self)
    }

    /// The attributes up to `>` or `/>`; true for `/>`.
    mutating func attributes(of node: inout XMLNode) throws(BoundedXML.Failure) -> Bool {
        while true {
            skipSpace()
            guard position < bytes.count else { throw malformed("<\(node.name) is not closed", at: position) }
            if starts(with: "/>") {
                position += 2
                return true
            }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return false
            }
            let name = name()
            skipSpace()
            guard !name.isEmpty, position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw malformed("an attribute of <\(node.name)> has no value", at: position)
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw malformed("the value of \(name) is not quoted", at: position)
            }
            let quote = bytes[position]
            position += 1
            var value: [UInt8] = []
            try characters(into: &value, until: quote)
            position += 1
            node.attributes.append((name, String(decoding: value, as: UTF8.self)))
            guard node.attributes.count <= limits.maxAttributes else {
                throw .tooManyAttributes(line: node.line, limit: limits.maxAttributes)
            }
        }
    }

    /// Character data up to the next `<` (or `terminator`), entities decoded.
    mutating func characters(into text: inout [UInt8], until terminator: UInt8 = UInt8(ascii: "<")) throws(BoundedXML.Failure) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == terminator { return }
            if terminator != UInt8(ascii: "<") && byte == UInt8(ascii: "<") {
                throw malformed("an attribute value holds <", at: position)
            }
            if byte == UInt8(ascii: "&") {
                text += try entity()
            } else {
                text.append(byte)
                position += 1
            }
        }
        if terminator != UInt8(ascii: "<") { throw malformed("an attribute value is not closed", at: position) }
    }

    /// `&name;` or `&#N;` / `&#xN;` at the cursor, as UTF-8.
    mutating func entity() throws(BoundedXML.Failure) -> [UInt8] {
        let start = position
        position += 1
        let from = position
        while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - from < 12 { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { throw malformed("an & starts no entity", at: start) }
        let name = String(decoding: bytes[from..<position], as: UTF8.self)
        position += 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        guard name.hasPrefix("#") else { throw .unknownEntity(line: line(at: start), name: name) }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else {
            throw malformed("&\(name); is not a character", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }
}
