import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A file's identity and contents, read through one descriptor so both describe the same file.
struct FileIdentity: CustomStringConvertible {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: (seconds: Int, nanoseconds: Int)
    var contents: [UInt8]

    /// Icons above this are not cached (the decoder refuses them anyway).
    static let maxSize = 64 << 20

    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let size = Int(exactly: status.st_size), size <= Self.maxSize
        else { return nil }
        var contents = [UInt8](repeating: 0, count: size)
        let got = contents.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size, 0) }
        guard got == size else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        self.size = size
        modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        self.contents = contents
    }

    var description: String { "\(device):\(inode):\(size):\(modified.seconds).\(modified.nanoseconds)" }
}

/// FNV-1a, 64 bits, twice with different offsets for a 128-bit key: not cryptographic (the cache
/// is the user's own), only unlikely to collide.
struct ContentHash {
    private var first: UInt64 = 0xCBF2_9CE4_8422_2325
    private var second: UInt64 = 0x6C62_272E_07BB_0142

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    mutating func add(_ bytes: [UInt8]) {
        var first = first
        var second = second
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 ^ (second >> 29)
            }
        }
        self.first = first
        self.second = second
    }

    var hex: String {
        [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
