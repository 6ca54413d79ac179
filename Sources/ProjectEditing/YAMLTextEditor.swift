import Foundation

/// Edits a YAML file (XcodeGen's `project.yml`) by splicing lines, never by loading and dumping it, so
/// comments, anchors, key order and quoting survive. It understands block mappings and block lists,
/// which is how specs write the settings and lists iconpicker changes; a key path into anything else
/// (a flow mapping, a multi-document stream) is `notFound`.
public struct YAMLTextEditor: Sendable {
    public let path: String
    private var lines: [String]
    private let lineEnding: String
    private let endsWithLineBreak: Bool

    public init(_ data: Data, path: String) throws(EditError) {
        self.path = path
        guard let text = String(data: data, encoding: .utf8) else { throw EditError.malformed(path: path, reason: "it is not UTF-8 text") }
        lineEnding = text.contains("\r\n") ? "\r\n" : "\n"
        endsWithLineBreak = text.hasSuffix("\n")
        var split = text.components(separatedBy: lineEnding)
        if endsWithLineBreak { split.removeLast() }
        lines = split
    }

    public var data: Data { Data((lines.joined(separator: lineEnding) + (endsWithLineBreak ? lineEnding : "")).utf8) }

    /// The scalar at `keyPath`, unquoted; nil when the key is absent or holds a block.
    public func scalar(at keyPath: [String]) -> String? {
        guard let line = lineIndex(of: keyPath), let raw = Self.valueText(lines[line]), !raw.isEmpty else { return nil }
        return Self.unquoted(raw)
    }

    /// Sets the scalar at `keyPath`: in place (keeping its quote style and trailing comment), or as a new
    /// `key: value` line at the end of its mapping, creating the mappings on the way.
    public mutating func setScalar(_ value: String, at keyPath: [String]) throws(EditError) {
        guard let key = keyPath.last else { throw EditError.notFound(path: path, what: "key") }
        if let line = lineIndex(of: keyPath) {
            guard let raw = Self.valueText(lines[line]), !raw.isEmpty else {
                throw EditError.malformed(path: path, reason: "\(keyPath.joined(separator: ".")) holds a block, not a value")
            }
            let quote = raw.first == "\"" || raw.first == "'" ? raw.first : nil
            let newText = quote.map { "\($0)\(value)\($0)" } ?? Self.plainOrQuoted(value)
            guard let range = Self.valueRange(lines[line]) else { return }
            lines[line].replaceSubrange(range, with: newText)
            return
        }
        let parent = Array(keyPath.dropLast())
        if !parent.isEmpty, lineIndex(of: parent) == nil { try setBlock(at: parent) }
        let (position, indent) = try insertionPoint(inMappingAt: parent)
        lines.insert(indent + Self.plainOrQuoted(key) + ": " + Self.plainOrQuoted(value), at: position)
    }

    /// Appends `- value` to the block list at `keyPath`.
    public mutating func appendItem(_ value: String, toListAt keyPath: [String]) throws(EditError) {
        guard let line = lineIndex(of: keyPath) else {
            throw EditError.notFound(path: path, what: "list \(keyPath.joined(separator: "."))")
        }
        let block = blockRange(after: line)
        guard let first = block.first(where: { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("- ") }) else {
            throw EditError.malformed(path: path, reason: "\(keyPath.joined(separator: ".")) is not a block list")
        }
        let indent = Self.indentText(lines[first])
        let end = block.last.map { $0 + 1 } ?? line + 1
        lines.insert(indent + "- " + Self.plainOrQuoted(value), at: lastContentLine(in: line + 1..<end) + 1)
    }

    /// Removes the key at `keyPath` with its block.
    public mutating func removeKey(at keyPath: [String]) {
        guard let line = lineIndex(of: keyPath) else { return }
        let block = blockRange(after: line)
        let end = lastContentLine(in: line + 1..<(block.last.map { $0 + 1 } ?? line + 1)) + 1
        lines.removeSubrange(line..<max(end, line + 1))
    }

    // MARK: Finding

    /// The line of the key at `keyPath`, each key looked for among its parent's children.
    func lineIndex(of keyPath: [String]) -> Int? {
        var range = 0..<lines.count
        var found: Int?
        for key in keyPath {
            guard let childIndent = range.lazy.filter({ self.isContent($0) }).map({ Self.indentText(self.lines[$0]).count }).first,
                let line = range.first(where: {
                    isContent($0) && Self.indentText(lines[$0]).count == childIndent && Self.key(lines[$0]) == key
                })
            else { return nil }
            found = line
            range = blockRange(after: line)
        }
        return found
    }

