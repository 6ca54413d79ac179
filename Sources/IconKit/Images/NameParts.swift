#if canImport(Glibc)
import Glibc
#endif

/// The UTF-8 bytes of a file name in its parts, `stem + suffix + "." + fileExtension`, hashed and
/// compared as the whole name would be, without building it (see `ImageFileIndex.paths(named:)`).
struct NameParts {
    var stem: UnsafeBufferPointer<UInt8>
    var suffix: UnsafeBufferPointer<UInt8>
    var fileExtension: UnsafeBufferPointer<UInt8>

    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a of `bytes`, continuing from `hash`.
    static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>, from hash: UInt64 = fnvOffset) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* fnvPrime }
        return hash
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var union: UInt8 = 0
        for byte in bytes { union |= byte }
        return union < 0x80
    }

    var count: Int { stem.count + suffix.count + 1 + fileExtension.count }

    /// `fnv1a` of the whole name.
    var hash: UInt64 { hash(afterStem: Self.fnv1a(stem)) }

    /// `fnv1a` of the whole name, given `fnv1a(stem)`.
    func hash(afterStem stemHash: UInt64) -> UInt64 {
        let afterSuffix = Self.fnv1a(suffix, from: stemHash)
        return Self.fnv1a(fileExtension, from: (afterSuffix ^ UInt64(UInt8(ascii: "."))) &* Self.fnvPrime)
    }

    /// Whether `name`'s bytes are exactly the parts'.
    func spell(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count == count, let start = bytes.baseAddress else { return false }
            let dot = stem.count + suffix.count
            return bytes[dot] == UInt8(ascii: ".") && Self.same(start, stem) && Self.same(start + stem.count, suffix)
                && Self.same(start + dot + 1, fileExtension)
        }
    }

    /// Whether the bytes at `start` begin with `part`.
    private static func same(_ start: UnsafePointer<UInt8>, _ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = part.baseAddress, !part.isEmpty else { return true }
        return memcmp(start, base, part.count) == 0
    }
}
