/// The plain string literals of a Swift source file, found without parsing Swift: comments, raw and
/// multi-line strings are skipped, and so are literals with escapes or interpolation (an icon name
/// has neither). Enough to compare the app's literals with its icon names.
enum SwiftLiteralScanner {
    struct Literal: Equatable {
        /// 1-based.
        var line: Int
        var text: String
        /// Whether it is the first argument of a `setAlternateIconName(` call.
        var isIconNameArgument: Bool
    }

    static let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    static let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")

    static func literals(in source: [UInt8]) -> [Literal] {
        var literals: [Literal] = []
        var index = 0
        var line = 1
        while index < source.count {
            let byte = source[index]
            let next = index + 1 < source.count ? source[index + 1] : 0
            if byte == newline {
                line += 1
                index += 1
            } else if byte == slash && next == slash {
                while index < source.count && source[index] != newline { index += 1 }
            } else if byte == slash && next == star {
                index = end(of: [star, slash], in: source, from: index + 2, line: &line)
            } else if byte == hash && next == quote {
                index = end(of: [quote, hash], in: source, from: index + 2, line: &line)
            } else if byte == quote && next == quote && index + 2 < source.count && source[index + 2] == quote {
                index = end(of: [quote, quote, quote], in: source, from: index + 3, line: &line)
            } else if byte == quote {
                index = literal(in: source, at: index, line: line, into: &literals)
            } else {
                index += 1
            }
        }
        return literals
    }

    /// The index after the first `terminator` at or after `start` (or the end), counting lines.
    static func end(of terminator: [UInt8], in source: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        while index < source.count {
            if source[index...].starts(with: terminator) { return index + terminator.count }
            if source[index] == newline { line += 1 }
            index += 1
        }
        return source.count
    }

    /// Reads the one-line literal whose opening quote is at `start`; returns the index after it.
    static func literal(in source: [UInt8], at start: Int, line: Int, into literals: inout [Literal]) -> Int {
        var index = start + 1
        var hasEscape = false
        while index < source.count, source[index] != quote, source[index] != newline {
            if source[index] == backslash {
                hasEscape = true
                index += 1
            }
            index += 1
        }
        guard index < source.count, source[index] == quote else { return index }
        if !hasEscape {
            let text = String(decoding: source[(start + 1)..<index], as: UTF8.self)
            literals.append(Literal(line: line, text: text, isIconNameArgument: isIconNameArgument(source, before: start)))
        }
        return index + 1
    }

    /// Whether the text before `position` ends with `setAlternateIconName(` (spaces allowed).
    static func isIconNameArgument(_ source: [UInt8], before position: Int) -> Bool {
        var index = position - 1
        while index >= 0, source[index] == UInt8(ascii: " ") || source[index] == newline || source[index] == UInt8(ascii: "\t") {
            index -= 1
        }
        guard index >= 0, source[index] == UInt8(ascii: "(") else { return false }
        let call = Array("setAlternateIconName".utf8)
        guard index >= call.count else { return false }
        return Array(source[(index - call.count)..<index]) == call
    }
}
