import Foundation

/// Tags, text and the markup between values.
extension XMLScanner {
    /// An opening tag: its name and whether it closes itself (`<true/>`).
    struct Tag {
        var name: String
        var isEmpty: Bool
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let slash = UInt8(ascii: "/")

    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset <= bytes.count - count else { return false }
        return literal.withUTF8Buffer { literal in
            (0..<count).allSatisfy { bytes[offset + $0] == literal[$0] }
        }
    }

    /// Moves past `terminator`, which must come.
    mutating func skip(past terminator: StaticString) throws {
        while position < bytes.count {
            if matches(terminator, at: position) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw Unsupported()
    }

    /// White space, processing instructions, comments and the document type declaration.
    mutating func skipMisc() throws {
        while position < bytes.count {
            if isSpace(bytes[position]) {
                position += 1
            } else if matches("<?", at: position) {
                let start = position
                try skip(past: "?>")
                // Only UTF-8 is read here; a declared Latin-1 or UTF-16 document goes to Foundation.
                let declaration = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self).lowercased()
                if declaration.contains("encoding"), !declaration.contains("utf-8") { throw Unsupported() }
            } else if matches("<!--", at: position) {
                try skip(past: "-->")
            } else if matches("<!DOCTYPE", at: position) {
                // The plist DTD's declaration has no internal subset; one with brackets goes to Foundation.
                try skip(past: ">")
            } else {
                return
            }
        }
    }

    mutating func openTag() throws -> Tag {
        guard byte(at: position) == Self.lessThan, let first = byte(at: position + 1), first != Self.slash,
            first != UInt8(ascii: "!"), first != UInt8(ascii: "?")
        else { throw Unsupported() }
        position += 1
        let nameStart = position
        while let next = byte(at: position), !isSpace(next), next != Self.greaterThan, next != Self.slash { position += 1 }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
        // Attributes (only <plist version="1.0"> has any) are skipped, quotes respected.
        var quote: UInt8?
        while let next = byte(at: position) {
            position += 1
            if let open = quote {
                if next == open { quote = nil }
            } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                quote = next
            } else if next == Self.greaterThan {
                return Tag(name: name, isEmpty: bytes[position - 2] == Self.slash)
            }
        }
        throw Unsupported()
    }

    /// Consumes `</name>` and returns true when it comes next; false when another tag or text does.
    mutating func atCloseTag(_ name: StaticString) throws -> Bool {
        guard matches("</", at: position) else { return false }
        try closeTag(name)
        return true
    }

    /// Consumes `</name>`, white space allowed before the `>`.
    mutating func closeTag(_ name: StaticString) throws {
        guard matches("</", at: position), matches(name, at: position + 2) else { throw Unsupported() }
        position += 2 + name.utf8CodeUnitCount
        while let next = byte(at: position), isSpace(next) { position += 1 }
        guard byte(at: position) == Self.greaterThan else { throw Unsupported() }
        position += 1
    }

    /// The character data up to `</name>`, entities and CDATA sections decoded.
    mutating func text(closing name: StaticString) throws -> String {
        let start = position
        var plain = true
        while let next = byte(at: position), next != Self.lessThan {
            if next == UInt8(ascii: "&") { plain = false }
            position += 1
        }
        if plain, !matches("<![CDATA[", at: position) {
            let text = try utf8(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
            try closeTag(name)
            return text
        }
        position = start
        var decoded: [UInt8] = []
        while !matches("</", at: position) {
            guard let next = byte(at: position) else { throw Unsupported() }
            if matches("<![CDATA[", at: position) {
                let contentStart = position + 9
                try skip(past: "]]>")
                decoded += UnsafeRawBufferPointer(rebasing: bytes[contentStart..<(position - 3)])
            } else if next == Self.lessThan {
                throw Unsupported()
            } else if next == UInt8(ascii: "&") {
                decoded += try entity()
            } else {
                decoded.append(next)
                position += 1
            }
        }
        try closeTag(name)
        return try utf8(decoded)
    }

    /// Text that is valid UTF-8; anything else goes to Foundation, which judges it (repairing it
    /// here would accept a file Foundation refuses).
    func utf8(_ bytes: some Collection<UInt8>) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Unsupported() }
        return text
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and numeric references, as UTF-8.
    mutating func entity() throws -> [UInt8] {
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw Unsupported() }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(position + 1)..<semicolon]), as: UTF8.self)
        position = semicolon + 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
            guard name.hasPrefix("#"), let code = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                code != 0, let scalar = Unicode.Scalar(code)
            else { throw Unsupported() }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
