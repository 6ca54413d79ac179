import Basics
import Foundation

/// A build setting's value as a pbxproj holds it: one string, or a list of strings.
public enum PBXSettingValue: Equatable, Sendable {
    case string(String)
    case list([String])
}

/// Edits a `project.pbxproj` by splicing its text, keeping Xcode's exact formatting: a changed setting
/// keeps its line and quoting style, a new setting goes where Xcode sorts it, new objects go into their
/// `/* Begin <isa> section */` sorted by id, and new ids never collide with one in the file. Every other
/// byte stays.
public struct PBXProjEditor: Sendable {
    public let path: String
    public private(set) var bytes: [UInt8]
    private var issuedIDs: Set<String> = []

    public init(_ data: Data, path: String) throws(EditError) {
        self.path = path
        bytes = [UInt8](data)
        _ = try objects()
    }

    public var data: Data { Data(bytes) }

    // MARK: Build settings

    /// The setting `key` (as written, conditions included) of the configuration object `configuration`.
    public func buildSetting(_ key: String, configuration: String) throws(EditError) -> PBXSettingValue? {
        guard let value = try settings(of: configuration)[key] else { return nil }
        switch value {
        case .string(let text, _): return .string(text)
        case .list(let items, _): return .list(items.compactMap(\.string))
        case .dictionary: throw EditError.malformed(path: path, reason: "\(key) of \(configuration) is a dictionary")
        }
    }

    /// Sets `key` in the configuration's `buildSettings`: in place when it is there (only the strings that
    /// differ are rewritten), else on a new line where Xcode's alphabetical order puts it.
    public mutating func setBuildSetting(_ key: String, to value: PBXSettingValue, configuration: String) throws(EditError) {
        let settings = try settings(of: configuration)
        guard case .dictionary(let entries, let range) = settings else {
            throw malformed("buildSettings of \(configuration) is not a dictionary")
        }
        if let entry = entries.last(where: { $0.key == key }) {
            try replace(entry.value, with: value, entryStart: entry.range.lowerBound)
            return
        }
        let indent: String
        let position: Int
        if let next = entries.first(where: { $0.key > key }) {
            indent = TextLines.indent(at: next.range.lowerBound, in: bytes)
            position = TextLines.lineStart(of: next.range.lowerBound, in: bytes)
        } else if let last = entries.last {
            indent = TextLines.indent(at: last.range.lowerBound, in: bytes)
            position = TextLines.lineEnd(after: last.range.upperBound, in: bytes)
        } else {
            let closing = range.upperBound - 1
            indent = TextLines.indent(at: closing, in: bytes) + "\t"
            position = TextLines.lineStart(of: closing, in: bytes)
        }
        let line = indent + Self.quoted(key) + " = " + Self.text(value, indent: indent) + ";" + lineEnding
        splice(position..<position, with: line)
    }

    /// Removes `key` and the line it stands on from the configuration's `buildSettings`.
    public mutating func removeBuildSetting(_ key: String, configuration: String) throws(EditError) {
        guard let entry = try settings(of: configuration).entries.last(where: { $0.key == key }) else { return }
        splice(XMLPlistEditor.wholeLines(entry.range, in: bytes), with: "")
    }

    // MARK: Objects

    /// The value of `key` in the object `id` (`isa`, `name`, `path`, …), when it is a string.
    public func string(_ key: String, ofObject id: String) throws(EditError) -> String? {
        try object(id)[key]?.string
    }

    /// The ids listed under `key` (`children`, `files`, `buildConfigurations`) of the object `id`.
    public func list(_ key: String, ofObject id: String) throws(EditError) -> [String] {
        guard case .list(let items, _)? = try object(id)[key] else { return [] }
        return items.compactMap(\.string)
    }

    /// Every object id with its `isa`.
    public func objectTypes() throws(EditError) -> [(id: String, isa: String)] {
        try objects().entries.compactMap { entry in entry.value["isa"]?.string.map { (entry.key, $0) } }
    }

    /// A 24-hex-digit id that no object, reference or earlier call uses; `seed` makes it repeatable (the
    /// same edit of the same file gets the same ids, so a dry run shows what a real run writes).
    public mutating func freshObjectID(seed: String) -> String {
        let used = Self.hexIdentifiers(in: bytes).union(issuedIDs)
        var attempt = 0
        while true {
            let id = PBXObjectID.make(seed: seed, attempt: attempt)
            if !used.contains(id) {
                issuedIDs.insert(id)
                return id
            }
            attempt += 1
        }
    }

