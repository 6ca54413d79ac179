import Basics
import Foundation

/// A new object for a pbxproj, written as Xcode writes it: `isa` first and the other keys in
/// alphabetical order; PBXBuildFile and PBXFileReference on one line, the others one key a line.
public struct PBXObject: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case string(String)
        /// Another object's id, with the comment Xcode writes after it (its name).
        case reference(String, comment: String?)
        case list([Value])
    }

    public var id: String
    public var isa: String
    /// The comment after the id (`/* Assets.xcassets */`, `/* Icon.png in Resources */`).
    public var comment: String?
    public var fields: [String: Value]

    public init(id: String, isa: String, comment: String?, fields: [String: Value]) {
        self.id = id
        self.isa = isa
        self.comment = comment
        self.fields = fields
    }

    static let oneLineTypes: Set<String> = ["PBXBuildFile", "PBXFileReference"]

    /// The object's lines in the objects dictionary (two tabs in), ending with a line break.
    func text(lineEnding: String) -> String {
        let head = "\t\t" + id + (comment.map { " /* \($0) */" } ?? "") + " = {"
        let keys = ["isa"] + fields.keys.filter { $0 != "isa" }.sorted()
        let values: [String: Value] = fields.merging(["isa": .string(isa)]) { _, new in new }
        if Self.oneLineTypes.contains(isa) {
            let body = keys.compactMap { key in values[key].map { PBXProjEditor.quoted(key) + " = " + Self.text($0, indent: nil) + "; " } }
            return head + body.joined() + "};" + lineEnding
        }
        let body = keys.compactMap { key in
            values[key].map {
                "\t\t\t" + PBXProjEditor.quoted(key) + " = " + Self.text($0, indent: "\t\t\t", lineEnding: lineEnding) + ";" + lineEnding
            }
        }
        return head + lineEnding + body.joined() + "\t\t};" + lineEnding
    }

    static func text(_ value: Value, indent: String?, lineEnding: String = "\n") -> String {
        switch value {
        case .string(let string): return PBXProjEditor.quoted(string)
        case .reference(let id, let comment): return id + (comment.map { " /* \($0) */" } ?? "")
        case .list(let items):
            guard let indent else { return "(" + items.map { text($0, indent: nil) + ", " }.joined() + ")" }
            return "(" + lineEnding
                + items.map { indent + "\t" + text($0, indent: indent + "\t", lineEnding: lineEnding) + "," + lineEnding }.joined()
                + indent + ")"
        }
    }
}

/// Fresh object ids: 24 uppercase hex digits made from a seed, so they are the same on every run.
enum PBXObjectID {
    static func make(seed: String, attempt: Int) -> String {
        let bytes = Array("\(seed)#\(attempt)".utf8)
        let high = bytes.withUnsafeBufferPointer { FNV1a.hash($0) }
        let low = bytes.withUnsafeBufferPointer { FNV1a.hash($0, from: high ^ 0x9E37_79B9_7F4A_7C15) }
        return hex(high, digits: 16) + hex(low >> 32, digits: 8)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// The `/* Begin X section */` … `/* End X section */` comments Xcode groups objects by isa with.
struct PBXSections {
    struct Section {
        var name: String
        var beginLineStart: Int
        var endLineStart: Int
        var endLineEnd: Int
        func contains(_ offset: Int) -> Bool { offset > beginLineStart && offset < endLineStart }
    }

    private(set) var sections: [Section] = []

    init(bytes: [UInt8], within range: Range<Int>) {
        let text = String(decoding: bytes[range], as: UTF8.self)
        var begins: [String: Int] = [:]
        var offset = range.lowerBound
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            let length = line.utf8.count + 1
            if trimmed.hasPrefix("/* Begin "), trimmed.hasSuffix(" section */") {
                begins[String(trimmed.dropFirst(9).dropLast(11))] = offset
            } else if trimmed.hasPrefix("/* End "), trimmed.hasSuffix(" section */") {
                let name = String(trimmed.dropFirst(7).dropLast(11))
                if let begin = begins[name] {
                    sections.append(
                        Section(name: name, beginLineStart: begin, endLineStart: offset, endLineEnd: min(offset + length, range.upperBound))
                    )
                }
            }
            offset += length
        }
    }

    func section(_ name: String) -> Section? { sections.first { $0.name == name } }

    /// Where a section for `name` goes: before the first section named after it, else after the last.
    func newSectionPosition(_ name: String) -> (offset: Int, isBeforeNext: Bool)? {
        if let next = sections.first(where: { $0.name > name }) { return (next.beginLineStart, true) }
        return sections.last.map { ($0.endLineEnd, false) }
    }
}
