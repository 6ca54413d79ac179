import Foundation

/// Tags, text and the markup between values.
extension XMLScanner {
    /// An opening tag: its name and whether it closes itself (`<true/>`).
    struct Tag {
        var name: TagName
        var isEmpty: Bool
    }

    /// The plist DTD's element names, told apart by bytes: no `String` is made for a tag.
    enum TagName {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data, other

        /// The name's bytes between `start` and `end` in `bytes`: guessed from its first letters,
        /// then checked in full.
        init(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
            let name = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            let guess: TagName
            switch name.first {
            case UInt8(ascii: "d")?:
                if name.count != 4 {
                    guess = .other
                } else {
                    guess = name[1] == UInt8(ascii: "i") ? .dict : name[3] == UInt8(ascii: "e") ? .date : .data
                }
            case UInt8(ascii: "a")?: guess = .array
            case UInt8(ascii: "k")?: guess = .key
            case UInt8(ascii: "s")?: guess = .string
            case UInt8(ascii: "i")?: guess = .integer
            case UInt8(ascii: "r")?: guess = .real
            case UInt8(ascii: "t")?: guess = .true
            case UInt8(ascii: "f")?: guess = .false
            case UInt8(ascii: "p")?: guess = .plist
            default: guess = .other
            }
            self = guess != .other && guess.isSpelled(by: name) ? guess : .other
        }

        var literal: StaticString {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            case .key: "key"
            case .string: "string"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            case .other: ""
            }
        }

        func isSpelled(by name: UnsafeRawBufferPointer) -> Bool {
            let literal = self.literal
            guard name.count == literal.utf8CodeUnitCount else { return false }
            // `memcmp`: the generic `elementsEqual` is far slower, and every tag is compared.
            return literal.withUTF8Buffer { literal in
                guard let own = literal.baseAddress, let other = name.baseAddress else { return literal.isEmpty }
                return memcmp(own, other, literal.count) == 0
            }
        }
    }

    /// Character data: a span of the file when it holds no entity or CDATA section, else the decoded bytes.
    enum Text {
        case span(Range<Int>)
        case bytes([UInt8])
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
        // Not `utf8Start`: a one-character literal may be stored as a scalar, without a pointer.
        return literal.withUTF8Buffer { literal in
            guard let own = literal.baseAddress, let start = bytes.baseAddress else { return count == 0 }
            return memcmp(start + offset, own, count) == 0
        }
    }

    /// True when `<` followed by `second` comes at `position`: the cheap test before a full match.
    func atMarkup(_ second: UInt8) -> Bool {
        position + 1 < bytes.count && bytes[position] == Self.lessThan && bytes[position + 1] == second
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
            } else if bytes[position] != Self.lessThan {
                return
            } else if atMarkup(UInt8(ascii: "?")) {
                let start = position
                try skip(past: "?>")
                // Only UTF-8 is read here; a declared Latin-1 or UTF-16 document goes to Foundation.
                let declaration = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self).lowercased()
                if declaration.contains("encoding"), !declaration.contains("utf-8") { throw Unsupported() }
            } else if !atMarkup(UInt8(ascii: "!")) {
                return
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
        let name = TagName(bytes, from: nameStart, to: position)
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
        guard atMarkup(Self.slash) else { return false }
        try closeTag(name)
        return true
    }

    /// Consumes `</name>`, white space allowed before the `>`.
    mutating func closeTag(_ name: StaticString) throws {
        guard atMarkup(Self.slash), matches(name, at: position + 2) else { throw Unsupported() }
        position += 2 + name.utf8CodeUnitCount
        while let next = byte(at: position), isSpace(next) { position += 1 }
        guard byte(at: position) == Self.greaterThan else { throw Unsupported() }
        position += 1
    }

    /// The character data up to `</name>` as a string, entities and CDATA sections decoded.
    mutating func string(closing name: StaticString) throws -> String {
        try string(try text(closing: name))
    }

    /// Character data as a string: ASCII as it is, anything else validated as UTF-8.
    func string(_ text: Text) throws -> String {
        switch text {
        case .span(let range):
            let span = UnsafeRawBufferPointer(rebasing: bytes[range])
            // ASCII is valid UTF-8 as it is; only other text needs validating.
            if span.allSatisfy({ $0 < 0x80 }) { return String(decoding: span, as: UTF8.self) }
            return try utf8(span)
        case .bytes(let decoded):
            return try utf8(decoded)
        }
    }

    /// The character data up to `</name>`, consumed with the closing tag.
    mutating func text(closing name: StaticString) throws -> Text {
        let start = position
        // The next `<` and whether an `&` comes before it, found by `memchr` rather than byte by byte.
        let rest = UnsafeRawBufferPointer(rebasing: bytes[position...])
        if let base = rest.baseAddress, let lessThan = memchr(base, Int32(Self.lessThan), rest.count) {
            position += UnsafeRawPointer(lessThan) - base
        } else {
            position = bytes.count
        }
        let plain = rest.baseAddress.map { memchr($0, Int32(UInt8(ascii: "&")), position - start) == nil } ?? true
        if plain, !atMarkup(UInt8(ascii: "!")) || !matches("<![CDATA[", at: position) {
            let end = position
            try closeTag(name)
            return .span(start..<end)
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
        return .bytes(decoded)
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
