import Foundation

/// Edits one setting's value in an xcconfig file, on the line the loader recorded (`SettingOrigin.line`):
/// the key, its conditions, the spacing around `=` and a trailing `//` comment stay as they were.
public struct XCConfigEditor: Sendable {
    public let path: String
    public private(set) var bytes: [UInt8]

    public init(_ data: Data, path: String) {
        self.path = path
        bytes = [UInt8](data)
    }

    public var data: Data { Data(bytes) }

    /// The value written on the 1-based `line` for `key` (bare, or with its `[sdk=…]` conditions).
    public func value(onLine line: Int, key: String) throws(EditError) -> String {
        let range = try valueRange(onLine: line, key: key)
        return String(decoding: bytes[range], as: UTF8.self)
    }

    public mutating func replaceValue(onLine line: Int, key: String, with value: String) throws(EditError) {
        let range = try valueRange(onLine: line, key: key)
        bytes.replaceSubrange(range, with: Array(value.utf8))
    }

    /// The bytes of the value: after `=` and its spaces, before a `//` comment and trailing white space.
    func valueRange(onLine line: Int, key: String) throws(EditError) -> Range<Int> {
        guard let lineRange = lineRange(line) else { throw EditError.notFound(path: path, what: "line \(line)") }
        guard let equals = Self.assignment(in: bytes, lineRange) else {
            throw EditError.notFound(path: path, what: "setting on line \(line)")
        }
        let written = String(decoding: bytes[lineRange.lowerBound..<equals], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let bare = written.split(separator: "[", maxSplits: 1).first.map(String.init) ?? written
        guard written == key || bare == key else {
            throw EditError.notFound(path: path, what: "\(key) on line \(line) (it sets \(written))")
        }
        var start = equals + 1
        while start < lineRange.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var end = lineRange.upperBound
        var index = start
        while index + 1 < lineRange.upperBound {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/") {
                end = index
                break
            }
            index += 1
        }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The `=` after the key and its `[condition=value]` groups (whose own `=` are not it).
    static func assignment(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var depth = 0
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "=") where depth == 0: return index
            default: continue
            }
        }
        return nil
    }

    /// The 1-based line's bytes without its line break.
    private func lineRange(_ line: Int) -> Range<Int>? {
        guard line >= 1 else { return nil }
        var start = 0
        var current = 1
        while current < line {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
            current += 1
        }
        guard start <= bytes.count else { return nil }
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        return start..<end
    }
}