    /// The lines below `line` that are more indented than it (its block), blank lines and comments included.
    private func blockRange(after line: Int) -> Range<Int> {
        let indent = Self.indentText(lines[line]).count
        var end = line + 1
        while end < lines.count, !isContent(end) || Self.indentText(lines[end]).count > indent { end += 1 }
        return (line + 1)..<end
    }

    private func lastContentLine(in range: Range<Int>) -> Int {
        range.last { isContent($0) } ?? (range.lowerBound - 1)
    }

    private func isContent(_ line: Int) -> Bool {
        let trimmed = lines[line].trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#") && trimmed != "---"
    }

    private mutating func setBlock(at keyPath: [String]) throws(EditError) {
        let parent = Array(keyPath.dropLast())
        if !parent.isEmpty, lineIndex(of: parent) == nil { try setBlock(at: parent) }
        let (position, indent) = try insertionPoint(inMappingAt: parent)
        lines.insert(indent + Self.plainOrQuoted(keyPath[keyPath.count - 1]) + ":", at: position)
    }

    /// After the last child of the mapping at `keyPath`, at its children's indentation (two spaces
    /// more than the key when it has none yet).
    private func insertionPoint(inMappingAt keyPath: [String]) throws(EditError) -> (Int, String) {
        guard !keyPath.isEmpty else { return (lastContentLine(in: 0..<lines.count) + 1, "") }
        guard let line = lineIndex(of: keyPath) else { throw EditError.notFound(path: path, what: "key \(keyPath.joined(separator: "."))") }
        let block = blockRange(after: line)
        if let first = block.first(where: { isContent($0) }) {
            return (lastContentLine(in: block) + 1, Self.indentText(lines[first]))
        }
        if let raw = Self.valueText(lines[line]), !raw.isEmpty {
            throw EditError.malformed(path: path, reason: "\(keyPath.joined(separator: ".")) holds a value, not a mapping")
        }
        return (line + 1, Self.indentText(lines[line]) + "  ")
    }

    // MARK: One line

    static func indentText(_ line: String) -> String { String(line.prefix { $0 == " " }) }

    /// The key of a `key: …` line (quotes removed), nil for anything else.
    static func key(_ line: String) -> String? {
        let content = line.drop { $0 == " " }
        guard !content.hasPrefix("- "), let colon = keyColon(content) else { return nil }
        return unquoted(String(content[..<colon]).trimmingCharacters(in: .whitespaces))
    }

    /// The value text after `key:` without a trailing comment; "" when the line opens a block.
    static func valueText(_ line: String) -> String? {
        valueRange(line).map { String(line[$0]) }
    }

    /// Where the value of a `key: value` line is (an empty range when the line opens a block).
    static func valueRange(_ line: String) -> Range<String.Index>? {
        let content = line.drop { $0 == " " }
        guard let colon = keyColon(content) else { return nil }
        let rest = content[content.index(after: colon)...].drop { $0 == " " }
        if let quote = rest.first, quote == "\"" || quote == "'", let close = rest.dropFirst().firstIndex(of: quote) {
            return rest.startIndex..<rest.index(after: close)
        }
        if rest.hasPrefix("#") { return rest.startIndex..<rest.startIndex }
        var end = rest.range(of: " #")?.lowerBound ?? rest.endIndex
        while end > rest.startIndex, line[line.index(before: end)] == " " || line[line.index(before: end)] == "\r" {
            end = line.index(before: end)
        }
        return rest.startIndex..<end
    }

    private static func keyColon(_ content: Substring) -> Substring.Index? {
        var index = content.startIndex
        if let quote = content.first, quote == "\"" || quote == "'" {
            guard let close = content.dropFirst().firstIndex(of: quote) else { return nil }
            index = content.index(after: close)
        }
        while index < content.endIndex {
            if content[index] == ":" {
                let next = content.index(after: index)
                if next == content.endIndex || content[next] == " " { return index }
            }
            if content[index] == "#" { return nil }
            index = content.index(after: index)
        }
        return nil
    }

    static func unquoted(_ raw: String) -> String {
        guard raw.count >= 2, let first = raw.first, first == "\"" || first == "'", raw.last == first else { return raw }
        return String(raw.dropFirst().dropLast())
    }

    /// `text` plain when YAML reads it back as the same string, else double-quoted.
    static func plainOrQuoted(_ text: String) -> String {
        let special = "-?:,[]{}#&*!|>'\"%@`"
        let lower = text.lowercased()
        let ambiguous = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"].contains(lower) || Double(text) != nil
        if text.isEmpty || ambiguous || special.contains(text.first ?? " ") || text.contains(": ") || text.contains(" #")
            || text.hasSuffix(":")
            || text.first == " " || text.last == " "
        {
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return text
    }
}
