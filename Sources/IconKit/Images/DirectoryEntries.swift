import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A folder's entries with the type `readdir` already knows, so walking a project does not
/// `stat` every file.
enum DirectoryEntries {
    enum Kind: Sendable {
        case file
        case folder
        /// A symbolic link or a file system that does not say: the caller must ask `stat`.
        case unknown
    }

    /// The names in `folder` (without `.` and `..`) and their kinds, or nil when it cannot be read.
    static func read(_ folder: String) -> [(name: String, kind: Kind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            default: kind = .unknown
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// `read(folder)` sorted by name, as `String`'s `<` sorts them. When every name is ASCII (where
    /// `<` is byte order) they are ordered by their first 16 bytes as two integers, and by `<` only
    /// where those agree: `String`'s `<` compares characters, which is slow over a folder of
    /// thousands of icons.
    static func sortedByName(_ folder: String) -> [(name: String, kind: Kind)]? {
        guard let entries = read(folder) else { return nil }
        var keys: [(high: UInt64, low: UInt64, index: Int)] = []
        keys.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            var name = entry.name
            guard let key = name.withUTF8({ Self.sortKey($0) }) else { return entries.sorted { $0.name < $1.name } }
            keys.append((key.high, key.low, index))
        }
        keys.sort { lhs, rhs in
            if lhs.high != rhs.high { return lhs.high < rhs.high }
            if lhs.low != rhs.low { return lhs.low < rhs.low }
            return entries[lhs.index].name < entries[rhs.index].name
        }
        return keys.map { entries[$0.index] }
    }

    /// The first 16 bytes of an ASCII name, big-endian and zero-padded (so a shorter name that is a
    /// prefix of a longer one sorts first, as with `<`); nil for a name that is not ASCII.
    static func sortKey(_ bytes: UnsafeBufferPointer<UInt8>) -> (high: UInt64, low: UInt64)? {
        guard ASCIIBytes.isASCII(bytes) else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<16 {
            let byte = offset < bytes.count ? UInt64(bytes[offset]) : 0
            if offset < 8 { high = high << 8 | byte } else { low = low << 8 | byte }
        }
        return (high, low)
    }

    /// Whether any entry of `folder` (other than `.` and `..`) satisfies `matches`, which is asked
    /// about an all-ASCII name's bytes and, for any other name, about its `String` (nil when the
    /// folder cannot be read). No `String` is made for an ASCII name: looking for a project root
    /// lists `/tmp`, where thousands of names cost more than the rest of `list`.
    static func containsEntry(in folder: String, matching matches: (EntryName) -> Bool) -> Bool? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let found = withUnsafeBytes(of: entry.pointee.d_name) { raw -> Bool in
                guard let start = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return false }
                let bytes = UnsafeRawBufferPointer(start: start, count: strnlen(start, raw.count))
                if bytes.count <= 2 && bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { return false }
                if bytes.allSatisfy({ $0 < 0x80 }) { return matches(.ascii(bytes)) }
                return matches(.other(String(decoding: bytes, as: UTF8.self)))
            }
            if found { return true }
        }
        return false
    }

    /// An entry's name, as `containsEntry` hands it over.
    enum EntryName {
        case ascii(UnsafeRawBufferPointer)
        case other(String)

        /// Whether the name ends with `suffix` (as `String.hasSuffix` says, for any name).
        func hasSuffix(_ suffix: StaticString) -> Bool {
            switch self {
            case .ascii(let bytes):
                let count = suffix.utf8CodeUnitCount
                guard let base = bytes.baseAddress, bytes.count >= count else { return false }
                return memcmp(base + (bytes.count - count), suffix.utf8Start, count) == 0
            case .other(let name): return name.hasSuffix(suffix.description)
            }
        }

        /// Whether the name is `name` (as `==` on strings says).
        func isNamed(_ name: StaticString) -> Bool {
            switch self {
            case .ascii(let bytes): bytes.count == name.utf8CodeUnitCount && hasSuffix(name)
            case .other(let other): other == name.description
            }
        }
    }
}
