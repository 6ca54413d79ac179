/// Little-endian reads at `base + offset`; callers check `fits` first.
struct ByteReader {
    let bytes: [UInt8]
    let base: Int

    func fits(_ length: Int) -> Bool { base >= 0 && length >= 0 && base <= bytes.count - length }

    func uint16(_ offset: Int) -> UInt16 {
        UInt16(bytes[base + offset]) | UInt16(bytes[base + offset + 1]) << 8
    }

    func uint32(_ offset: Int) -> UInt32 {
        UInt32(uint16(offset)) | UInt32(uint16(offset + 2)) << 16
    }

    func uint64(_ offset: Int) -> UInt64 {
        UInt64(uint32(offset)) | UInt64(uint32(offset + 4)) << 32
    }
}
