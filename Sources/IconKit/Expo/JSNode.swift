import Foundation

/// A value of an Expo configuration as far as it is written literally, with the file and line
/// it is written on: strings, numbers, booleans, null, arrays and objects, and `computed` for what
/// only running the code would give (a variable read from the environment, a function's result).
struct JSNode: Equatable, Sendable {
    indirect enum Value: Equatable, Sendable {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case null
        case array([JSNode])
        /// Entries in the order written; a spread that cannot be read is an entry without a key.
        case object([Entry])
        /// Only running the code gives it: what it is, as written (`process.env.ICON`, `getIcon()`).
        case computed(String)
        /// A function (the token where it starts), called only as the configuration's export.
        case function(Int)
    }

    struct Entry: Equatable, Sendable {
        /// Nil for a spread whose object is computed: any key may come from it.
        var key: String?
        var value: JSNode
    }

    var value: Value
    var file: String
    var line: Int

    init(_ value: Value, file: String, line: Int) {
        self.value = value
        self.file = file
        self.line = line
    }

    /// The value of `key` in an object: the last written, or a computed value when a spread that
    /// cannot be read comes after it (the spread may set it); nil when the object does not set it.
    func member(_ key: String) -> JSNode? {
        guard case .object(let entries) = value else { return nil }
        for entry in entries.reversed() {
            if entry.key == key { return entry.value }
            if entry.key == nil, case .computed(let what) = entry.value.value {
                return JSNode(.computed("...\(what)"), file: entry.value.file, line: entry.value.line)
            }
        }
        return nil
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var elements: [JSNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    var entries: [Entry]? {
        if case .object(let entries) = value { return entries }
        return nil
    }

    /// What is computed, when this value is.
    var computed: String? {
        if case .computed(let what) = value { return what }
        return nil
    }

    /// Where it is written: `app.config.ts:12`, or the file alone for values of a JSON file.
    var place: String { line > 0 ? "\(file):\(line)" : file }

    /// A JSON file's value (`JSONSerialization`'s), every node placed in `file` without a line.
    static func json(_ object: Any, file: String, depth: Int = 0) -> JSNode {
        guard depth < JSEvaluator.maxDepth else { return JSNode(.computed("a value nested too deep"), file: file, line: 0) }
        switch object {
        case let text as String: return JSNode(.string(text), file: file, line: 0)
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumbers whose type is `c` (char).
            if String(cString: number.objCType) == "c" { return JSNode(.boolean(number.boolValue), file: file, line: 0) }
            return JSNode(.number(number.doubleValue), file: file, line: 0)
        case let array as [Any]: return JSNode(.array(array.map { json($0, file: file, depth: depth + 1) }), file: file, line: 0)
        case let dictionary as [String: Any]:
            let entries = dictionary.keys.sorted().map {
                Entry(key: $0, value: json(dictionary[$0] ?? NSNull(), file: file, depth: depth + 1))
            }
            return JSNode(.object(entries), file: file, line: 0)
        default: return JSNode(.null, file: file, line: 0)
        }
    }
}
