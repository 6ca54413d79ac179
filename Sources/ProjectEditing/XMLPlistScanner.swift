import Foundation

/// The elements of an XML property list with their byte ranges, so an edit replaces exactly the bytes of
/// one value and keeps every other byte (indentation, comments, the DOCTYPE) as it was.
struct XMLPlistElement {
    var tag: String
    /// From the `<` of the opening tag to just past the `>` of the closing one.
    var range: Range<Int>
    /// Just past the opening tag's `>` (equal to `range.upperBound` for `<tag/>`).
    var contentStart: Int
    var isSelfClosing: Bool
    /// A dict's keys and values alternate; an array's items.
    var children: [XMLPlistElement]
    /// A `<key>`'s or scalar's text, entities decoded.
    var text: String
}

struct XMLPlistScanner {
    static let maxDepth = 128
    static let maxElements = 1_000_000

    let bytes: [UInt8]
    private var position = 0
    private var elementCount = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The plist's root value (the single element inside `<plist>`).
    static func root(of bytes: [UInt8]) throws(EditError) -> XMLPlistElement {
        var scanner = XMLPlistScanner(bytes)
        try scanner.skipMarkupAndSpace()
        let plist = try scanner.element(depth: 0)
        guard plist.tag == "plist", let root = plist.children.first else {
            throw EditError.malformed(path: "", reason: "it has no <plist> element with a value")
        }
        return root
    }

    private mutating func element(depth: Int) throws(EditError) -> XMLPlistElement {
        guard depth < Self.maxDepth else { throw EditError.malformed(path: "", reason: "it nests deeper than \(Self.maxDepth) levels") }
        elementCount += 1
        guard elementCount < Self.maxElements else { throw EditError.malformed(path: "", reason: "it has too many elements") }
        let start = position
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else { throw failure("expected an element") }
        guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("an unterminated tag") }
        let isSelfClosing = bytes[close - 1] == UInt8(ascii: "/")
        let nameEnd =
            bytes[(position + 1)..<close].firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x2F } ?? close
        let tag = String(decoding: bytes[(position + 1)..<nameEnd], as: UTF8.self)
        position = close + 1
        var result = XMLPlistElement(
            tag: tag, range: start..<position, contentStart: position, isSelfClosing: isSelfClosing, children: [], text: "")
        if isSelfClosing { return result }
        if tag == "dict" || tag == "array" || tag == "plist" {
            while true {
                try skipMarkupAndSpace()
                if bytes[position...].starts(with: Array("</".utf8)) { break }
                result.children.append(try element(depth: depth + 1))
            }
        } else {
            let closing = Array("</\(tag)".utf8)
            guard let end = firstIndex(of: closing, from: position) else { throw failure("<\(tag)> is not closed") }
            result.text = Self.decodeEntities(String(decoding: bytes[position..<end], as: UTF8.self))
            position = end
        }
        guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("</\(tag)> is not closed") }
        position = end + 1
        result.range = start..<position
        return result
    }

    /// Skips white space, comments, `<?…?>` and `<!DOCTYPE …>`.
    private mutating func skipMarkupAndSpace() throws(EditError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if bytes[position...].starts(with: Array("<!--".utf8)) {
                guard let end = firstIndex(of: Array("-->".utf8), from: position + 4) else { throw failure("an unterminated comment") }
                position = end + 3
            } else if bytes[position...].starts(with: Array("<?".utf8)) || bytes[position...].starts(with: Array("<!".utf8)) {
                guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("unterminated markup") }
                position = end + 1
            } else {
                return
            }
        }
        throw failure("it ends before its plist does")
    }

    private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func failure(_ reason: String) -> EditError {
        .malformed(path: "", reason: "\(reason) at byte \(position)")
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
