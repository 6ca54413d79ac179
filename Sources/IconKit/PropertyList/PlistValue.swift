import Foundation

/// A property-list value whose type is known, so reading it needs no `Any` and no dynamic cast.
///
/// Our XML walk builds these directly; what Foundation parses (binary and old-style files, XML the
/// walk declines) is converted once by `init(converting:)`. A dictionary's entries are sorted by key
/// (Swift's `<`), so a lookup is a binary search and a walk visits keys in order; the walk keeps each
/// key once.
public enum PlistValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    /// A CoreFoundation unsigned 64-bit integer above `Int.max`: not an `Int`, but still named in messages.
    case unsignedInteger(UInt64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dictionary([Entry])
    /// Anything else Foundation handed back, kept only as the words that describe it in a message.
    case other(description: String)

    /// One key and its value in a dictionary.
    public struct Entry: Equatable, Sendable {
        public var key: String
        public var value: PlistValue

        public init(key: String, value: PlistValue) {
            self.key = key
            self.value = value
        }
    }

    /// "an integer", "a string (\"…\")", … — the article included, for messages.
    var summary: String {
        switch self {
        case .boolean: return "a boolean"
        case .integer, .unsignedInteger: return "an integer"
        case .real: return "a real number"
        case .string(let string): return "a string (\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\")"
        case .data: return "data"
        case .date: return "a date"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .other(let description): return description
        }
    }

    /// `sortedUnique` in place, with one pass first: most plists are written with their keys in order.
    static func sortUnique(_ entries: inout [Entry]) {
        guard entries.count > 1 else { return }
        // Each key before the next (Swift's `<`) means sorted, and no key twice.
        for index in 1..<entries.count where !(entries[index - 1].key < entries[index].key) {
            entries = sortedUnique(entries)
            return
        }
    }

    /// Entries in key order with one entry per key: for a key written twice, the value written last
    /// under the spelling written first, as assigning them one by one into a `[String: Any]` keeps.
    static func sortedUnique(_ entries: [Entry]) -> [Entry] {
        let sorted = sortedByKey(entries)
        guard sorted.count > 1 else { return sorted }
        for index in 1..<sorted.count where sorted[index].key == sorted[index - 1].key {
            return sortedByKey(lastValuePerKey(entries))
        }
        return sorted
    }

    /// Document order, each key once (Swift's `==`, so canonically equivalent spellings are one key).
    private static func lastValuePerKey(_ entries: [Entry]) -> [Entry] {
        var positions: [String: Int] = [:]
        var unique: [Entry] = []
        for entry in entries {
            if let position = positions[entry.key] {
                unique[position].value = entry.value
            } else {
                positions[entry.key] = unique.count
                unique.append(entry)
            }
        }
        return unique
    }

    /// A stable sort by key; an icon's dictionary has a handful of keys, where insertion sort beats
    /// the generic sort's setup.
    static func sortedByKey(_ entries: [Entry]) -> [Entry] {
        var sorted = entries
        guard sorted.count <= 12 else {
            sorted.sort { $0.key < $1.key }
            return sorted
        }
        for index in sorted.indices.dropFirst() {
            var position = index
            while position > 0 && sorted[position].key < sorted[position - 1].key {
                sorted.swapAt(position, position - 1)
                position -= 1
            }
        }
        return sorted
    }
}
