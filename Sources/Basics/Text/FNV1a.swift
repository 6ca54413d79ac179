/// 64-bit FNV-1a: a fast hash of a few bytes (file names) or many (lint's same-image check), not a
/// defence against crafted collisions, so callers still compare what the hash matched.
public enum FNV1a {
    public static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `bytes`, continuing from `hash`.
    @inlinable
    public static func hash(_ bytes: UnsafeRawBufferPointer, from hash: UInt64 = offset) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from hash: UInt64 = offset) -> UInt64 {
        Self.hash(UnsafeRawBufferPointer(bytes), from: hash)
    }
}
