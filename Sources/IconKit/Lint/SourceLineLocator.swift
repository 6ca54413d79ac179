import Foundation

/// Finds the line a finding's location is on, so SARIF viewers (and editors) can point at it: a key
/// path in an XML property list, `images[3].filename` in a `Contents.json`, a build setting in a
/// `project.pbxproj`. Best effort: a text search in document order, falling back to the deepest
/// part found; binary and very large files get no line.
public struct SourceLineLocator {
    private var texts: [String: [UInt8]?] = [:]

    public init() {}

    public mutating func line(file: String, location: String?) -> Int? {
        guard let bytes = text(of: file) else { return nil }
        guard let location, !location.isEmpty else { return 1 }
        let isJSON = file.hasSuffix(".json")
        let isProject = file.hasSuffix(".pbxproj")
        var position = 0
        var components = Self.components(location)
        while !components.isEmpty {
            let first = components.removeFirst()
            switch first {
            case .index(let index):
                guard isJSON, let found = Self.jsonElement(index, in: bytes, from: position) else { continue }
                position = found
            case .key(var key):
                var found = find(key, isJSON: isJSON, isProject: isProject, in: bytes, from: position)
                // Names may contain dots: try joining the following parts.
                var joined = 0
                while found == nil, joined < components.count, case .key(let next) = components[joined] {
                    key += "." + next
                    joined += 1
                    found = find(key, isJSON: isJSON, isProject: isProject, in: bytes, from: position)
                }
                guard let found else { continue }
                components.removeFirst(joined)
                position = found
            }
        }
        return 1 + bytes[..<position].count { $0 == UInt8(ascii: "\n") }
    }

    enum Component: Equatable { case key(String), index(Int) }

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

    func find(_ key: String, isJSON: Bool, isProject: Bool, in bytes: [UInt8], from position: Int) -> Int? {
        let needles: [String]
        if isJSON {
            needles = ["\"\(key)\""]
        } else if isProject {
            needles = ["\(key) =", "\"\(key)\" ="]
        } else {
            let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            needles = ["<key>\(escaped)</key>"]
        }
        return needles.compactMap { Self.search(Array($0.utf8), in: bytes, from: position) }.min()
    }

    static func search(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
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
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth == 2 { element += 1; if element == index { return position } }
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

    mutating func text(of file: String) -> [UInt8]? {
        if let cached = texts[file] { return cached }
        var result: [UInt8]?
        if let handle = FileHandle(forReadingAtPath: file) {
            if let data = try? handle.read(upToCount: 4 << 20 + 1), data.count <= 4 << 20, !data.starts(with: Array("bplist".utf8)),
               !data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                result = [UInt8](data)
            }
            try? handle.close()
        }
        texts[file] = result
        return result
    }
}
