import Foundation

/// Between `PlistValue` and the untyped trees Foundation (and the callers that still want one) use.
extension PlistValue {
    /// Converts what `PropertyListSerialization` returned, judging each value once the way the
    /// untyped reads did: on Linux a plist's booleans and numbers are `NSNumber`s told apart by their
    /// `objCType`, and a dictionary's keys that are not strings are skipped.
    public init(converting value: Any) {
        if let dictionary = value as? [AnyHashable: Any] {
            var entries: [Entry] = []
            entries.reserveCapacity(dictionary.count)
            for (key, child) in dictionary {
                if let name = key.base as? String { entries.append(Entry(key: name, value: PlistValue(converting: child))) }
            }
            // Not `sortedUnique`: Foundation keeps keys that differ only in Unicode normalisation apart
            // (CFString compares code units), and so did the untyped reads.
            self = .dictionary(Self.sortedByKey(entries))
        } else if let array = value as? [Any] {
            self = .array(array.map(PlistValue.init(converting:)))
        } else if let string = value as? String {
            self = .string(string)
        } else {
            self = Self.scalar(value)
        }
    }

    /// Numbers, booleans, dates and data.
    private static func scalar(_ value: Any) -> PlistValue {
        if isBoolean(value) {
            guard let bool = value as? Bool else { return .other(description: "a boolean") }
            return .boolean(bool)
        }
        if type(of: value) == Int.self, let integer = value as? Int { return .integer(integer) }
        if let number = value as? NSNumber {
            if isReal(number) { return .real(number.doubleValue) }
            // An unsigned 64-bit value over Int.max (binary plists and XML up to 2^64 - 1 hold them)
            // would come back from `intValue` wrapped to a negative number.
            if number.objCType.pointee == CChar(UInt8(ascii: "Q")), number.uint64Value > UInt64(Int.max) {
                return .unsignedInteger(number.uint64Value)
            }
            return .integer(number.intValue)
        }
        if let data = value as? Data { return .data(data) }
        if let date = value as? Date { return .date(date) }
        return .other(description: "a value of type \(type(of: value))")
    }

    /// The Swift tree the XML walk used to build (`[String: Any]`, `[Any]`, `String`, `Int`,
    /// `Double`, `Bool`, `Date`, `Data`), for callers that still read untyped values.
    public var foundationValue: Any {
        switch self {
        case .string(let string): return string
        case .integer(let integer): return integer
        case .unsignedInteger(let integer): return NSNumber(value: integer)
        case .real(let real): return real
        case .boolean(let bool): return bool
        case .date(let date): return date
        case .data(let data): return data
        case .array(let array): return array.map(\.foundationValue)
        case .dictionary(let entries):
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(entries.count)
            for entry in entries { dictionary[entry.key] = entry.value.foundationValue }
            return dictionary
        // The walk never builds this case; only a tree converted from Foundation holds one.
        case .other(let description): return description
        }
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
}
