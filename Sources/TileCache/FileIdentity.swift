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
