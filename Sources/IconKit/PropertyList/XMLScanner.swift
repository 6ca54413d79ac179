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
    mutating func document() throws -> PlistValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMisc()
        var tag = try openTag()
        var insidePlist = false
        if tag.name == .plist {
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
    mutating func value(_ tag: Tag, depth: Int) throws -> PlistValue {
        guard depth <= maxDepth else { throw Unsupported() }
        switch tag.name {
        case .dict: return try dictionary(tag, depth: depth)
        case .array: return try array(tag, depth: depth)
        case .string: return .string(tag.isEmpty ? "" : try string(closing: "string"))
        case .integer: return .integer(try integer(tag.isEmpty ? .bytes([]) : try text(closing: "integer")))
        case .real:
            guard !tag.isEmpty, let real = Double(try string(closing: "real")) else { throw Unsupported() }
            return .real(real)
        case .true, .false:
            if !tag.isEmpty { try closeTag(tag.name == .true ? "true" : "false") }
            return .boolean(tag.name == .true)
        case .date: return .date(try date(tag.isEmpty ? "" : try string(closing: "date")))
        case .data:
            let encoded = tag.isEmpty ? "" : try string(closing: "data")
            guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else { throw Unsupported() }
            return .data(data)
        case .plist, .key, .other: throw Unsupported()
        }
    }

    /// Entries in key order, each key once (`PlistValue.sortUnique`: the last value written wins).
    mutating func dictionary(_ tag: Tag, depth: Int) throws -> PlistValue {
        var entries: [PlistValue.Entry] = []
        guard !tag.isEmpty else { return .dictionary(entries) }
        while true {
            try skipMisc()
            if try atCloseTag("dict") {
                PlistValue.sortUnique(&entries)
                return .dictionary(entries)
            }
            let keyTag = try openTag()
            guard keyTag.name == .key else { throw Unsupported() }
            let key = keyTag.isEmpty ? "" : try key()
            try skipMisc()
            entries.append(PlistValue.Entry(key: key, value: try value(try openTag(), depth: depth + 1)))
        }
    }

    mutating func array(_ tag: Tag, depth: Int) throws -> PlistValue {
        var array: [PlistValue] = []
        guard !tag.isEmpty else { return .array(array) }
        while true {
            try skipMisc()
            if try atCloseTag("array") { return .array(array) }
            array.append(try value(try openTag(), depth: depth + 1))
        }
    }

    /// A dictionary key up to `</key>`.
    mutating func key() throws -> String {
        let text = try text(closing: "key")
        if case .span(let range) = text, let known = Self.knownKey(UnsafeRawBufferPointer(rebasing: bytes[range])) {
            return known
        }
        return try string(text)
    }

    /// The keys an Info.plist repeats for every icon that are too long for a small string, as
    /// literals: read from the bytes, each would be an allocation per icon (and a release when the
    /// tree goes).
    static func knownKey(_ span: UnsafeRawBufferPointer) -> String? {
        let candidate: String
        switch span.count {
        case 16: candidate = "CFBundleIconName"
        case 17: candidate = span.first == UInt8(ascii: "U") ? "UIPrerenderedIcon" : "CFBundleIconFiles"
        case 19: candidate = "CFBundlePrimaryIcon"
        case 22: candidate = "CFBundleAlternateIcons"
        default: return nil
        }
        guard let spanStart = span.baseAddress else { return nil }
        let same = candidate.utf8.withContiguousStorageIfAvailable { literal in
            literal.baseAddress.map { memcmp($0, spanStart, span.count) == 0 } ?? false
        }
        return same == true ? candidate : nil
    }

    /// CoreFoundation's integers: optional sign, decimal or `0x` hexadecimal, no white space, and
    /// nothing beyond `Int` (a larger value goes to Foundation, which knows unsigned 64-bit ones).
    func integer(_ text: Text) throws -> Int {
        switch text {
        case .span(let range): return try Self.integer(UnsafeRawBufferPointer(rebasing: bytes[range]))
        case .bytes(let decoded): return try Self.integer(decoded)
        }
    }

    static func integer(_ text: some Collection<UInt8>) throws -> Int {
        var index = text.startIndex
        var negative = false
        if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index = text.index(after: index)
        }
        var radix = 10
        if text[index...].starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")])
            || text[index...].starts(with: [UInt8(ascii: "0"), UInt8(ascii: "X")])
        {
            radix = 16
            index = text.index(index, offsetBy: 2)
        }
        guard index < text.endIndex else { throw Unsupported() }
        var magnitude = 0
        while index < text.endIndex {
            guard let digit = digitValue(text[index], radix: radix) else { throw Unsupported() }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { throw Unsupported() }
            magnitude = sum
            index = text.index(after: index)
        }
        return negative ? -magnitude : magnitude
    }

    /// An ASCII digit's value in `radix` (10 or 16, either case of letter), or nil.
    static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): value = Int(byte &- UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(byte &- UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    /// `2026-11-22T10:00:00Z`, the only form plists write.
    func date(_ text: String) throws -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else { throw Unsupported() }
        return date
    }
}
