import Foundation

/// A value from a parsed property list together with the key path that leads to it.
///
/// Foundation hands back an untyped tree; every access here is an `as?` cast that, when it fails,
/// produces a `TypeMismatch` naming the key path and both types, e.g.
/// `CFBundleIcons.CFBundleAlternateIcons.x.CFBundleIconFiles: expected a string or an array of strings,
/// found an integer`.
struct PlistNode {
    let value: Any
    /// The parent's key path and this value's key in it; joined only when a message needs them,
    /// since walking 1,000 alternates must not build thousands of strings nobody reads.
    private let parentPath: String
    private let key: String

    init(_ value: Any, keyPath: String = "") {
        self.value = value
        self.parentPath = keyPath
        self.key = ""
    }

    init(_ value: Any, parentPath: String, key: String) {
        self.value = value
        self.parentPath = parentPath
        self.key = key
    }

    /// Where this value is, e.g. `CFBundleIcons.CFBundleAlternateIcons.dark.ordinal`.
    var keyPath: String {
        if key.isEmpty { return parentPath }
        return parentPath.isEmpty ? key : "\(parentPath).\(key)"
    }

    /// A wrongly typed value at a key path.
    struct TypeMismatch: Error, Equatable, Sendable, CustomStringConvertible {
        var keyPath: String
        var expected: String
        var found: String
        var description: String { "\(keyPath): expected \(expected), found \(found)" }
    }

    func mismatch(expected: String) -> TypeMismatch {
        TypeMismatch(keyPath: keyPath, expected: expected, found: Self.describe(value))
    }

    /// The child at `key` when this is a dictionary holding it.
    subscript(key: String) -> PlistNode? {
        (try? dictionary())?[key]
    }

    /// This value as a dictionary.
    ///
    /// Foundation on Linux returns `[AnyHashable: Any]` with CF objects inside. Casting one to
    /// `[String: Any]` bridges every key, and looking keys up in it compares `AnyHashable`s through
    /// the runtime's slow generic path; both cost microseconds per icon, which 1,000 alternates turn
    /// into most of the time budget. So each dictionary is read once into sorted `(String, Any)` pairs.
    func dictionary() throws(TypeMismatch) -> PlistDictionary {
        var entries: [(key: String, value: Any)] = []
        // What `XMLPropertyListParser` builds: no key to bridge. (The type test comes first: casting
        // Foundation's `[AnyHashable: Any]` to `[String: Any]` would convert every key.)
        if type(of: value) == [String: Any].self, let native = value as? [String: Any] {
            entries.reserveCapacity(native.count)
            for (key, child) in native { entries.append((key, child)) }
        } else {
            guard let dictionary = value as? [AnyHashable: Any] else { throw mismatch(expected: "a dictionary") }
            entries.reserveCapacity(dictionary.count)
            for (key, child) in dictionary {
                if let name = key.base as? String { entries.append((name, child)) }
            }
        }
        if entries.count <= 12 {
            // An icon's dictionary has a handful of keys: insertion sort beats the generic sort's setup.
            for index in entries.indices.dropFirst() {
                var position = index
                while position > 0 && entries[position].key < entries[position - 1].key {
                    entries.swapAt(position, position - 1)
                    position -= 1
                }
            }
        } else {
            entries.sort { $0.key < $1.key }
        }
        return PlistDictionary(entries: entries, keyPath: keyPath)
    }

    /// Calls `body` with each key and child, in no particular order: the cheapest way through a
    /// dictionary whose keys are all handled by one `switch`.
    func forEachEntry(_ body: (String, PlistNode) -> Void) throws(TypeMismatch) {
        let path = keyPath
        if type(of: value) == [String: Any].self, let native = value as? [String: Any] {
            for (key, child) in native { body(key, PlistNode(child, parentPath: path, key: key)) }
            return
        }
        guard let dictionary = value as? [AnyHashable: Any] else { throw mismatch(expected: "a dictionary") }
        for (key, child) in dictionary {
            if let name = key.base as? String { body(name, PlistNode(child, parentPath: path, key: name)) }
        }
    }

