/// The values of a `project.pbxproj` (an OpenStep property list) with their byte ranges, so an edit can
/// replace exactly one value's bytes. Comments (`/* name */`, which Xcode writes after every id) are
/// skipped by the scanner and kept in the text.
indirect enum PBXNode {
    case string(String, range: Range<Int>)
    case list([PBXNode], range: Range<Int>)
    case dictionary([PBXEntry], range: Range<Int>)

    var range: Range<Int> {
        switch self {
        case .string(_, let range), .list(_, let range), .dictionary(_, let range): return range
        }
    }

    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var entries: [PBXEntry] {
        if case .dictionary(let entries, _) = self { return entries }
        return []
    }

    subscript(key: String) -> PBXNode? { entries.last { $0.key == key }?.value }
}

struct PBXEntry {
    var key: String
    var value: PBXNode
    /// From the key's first byte to just past the `;`.
    var range: Range<Int>
}

struct PBXProjScanner {
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var position = 0

    /// The root dictionary of `bytes`.
    static func root(of bytes: [UInt8]) throws(EditError) -> PBXNode {
        var scanner = PBXProjScanner(bytes: bytes)
        try scanner.skipSpaceAndComments()
        return try scanner.value(depth: 0)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value(depth: Int) throws(EditError) -> PBXNode {
        guard depth < Self.maxDepth else { throw failure("it nests deeper than \(Self.maxDepth) levels") }
        guard position < bytes.count else { throw failure("it ends inside a value") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var entries: [PBXEntry] = []
            while true {
                try skipSpaceAndComments()
                guard position < bytes.count else { throw failure("a dictionary is not closed") }
                if bytes[position] == UInt8(ascii: "}") { break }
                let keyStart = position
                guard case .string(let key, _) = try value(depth: depth + 1) else { throw failure("a key is not a string") }
                try expect("=")
                try skipSpaceAndComments()
                let entryValue = try value(depth: depth + 1)
                try expect(";")
                entries.append(PBXEntry(key: key, value: entryValue, range: keyStart..<position))
            }
            position += 1
            return .dictionary(entries, range: start..<position)
        case UInt8(ascii: "("):
            position += 1
            var items: [PBXNode] = []
            while true {
                try skipSpaceAndComments()
                guard position < bytes.count else { throw failure("a list is not closed") }
                if bytes[position] == UInt8(ascii: ")") { break }
                items.append(try value(depth: depth + 1))
                try skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
            position += 1
            return .list(items, range: start..<position)
        case UInt8(ascii: "\""):
            return .string(try quoted(), range: start..<position)
        default:
            while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
            guard position > start else { throw failure("unexpected \"\(Character(Unicode.Scalar(bytes[start])))\"") }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self), range: start..<position)
        }
    }

    private mutating func quoted() throws(EditError) -> String {
        position += 1
        var text: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                position += 1
                switch bytes[position] {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: text.append(bytes[position])
                }
            } else {
                text.append(bytes[position])
            }
            position += 1
        }
        guard position < bytes.count else { throw failure("a quoted string is not closed") }
        position += 1
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func expect(_ character: Character) throws(EditError) {
        try skipSpaceAndComments()
        guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii else {
            throw failure("expected \"\(character)\"")
        }
        position += 1
    }

    private mutating func skipSpaceAndComments() throws(EditError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                var end = position + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < bytes.count else { throw failure("a comment is not closed") }
                position = end + 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }

    /// The characters of an unquoted OpenStep string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "@"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"):
            return true
        default: return byte >= 0x80
        }
    }

    private func failure(_ reason: String) -> EditError {
        .malformed(path: "", reason: "\(reason) at byte \(position)")
    }
}
