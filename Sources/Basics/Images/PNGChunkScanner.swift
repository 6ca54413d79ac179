import Foundation

/// Finds whether a PNG carries a chunk before its image data (a `tRNS` transparency chunk, which
/// gives palette and RGB images transparency without an alpha channel) by reading only the chunk
/// headers: each is skipped with a seek, so a 1024 px icon costs a handful of small reads.
public enum PNGChunkScanner {
    /// True when a chunk of `type` comes before the first `IDAT`. False for unreadable files.
    public static func hasChunk(_ type: String, beforeImageData path: String, maxChunks: Int = 64) -> Bool {
        guard let descriptor = try? RegularFile.openForReading(path: path) else { return false }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var offset: UInt64 = 8
        for _ in 0..<maxChunks {
            guard (try? handle.seek(toOffset: offset)) != nil,
                let header = try? handle.read(upToCount: 8), header.count == 8
            else { return false }
            let bytes = [UInt8](header)
            let length = bytes[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let name = String(decoding: bytes[4..<8], as: UTF8.self)
            if name == type { return true }
            if name == "IDAT" || name == "IEND" || length > 0x7FFF_FFFF { return false }
            offset += 12 + length
        }
        return false
    }
}
