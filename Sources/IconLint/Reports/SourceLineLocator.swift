import Basics
import Foundation
import IconKit

/// Finds the line a finding's location is on, so SARIF viewers (and editors) can point at it: a key
/// path in an XML property list, `images[3].filename` in a `Contents.json`, a build setting in a
/// `project.pbxproj`. Best effort: a text search in document order, falling back to the deepest
/// part found; binary and very large files get no line.
public struct SourceLineLocator {
    /// A 1-based line and column, as editors and compilers count them (the column in characters).
    public struct SourcePosition: Equatable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// A file read once: its bytes, where each line starts, and where each key occurs (one pass), so
    /// every finding costs two binary searches rather than a walk from the top of the file.
    struct Text {
        let bytes: [UInt8]
        let lineStarts: [Int]
        /// Key → byte offsets, ascending: `<key>…</key>` in a plist, `"…"` in JSON, `… =` in a project.
        let keys: [String: [Int]]
        let isJSON: Bool

        init(_ bytes: [UInt8], kind: Kind) {
            self.bytes = bytes
            isJSON = kind == .json
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            lineStarts = starts
            switch kind {
            case .plist: keys = Self.plistKeys(bytes)
            case .json: keys = Self.jsonStrings(bytes)
            case .project: keys = Self.projectKeys(bytes, lineStarts: starts)
            case .xcconfig: keys = Self.xcconfigKeys(bytes, lineStarts: starts)
            }
        }

        enum Kind { case plist, json, project, xcconfig }

        /// The first occurrence of `key` at or after `position`.
        func find(_ key: String, from position: Int) -> Int? {
            guard let offsets = keys[key] else { return nil }
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low < offsets.count ? offsets[low] : nil
        }

        /// The 1-based line and column (in characters) of `position`.
        func place(of position: Int) -> SourcePosition {
            var low = 0
            var high = lineStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineStarts[middle] <= position { low = middle } else { high = middle }
            }
            let before = String(decoding: bytes[lineStarts[low]..<min(position, bytes.count)], as: UTF8.self)
            return SourcePosition(line: low + 1, column: before.count + 1)
        }

        static func plistKeys(_ bytes: [UInt8]) -> [String: [Int]] {
            let open = Array("<key>".utf8)
            let close = Array("</key>".utf8)
            var keys: [String: [Int]] = [:]
            var index = 0
            while index + open.count <= bytes.count {
                guard bytes[index] == UInt8(ascii: "<"), bytes[index..<index + open.count].elementsEqual(open) else {
                    index += 1
                    continue
                }
                let nameStart = index + open.count
                var end = nameStart
                while end + close.count <= bytes.count,
                    !(bytes[end] == UInt8(ascii: "<") && bytes[end..<end + close.count].elementsEqual(close))
                { end += 1 }
                let name = String(decoding: bytes[nameStart..<min(end, bytes.count)], as: UTF8.self)
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&amp;", with: "&")
                keys[name, default: []].append(index)
                index = end + close.count
            }
            return keys
        }

        static func jsonStrings(_ bytes: [UInt8]) -> [String: [Int]] {
            var keys: [String: [Int]] = [:]
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "\"") else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                keys[String(decoding: bytes[index + 1..<min(end, bytes.count)], as: UTF8.self), default: []].append(index)
                index = end + 1
            }
            return keys
        }

        /// An xcconfig's lines: each is found by its text (`#include "Base.xcconfig"`, as a finding
        /// about an include names it) and a setting by its name (`NAME[sdk=iphoneos*] = value`).
        static func xcconfigKeys(_ bytes: [UInt8], lineStarts: [Int]) -> [String: [Int]] {
            var keys: [String: [Int]] = [:]
            for (number, start) in lineStarts.enumerated() {
                let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : bytes.count
                guard start < end else { continue }
                let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard !line.isEmpty else { continue }
                keys[line, default: []].append(start)
                if let equals = line.firstIndex(of: "=") {
                    let name = line[..<equals].split(separator: "[").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    if !name.isEmpty, name != line { keys[name, default: []].append(start) }
                }
            }
            return keys
        }

        /// Build settings sit one per line: `NAME = value;` (the name maybe quoted).
        static func projectKeys(_ bytes: [UInt8], lineStarts: [Int]) -> [String: [Int]] {
            var keys: [String: [Int]] = [:]
            for start in lineStarts {
                var index = start
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                let nameStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: "="), index > nameStart
                else { continue }
                var name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if name.count > 1, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
                keys[name, default: []].append(nameStart)
            }
            return keys
        }
    }

    private var texts: [String: Text?] = [:]

    public init() {}

    public mutating func line(file: String, location: String?) -> Int? {
        position(file: file, location: location)?.line
    }

    /// Where in `file` the finding's `location` is; nil for a file that is not text (an image, a
    /// binary plist) or cannot be read.
    public mutating func position(file: String, location: String?) -> SourcePosition? {
        guard let text = text(of: file) else { return nil }
        guard let location, !location.isEmpty else { return SourcePosition(line: 1, column: 1) }
        // Findings in Swift sources give the line itself.
        if file.hasSuffix(".swift") { return Int(location).map { SourcePosition(line: $0, column: 1) } }
        var position = 0
        var components = Self.components(location)
        while !components.isEmpty {
            let first = components.removeFirst()
            switch first {
            case .index(let index):
                guard text.isJSON, let found = Self.jsonElement(index, in: text.bytes, from: position) else { continue }
                position = found
            case .key(var key):
                var found = text.find(key, from: position)
                // Names may contain dots: try joining the following parts.
                var joined = 0
                while found == nil, joined < components.count, case .key(let next) = components[joined] {
                    key += "." + next
                    joined += 1
                    found = text.find(key, from: position)
                }
                guard let found else { continue }
                components.removeFirst(joined)
                position = found
            }
        }
        return text.place(of: position)
    }

    enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    /// `a.b[2].c` → key a, key b, index 2, key c.
    static func components(_ location: String) -> [Component] {
        var result: [Component] = []
        for part in location.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { result.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { result.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                result.append(.key(String(rest)))
            }
        }
        return result
    }

    /// The start of element `index` of the first JSON array after `start`.
    static func jsonElement(_ index: Int, in bytes: [UInt8], from start: Int) -> Int? {
        guard let open = bytes[start...].firstIndex(of: UInt8(ascii: "[")) else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var element = -1
        var position = open
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth == 2 {
                        element += 1
                        if element == index { return position }
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return nil }
                default: break
                }
            }
            position += 1
        }
        return nil
    }

    mutating func text(of file: String) -> Text? {
        if let cached = texts[file] { return cached }
        var result: Text?
        if let data = try? RegularFile.read(path: file, limit: 4 << 20), !data.starts(with: Array("bplist".utf8)),
            !data.starts(with: [0x89, 0x50, 0x4E, 0x47])
        {
            let kind: Text.Kind =
                file.hasSuffix(".json") ? .json : file.hasSuffix(".pbxproj") ? .project : file.hasSuffix(".xcconfig") ? .xcconfig : .plist
            result = Text([UInt8](data), kind: kind)
        }
        texts[file] = result
        return result
    }
}
