import Foundation

/// A value from a parsed property list together with the key path that leads to it.
///
/// Every access checks the value's case and, when it is the wrong one, produces a `TypeMismatch`
/// naming the key path and both types, e.g. `CFBundleIcons.CFBundleAlternateIcons.x.CFBundleIconFiles:
/// expected a string or an array of strings, found an integer`. The value is typed (`PlistValue`), so
/// no access pays for a dynamic cast.
struct PlistNode {
    let value: PlistValue
    /// The parent's key path and this value's key in it; joined only when a message needs them,
    /// since walking 1,000 alternates must not build thousands of strings nobody reads.
    private let parentPath: String
    private let key: String

    init(_ value: PlistValue, keyPath: String = "") {
        self.value = value
        self.parentPath = keyPath
        self.key = ""
    }

    init(_ value: PlistValue, parentPath: String, key: String) {
        self.value = value
        self.parentPath = parentPath
        self.key = key
    }

    /// Where this value is, e.g. `CFBundleIcons.CFBundleAlternateIcons.dark.ordinal`.
    var keyPath: String {
        if key.isEmpty { return parentPath }
        if parentPath.isEmpty { return key }
        // Copied as bytes into one allocation: interpolation cost more than the rest of an icon's read.
        let count = parentPath.utf8.count + 1 + key.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = buffer.initialize(from: parentPath.utf8).1
            buffer[written] = UInt8(ascii: ".")
            written += 1
            written += UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: key.utf8).1
            return written
        }
    }

    /// The same value with its key path joined once, for a node whose path is read several times.
    var resolved: PlistNode {
        key.isEmpty ? self : PlistNode(value, keyPath: keyPath)
    }

    /// A wrongly typed value at a key path.
    struct TypeMismatch: Error, Equatable, Sendable, CustomStringConvertible {
        var keyPath: String
        var expected: String
        var found: String
        var description: String { "\(keyPath): expected \(expected), found \(found)" }
    }

    func mismatch(expected: String) -> TypeMismatch {
        TypeMismatch(keyPath: keyPath, expected: expected, found: value.summary)
    }

    /// The child at `key` when this is a dictionary holding it.
    subscript(key: String) -> PlistNode? {
        (try? dictionary())?[key]
    }

    /// This value as a dictionary.
    func dictionary() throws(TypeMismatch) -> PlistDictionary {
        guard case .dictionary(let entries) = value else { throw mismatch(expected: "a dictionary") }
        return PlistDictionary(entries: entries, keyPath: keyPath)
    }

    /// Calls `body` with each key and child in key order: the cheapest way through a dictionary
    /// whose keys are all handled by one `switch`.
    func forEachEntry(_ body: (String, PlistNode) -> Void) throws(TypeMismatch) {
        guard case .dictionary(let entries) = value else { throw mismatch(expected: "a dictionary") }
        let path = keyPath
        for entry in entries { body(entry.key, PlistNode(entry.value, parentPath: path, key: entry.key)) }
    }

    func string() throws(TypeMismatch) -> String {
        guard case .string(let string) = value else { throw mismatch(expected: "a string") }
        return string
    }

    /// `CFBundleIconFiles` and friends: one string, or an array whose elements are all strings.
    func stringOrStrings() throws(TypeMismatch) -> [String] {
        switch value {
        case .string(let string):
            return [string]
        case .array(let array):
            var strings: [String] = []
            strings.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                guard case .string(let string) = element else {
                    throw PlistNode(element, keyPath: "\(keyPath)[\(index)]").mismatch(expected: "a string")
                }
                strings.append(string)
            }
            return strings
        default:
            throw mismatch(expected: "a string or an array of strings")
        }
    }

    /// An array whose elements are all integers (`UIDeviceFamily`).
    func integers() throws(TypeMismatch) -> [Int] {
        guard case .array(let array) = value else { throw mismatch(expected: "an array of integers") }
        var integers: [Int] = []
        for (index, element) in array.enumerated() {
            integers.append(try PlistNode(element, keyPath: "\(keyPath)[\(index)]").integer())
        }
        return integers
    }

    func bool() throws(TypeMismatch) -> Bool {
        guard case .boolean(let bool) = value else { throw mismatch(expected: "a boolean") }
        return bool
    }

    /// An integer value; reals, booleans and numeric strings are not integers, and neither is an
    /// unsigned value over `Int.max` (it would wrap to a negative number).
    func integer() throws(TypeMismatch) -> Int {
        switch value {
        case .integer(let integer):
            return integer
        case .unsignedInteger(let integer):
            throw TypeMismatch(keyPath: keyPath, expected: "an integer up to \(Int.max)", found: "\(integer)")
        default:
            throw mismatch(expected: "an integer")
        }
    }
}

/// A dictionary from a property list; children's key paths are built only when asked for.
struct PlistDictionary {
    /// Sorted by key (`PlistValue.dictionary`'s promise).
    let entries: [PlistValue.Entry]
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
