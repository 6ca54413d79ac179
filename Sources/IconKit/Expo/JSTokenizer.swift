import Foundation

/// One token of a JavaScript or TypeScript configuration file, with the line it starts on.
struct JSToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case string(String)
        /// A template literal with `${…}` in it: its value is made when the code runs.
        case template(String)
        case number(Double)
        case punctuator(String)
    }

    var kind: Kind
    var line: Int

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator(text) }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier(text) }
}

/// Splits a configuration file (`app.config.ts`/`.js`) into tokens: identifiers, strings (with
/// their escapes), template literals, numbers and punctuators; comments and white space dropped.
/// A regular expression literal is not told apart from division (configuration files hardly hold
/// one); text the tokenizer cannot read stops it with the line.
enum JSTokenizer {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "line \(line): \(reason)" }
    }

    /// Most tokens one file may hold (a configuration has a few thousand).
    static let maxTokens = 200_000

    /// Longest first, so `...` is not read as three dots.
    static let punctuators = [
        "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=",
        "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "**", "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%",
        "&", "|", "^", "!", "~", "?", ":", "=", ".", "@", "#",
    ].map { Array($0.utf8) }

    /// The punctuators by their first byte, longest first.
    static let punctuatorsByFirstByte: [UInt8: [[UInt8]]] = Dictionary(grouping: punctuators) { $0[0] }

    static func tokens(_ text: String) throws(Failure) -> [JSToken] {
        var scanner = JSScanner(bytes: Array(text.utf8))
        return try scanner.all()
    }
}

/// The cursor over one file's bytes.
private struct JSScanner {
    let bytes: [UInt8]
    var position = 0
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    mutating func all() throws(JSTokenizer.Failure) -> [JSToken] {
        var tokens: [JSToken] = []
        while true {
            try skipSpaceAndComments()
            guard let first = byte() else { return tokens }
            guard tokens.count < JSTokenizer.maxTokens else {
                throw JSTokenizer.Failure(line: line, reason: "more than \(JSTokenizer.maxTokens) tokens")
            }
            let start = line
            let kind: JSToken.Kind
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                kind = .string(try quoted(first))
            } else if first == UInt8(ascii: "`") {
                kind = try template()
            } else if Self.isDigit(first) || (first == UInt8(ascii: ".") && byte(1).map(Self.isDigit) == true) {
                kind = .number(number())
            } else if Self.isIdentifierStart(first) {
                kind = .identifier(identifier())
            } else if let punctuator = JSTokenizer.punctuatorsByFirstByte[first]?.first(where: { bytes[position...].starts(with: $0) }) {
                position += punctuator.count
                kind = .punctuator(String(decoding: punctuator, as: UTF8.self))
            } else {
                throw JSTokenizer.Failure(line: line, reason: "unexpected character \(String(UnicodeScalar(first)))")
            }
            tokens.append(JSToken(kind: kind, line: start))
        }
    }

    mutating func skipSpaceAndComments() throws(JSTokenizer.Failure) {
        while let current = byte() {
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D || current == 0x0B || current == 0x0C {
                advance()
            } else if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "/") {
                while let next = byte(), next != UInt8(ascii: "\n") { position += 1 }
            } else if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                let start = line
                position += 2
                while byte() != nil && !(byte() == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/")) { advance() }
                guard byte() != nil else { throw JSTokenizer.Failure(line: start, reason: "a comment is not closed") }
                position += 2
            } else if current >= 0x80,
                bytes[position...].starts(with: [0xC2, 0xA0]) || bytes[position...].starts(with: [0xEF, 0xBB, 0xBF])
            {
                position += bytes[position] == 0xC2 ? 2 : 3
            } else {
                return
            }
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte >= 0x80
    }

    mutating func identifier() -> String {
        let start = position
        while let next = byte(), Self.isIdentifierStart(next) || Self.isDigit(next) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Decimal, hexadecimal, octal or binary, with `_` separators; a value that is not a number is NaN.
    mutating func number() -> Double {
        let start = position
        while let next = byte() {
            let exponentSign =
                (next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && position > start
                && [UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position - 1])
            guard Self.isDigit(next) || Self.isIdentifierStart(next) || next == UInt8(ascii: ".") || exponentSign else { break }
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self).replacingOccurrences(of: "_", with: "").lowercased()
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return UInt64(text.dropFirst(2), radix: radix).map { Double($0) } ?? .nan
        }
        return Double(text.hasSuffix("n") ? String(text.dropLast()) : text) ?? .nan
    }
}

extension JSScanner {
    /// A string in `quote`s, its escapes decoded.
    mutating func quoted(_ quote: UInt8) throws(JSTokenizer.Failure) -> String {
        let start = line
        position += 1
        var text: [UInt8] = []
        while let current = byte() {
            if current == quote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if current == UInt8(ascii: "\n") { break }
            if current == UInt8(ascii: "\\") {
                text += try escape()
            } else {
                text.append(current)
                position += 1
            }
        }
        throw JSTokenizer.Failure(line: start, reason: "a string is not closed")
    }

    /// A template literal: its text when it has no `${…}`, else the source kept as a computed value.
    mutating func template() throws(JSTokenizer.Failure) -> JSToken.Kind {
        let start = line
        let from = position
        position += 1
        var text: [UInt8] = []
        var substitutions = 0
        var depth = 0
        while let current = byte() {
            if depth == 0 && current == UInt8(ascii: "`") {
                position += 1
                let written = String(decoding: bytes[from..<position], as: UTF8.self)
                return substitutions == 0 ? .string(String(decoding: text, as: UTF8.self)) : .template(written)
            }
            if current == UInt8(ascii: "\\") {
                text += try escape()
                continue
            }
            if current == UInt8(ascii: "$") && byte(1) == UInt8(ascii: "{") {
                substitutions += 1
                depth += 1
                position += 2
                continue
            }
            if depth > 0 && current == UInt8(ascii: "{") { depth += 1 }
            if depth > 0 && current == UInt8(ascii: "}") { depth -= 1 }
            if depth == 0 { text.append(current) }
            advance()
        }
        throw JSTokenizer.Failure(line: start, reason: "a template literal is not closed")
    }

    /// The escape at the cursor (`\n`, `\u{1F600}`, `\x41`, a line continuation), as UTF-8.
    mutating func escape() throws(JSTokenizer.Failure) -> [UInt8] {
        position += 1
        guard let next = byte() else { throw JSTokenizer.Failure(line: line, reason: "a string ends in a backslash") }
        advance()
        switch next {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "0"): return [0x00]
        case UInt8(ascii: "\n"): return []
        case UInt8(ascii: "x"): return scalar(hexDigits: 2)
        case UInt8(ascii: "u"):
            if byte() == UInt8(ascii: "{") {
                position += 1
                let start = position
                while let digit = byte(), digit != UInt8(ascii: "}"), position - start < 8 { position += 1 }
                let value = UInt32(String(decoding: bytes[start..<position], as: UTF8.self), radix: 16)
                position += byte() == UInt8(ascii: "}") ? 1 : 0
                return Self.utf8(value)
            }
            return scalar(hexDigits: 4)
        default: return [next]
        }
    }

    mutating func scalar(hexDigits count: Int) -> [UInt8] {
        let end = min(position + count, bytes.count)
        let value = UInt32(String(decoding: bytes[position..<end], as: UTF8.self), radix: 16)
        position = end
        return Self.utf8(value)
    }

    /// A code point as UTF-8; U+FFFD for one that is not a scalar (a lone surrogate).
    static func utf8(_ value: UInt32?) -> [UInt8] {
        let scalar = value.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }
}
