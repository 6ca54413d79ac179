/// Whether bytes are all ASCII, for the byte-wise fast paths of names and paths (where bytes and
/// characters agree).
public enum ASCIIBytes {
    @inlinable
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var union: UInt8 = 0
        for byte in bytes { union |= byte }
        return union < 0x80
    }
}
