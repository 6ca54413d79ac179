import Foundation

/// A JSON value whose objects keep their members' order, for the files iconpicker writes or splices.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    /// The number as it is written (`1`, `2.5`), so it is written back the same.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A string literal with JSON's escapes (`/` is left bare, as Xcode and Expo write it).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The value in a layout: `indentUnit` per level, `separator` between key and value (`" : "` is
    /// Xcode's, `": "` most editors'); `sortKeys` sorts members as Xcode sorts Contents.json.
    func text(indent: String, unit: String, separator: String, sortKeys: Bool, lineEnding: String = "\n") -> String {
        switch self {
        case .string(let string): return Self.quoted(string)
        case .number(let number): return number
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            guard !items.isEmpty else { return "[" + lineEnding + lineEnding + indent + "]" }
            let inner = indent + unit
            let body = items.map {
                inner + $0.text(indent: inner, unit: unit, separator: separator, sortKeys: sortKeys, lineEnding: lineEnding)
            }
            return "[" + lineEnding + body.joined(separator: "," + lineEnding) + lineEnding + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{" + lineEnding + lineEnding + indent + "}" }
            let inner = indent + unit
            let ordered = sortKeys ? members.sorted { $0.key < $1.key } : members
            let body = ordered.map {
                inner + Self.quoted($0.key) + separator
                    + $0.value.text(indent: inner, unit: unit, separator: separator, sortKeys: sortKeys, lineEnding: lineEnding)
            }
            return "{" + lineEnding + body.joined(separator: "," + lineEnding) + lineEnding + indent + "}"
        }
    }
}

/// `Contents.json` of an asset catalog (a set, a folder, the catalog) in Xcode's own layout: two-space
/// indentation, `" : "` between key and value, keys sorted, a line break at the end. A set iconpicker
/// writes then looks exactly as if Xcode had saved it, and Xcode's next save changes nothing.
public enum CatalogContentsWriter {
    public static func data(_ contents: JSONValue) -> Data {
        Data((contents.text(indent: "", unit: "  ", separator: " : ", sortKeys: true) + "\n").utf8)
    }

    /// `{"info": {"author": "xcode", "version": 1}}` plus `members`: every Contents.json carries it.
    public static func contents(_ members: [JSONValue.Member]) -> JSONValue {
        .object(members + [.init("info", .object([.init("author", .string("xcode")), .init("version", .integer(1))]))])
    }
}