    /// Adds `object` to its isa's section, sorted by id (a new section goes where Xcode orders it).
    public mutating func addObject(_ object: PBXObject) throws(EditError) {
        let objectsNode = try objects()
        if objectsNode[object.id] != nil { throw malformed("an object \(object.id) is already there") }
        let text = object.text(lineEnding: lineEnding)
        let sections = PBXSections(bytes: bytes, within: objectsNode.range)
        if let section = sections.section(object.isa) {
            let following = objectsNode.entries.first { section.contains($0.range.lowerBound) && $0.key > object.id }
            let position = following.map { TextLines.lineStart(of: $0.range.lowerBound, in: bytes) } ?? section.endLineStart
            splice(position..<position, with: text)
        } else if let position = sections.newSectionPosition(object.isa) {
            let block = "/* Begin \(object.isa) section */" + lineEnding + text + "/* End \(object.isa) section */" + lineEnding
            splice(position.offset..<position.offset, with: position.isBeforeNext ? block + lineEnding : lineEnding + block)
        } else {
            let closing = TextLines.lineStart(of: objectsNode.range.upperBound - 1, in: bytes)
            splice(closing..<closing, with: text)
        }
    }

    /// Adds `id` (shown with `/* comment */` as Xcode does) at the end of the list `key` of object `owner`.
    public mutating func appendReference(_ id: String, comment: String?, toList key: String, ofObject owner: String) throws(EditError) {
        guard case .list(let items, let range)? = try object(owner)[key] else {
            throw EditError.notFound(path: path, what: "list \(key) in \(owner)")
        }
        let reference = id + (comment.map { " /* \($0) */" } ?? "")
        let closing = range.upperBound - 1
        if XMLPlistEditor.startsLine(closing, in: bytes) {
            let indent =
                items.last.map { TextLines.indent(at: $0.range.lowerBound, in: bytes) } ?? TextLines.indent(at: closing, in: bytes) + "\t"
            let position = TextLines.lineStart(of: closing, in: bytes)
            splice(position..<position, with: indent + reference + "," + lineEnding)
        } else {
            splice(closing..<closing, with: reference + ", ")
        }
    }

    /// Removes `id` (and its comment) from the list `key` of object `owner`.
    public mutating func removeReference(_ id: String, fromList key: String, ofObject owner: String) throws(EditError) {
        guard case .list(let items, _)? = try object(owner)[key], let item = items.first(where: { $0.string == id }) else { return }
        var end = item.range.upperBound
        while end < bytes.count, bytes[end] != UInt8(ascii: ",") && bytes[end] != UInt8(ascii: ")") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ",") { end += 1 }
        splice(XMLPlistEditor.wholeLines(item.range.lowerBound..<end, in: bytes), with: "")
    }

    /// Removes the object `id` and its line(s).
    public mutating func removeObject(_ id: String) throws(EditError) {
        guard let entry = try objects().entries.last(where: { $0.key == id }) else { return }
        splice(XMLPlistEditor.wholeLines(entry.range, in: bytes), with: "")
    }

    // MARK: Internals

    private func objects() throws(EditError) -> PBXNode {
        let root: PBXNode
        do { root = try PBXProjScanner.root(of: bytes) } catch { throw error.about(path) }
        guard let objects = root["objects"], case .dictionary = objects else { throw malformed("it has no objects dictionary") }
        return objects
    }

    private func object(_ id: String) throws(EditError) -> PBXNode {
        guard let object = try objects()[id] else { throw EditError.notFound(path: path, what: "object \(id)") }
        return object
    }

    private func settings(of configuration: String) throws(EditError) -> PBXNode {
        guard let settings = try object(configuration)["buildSettings"] else {
            throw EditError.notFound(path: path, what: "buildSettings in \(configuration)")
        }
        return settings
    }

    private mutating func replace(_ node: PBXNode, with value: PBXSettingValue, entryStart: Int) throws(EditError) {
        if case .list(let items, _) = node, case .list(let strings) = value, items.count == strings.count {
            for (item, string) in zip(items, strings).reversed() where item.string != string {
                splice(item.range, with: Self.quoted(string))
            }
            return
        }
        if case .string(let old, let range) = node, case .string(let new) = value, old == new {
            _ = range
            return
        }
        splice(node.range, with: Self.text(value, indent: TextLines.indent(at: entryStart, in: bytes)))
    }

    private var lineEnding: String {
        bytes.contains(0x0D) && bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    }

    private mutating func splice(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
    }

    private func malformed(_ reason: String) -> EditError { .malformed(path: path, reason: reason) }

    /// A value as Xcode writes it in buildSettings: a list one item a line, each followed by a comma.
    static func text(_ value: PBXSettingValue, indent: String) -> String {
        switch value {
        case .string(let string): return quoted(string)
        case .list(let items):
            return "(\n" + items.map { indent + "\t" + quoted($0) + ",\n" }.joined() + indent + ")"
        }
    }

    /// `text` bare when Xcode leaves it bare, else in double quotes with `"` and `\` escaped.
    public static func quoted(_ text: String) -> String {
        let bare =
            !text.isEmpty && !text.contains("//") && !text.contains("___")
            && text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                    || byte == 0x24
                    || byte == 0x2F || byte == 0x3A || byte == 0x2E
            }
        if bare { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    static func hexIdentifiers(in bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        var run = 0
        for (index, byte) in bytes.enumerated() {
            let isHex = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
            run = isHex ? run + 1 : 0
            if run >= 24 { found.insert(String(decoding: bytes[(index - 23)...index], as: UTF8.self).uppercased()) }
        }
        return found
    }
}