    func string() throws(TypeMismatch) -> String {
        guard let string = value as? String else { throw mismatch(expected: "a string") }
        return string
    }

    /// `CFBundleIconFiles` and friends: one string, or an array whose elements are all strings.
    func stringOrStrings() throws(TypeMismatch) -> [String] {
        if let string = value as? String { return [string] }
        guard let array = value as? [Any] else { throw mismatch(expected: "a string or an array of strings") }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element as? String else {
                throw PlistNode(element, keyPath: "\(keyPath)[\(index)]").mismatch(expected: "a string")
            }
            strings.append(string)
        }
        return strings
    }

    /// An array whose elements are all integers (`UIDeviceFamily`).
    func integers() throws(TypeMismatch) -> [Int] {
        guard let array = value as? [Any] else { throw mismatch(expected: "an array of integers") }
        var integers: [Int] = []
        for (index, element) in array.enumerated() {
            integers.append(try PlistNode(element, keyPath: "\(keyPath)[\(index)]").integer())
        }
        return integers
    }

    func bool() throws(TypeMismatch) -> Bool {
        guard Self.isBoolean(value), let bool = value as? Bool else { throw mismatch(expected: "a boolean") }
        return bool
    }

    /// An integer value; reals, booleans and numeric strings are not integers.
    func integer() throws(TypeMismatch) -> Int {
        if type(of: value) == Int.self, let integer = value as? Int { return integer }
        guard let number = value as? NSNumber, type(of: value) != Bool.self,
            !Self.isBoolean(number), !Self.isReal(number)
        else {
            throw mismatch(expected: "an integer")
        }
        // An unsigned 64-bit value over Int.max (binary plists and XML up to 2^64 - 1 hold them) would
        // come back from `intValue` wrapped to a negative number.
        if number.objCType.pointee == CChar(UInt8(ascii: "Q")), number.uint64Value > UInt64(Int.max) {
            throw TypeMismatch(keyPath: keyPath, expected: "an integer up to \(Int.max)", found: "\(number.uint64Value)")
        }
        return number.intValue
    }

    /// A `<true/>`/`<false/>`. Not `value is Bool`: on Linux an NSNumber holding 0 or 1 passes that
    /// cast, so `<integer>1</integer>` would read as a boolean.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard type(of: value) != Int.self, let number = value as? NSNumber else { return false }
        return isBoolean(number)
    }

    static func isBoolean(_ number: NSNumber) -> Bool {
        let code = number.objCType.pointee
        return code == CChar(UInt8(ascii: "c")) || code == CChar(UInt8(ascii: "B"))
    }

    static func isReal(_ number: NSNumber) -> Bool {
        let code = number.objCType.pointee
        return code == CChar(UInt8(ascii: "d")) || code == CChar(UInt8(ascii: "f"))
    }

    /// "an integer", "a string", … — the article included, for messages.
    static func describe(_ value: Any) -> String {
        switch value {
        case _ where isBoolean(value): return "a boolean"
        case let number as NSNumber: return isReal(number) ? "a real number" : "an integer"
        case let string as String: return "a string (\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\")"
        case is Data: return "data"
        case is Date: return "a date"
        case is [Any]: return "an array"
        case is [AnyHashable: Any], is [String: Any]: return "a dictionary"
        default: return "a value of type \(type(of: value))"
        }
    }
}

/// A dictionary from a property list; children's key paths are built only when asked for.
struct PlistDictionary {
    /// Sorted by key. (A property list's keys are strings; the binary guard enforces it.)
    let entries: [(key: String, value: Any)]
    let keyPath: String

    subscript(key: String) -> PlistNode? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].key == key else { return nil }
        return PlistNode(entries[low].value, parentPath: keyPath, key: key)
    }

    /// Every entry in key order.
    var children: [(key: String, node: PlistNode)] {
        entries.map { ($0.key, PlistNode($0.value, parentPath: keyPath, key: $0.key)) }
    }

    var count: Int { entries.count }
}
