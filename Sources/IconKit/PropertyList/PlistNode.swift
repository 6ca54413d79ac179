import Foundation

/// A value from a parsed property list together with the key path that leads to it.
///
/// Foundation hands back an untyped tree; every access here is an `as?` cast that, when it fails,
/// produces a `TypeMismatch` naming the key path and both types, e.g.
/// `CFBundleIcons.CFBundleAlternateIcons.x.CFBundleIconFiles: expected a string or an array of strings,
/// found an integer`.
public struct PlistNode {
    public let value: Any
    public let keyPath: String

    public init(_ value: Any, keyPath: String = "") {
        self.value = value
        self.keyPath = keyPath
    }

    /// A wrongly typed value at a key path.
    public struct TypeMismatch: Error, Equatable, Sendable, CustomStringConvertible {
        public var keyPath: String
        public var expected: String
        public var found: String
        public var description: String { "\(keyPath): expected \(expected), found \(found)" }
    }

    public func mismatch(expected: String) -> TypeMismatch {
        TypeMismatch(keyPath: keyPath, expected: expected, found: Self.describe(value))
    }

    /// The child at `key` when this is a dictionary holding it.
    public subscript(key: String) -> PlistNode? {
        guard let dictionary = value as? [String: Any], let child = dictionary[key] else { return nil }
        return PlistNode(child, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)")
    }

    public func dictionary() throws(TypeMismatch) -> [String: PlistNode] {
        guard let dictionary = value as? [String: Any] else { throw mismatch(expected: "a dictionary") }
        var result: [String: PlistNode] = [:]
        for (key, child) in dictionary {
            result[key] = PlistNode(child, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)")
        }
        return result
    }

    public func string() throws(TypeMismatch) -> String {
        guard let string = value as? String else { throw mismatch(expected: "a string") }
        return string
    }

    /// `CFBundleIconFiles` and friends: one string, or an array whose elements are all strings.
    public func stringOrStrings() throws(TypeMismatch) -> [String] {
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

    public func bool() throws(TypeMismatch) -> Bool {
        guard Self.isBoolean(value), let bool = value as? Bool else { throw mismatch(expected: "a boolean") }
        return bool
    }

    /// An integer value; reals, booleans and numeric strings are not integers.
    public func integer() throws(TypeMismatch) -> Int {
        guard !Self.isBoolean(value), let number = value as? NSNumber, !Self.isReal(number), let integer = value as? Int else {
            throw mismatch(expected: "an integer")
        }
        return integer
    }

    /// A `<true/>`/`<false/>`. Not `value is Bool`: on Linux an NSNumber holding 0 or 1 passes that
    /// cast, so `<integer>1</integer>` would read as a boolean.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber, type(of: value) != Int.self else { return false }
        let type = String(cString: number.objCType)
        return type == "c" || type == "B"
    }

    static func isReal(_ number: NSNumber) -> Bool {
        let type = String(cString: number.objCType)
        return type == "d" || type == "f"
    }

    /// "an integer", "a string", … — the article included, for messages.
    public static func describe(_ value: Any) -> String {
        switch value {
        case _ where isBoolean(value): return "a boolean"
        case let number as NSNumber: return isReal(number) ? "a real number" : "an integer"
        case let string as String: return "a string (\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\")"
        case is Data: return "data"
        case is Date: return "a date"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        default: return "a value of type \(type(of: value))"
        }
    }
}
