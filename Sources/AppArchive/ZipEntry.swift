/// One entry of a zip's central directory: enough to find, check and inflate its data.
struct ZipEntry: Sendable {
    var name: String
    /// 0 stored, 8 deflated; anything else is refused when the entry is needed.
    var method: UInt16
    var flags: UInt16
    var crc32: UInt32
    var compressedSize: Int
    var uncompressedSize: Int
    var localHeaderOffset: Int
    /// A folder (name ends in `/`) or a symbolic link (Unix mode in the external attributes).
    var isFile: Bool
}
