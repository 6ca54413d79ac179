import Basics

#if canImport(Glibc)
import Glibc
#endif

/// The UTF-8 bytes of a file name in its parts, `stem + suffix + "." + fileExtension`, hashed and
/// compared as the whole name would be, without building it (see `ImageFileIndex.paths(named:)`).
struct NameParts {
    var stem: UnsafeBufferPointer<UInt8>
    var suffix: UnsafeBufferPointer<UInt8>
    var fileExtension: UnsafeBufferPointer<UInt8>

    var count: Int { stem.count + suffix.count + 1 + fileExtension.count }

    /// FNV-1a of the whole name.
    var hash: UInt64 { hash(afterStem: FNV1a.hash(stem)) }

    /// FNV-1a of the whole name, given the stem's.
    func hash(afterStem stemHash: UInt64) -> UInt64 {
        let afterSuffix = FNV1a.hash(suffix, from: stemHash)
        return FNV1a.hash(fileExtension, from: (afterSuffix ^ UInt64(UInt8(ascii: "."))) &* FNV1a.prime)
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
