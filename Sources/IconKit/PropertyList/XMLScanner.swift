import Foundation

/// The cursor over the bytes; every method throws `Unsupported` to hand the file to Foundation.
struct XMLScanner {
    struct Unsupported: Error {}

    let bytes: UnsafeRawBufferPointer
    let maxDepth: Int
    var position = 0

    init(bytes: UnsafeRawBufferPointer, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Prolog (BOM, `<?xml?>`, `<!DOCTYPE>`, comments), the `<plist>` element around one value, and
    /// nothing but white space and comments after it.
    mutating func document() throws -> Any {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMisc()
        var tag = try openTag()
        var insidePlist = false
        if tag.name == "plist" {
            // Foundation refuses an empty <plist/>.
            guard !tag.isEmpty else { throw Unsupported() }
            insidePlist = true
            try skipMisc()
            tag = try openTag()
        }
        let root = try value(tag, depth: 1)
        try skipMisc()
        if insidePlist { try closeTag("plist") }
        try skipMisc()
        guard position == bytes.count else { throw Unsupported() }
        return root
    }

    /// The value whose opening tag was just read.
    mutating func value(_ tag: Tag, depth: Int) throws -> Any {
        guard depth <= maxDepth else { throw Unsupported() }
        switch tag.name {
        case "dict": return try dictionary(tag, depth: depth)
        case "array": return try array(tag, depth: depth)
        case "string": return tag.isEmpty ? "" : try text(closing: "string")
        case "integer": return try integer(tag.isEmpty ? "" : try text(closing: "integer"))
        case "real":
            guard !tag.isEmpty, let real = Double(try text(closing: "real"))
            else { throw Unsupported() }
            return real
        case "true", "false":
            if !tag.isEmpty { try closeTag(tag.name == "true" ? "true" : "false") }
            return tag.name == "true"
        case "date": return try date(tag.isEmpty ? "" : try text(closing: "date"))
        case "data":
            let encoded = tag.isEmpty ? "" : try text(closing: "data")
            guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else { throw Unsupported() }
            return data
        default: throw Unsupported()
        }
    }

    mutating func dictionary(_ tag: Tag, depth: Int) throws -> [String: Any] {
        var dictionary: [String: Any] = [:]
        guard !tag.isEmpty else { return dictionary }
        while true {
            try skipMisc()
            if try atCloseTag("dict") { return dictionary }
            let keyTag = try openTag()
            guard keyTag.name == "key" else { throw Unsupported() }
            let key = keyTag.isEmpty ? "" : try text(closing: "key")
            try skipMisc()
            dictionary[key] = try value(try openTag(), depth: depth + 1)
        }
    }

    mutating func array(_ tag: Tag, depth: Int) throws -> [Any] {
        var array: [Any] = []
        guard !tag.isEmpty else { return array }
        while true {
            try skipMisc()
            if try atCloseTag("array") { return array }
            array.append(try value(try openTag(), depth: depth + 1))
        }
    }

    /// CoreFoundation's integers: optional sign, decimal or `0x` hexadecimal, no white space.
    func integer(_ text: String) throws -> Int {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.first != "-", digits.first != "+", let magnitude = Int(digits, radix: radix) else {
            throw Unsupported()
        }
        return negative ? -magnitude : magnitude
    }

    /// `2026-11-22T10:00:00Z`, the only form plists write.
    func date(_ text: String) throws -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else { throw Unsupported() }
        return date
    }
}
