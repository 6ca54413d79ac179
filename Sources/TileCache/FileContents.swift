import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A file's bytes, read through one non-blocking descriptor that `fstat` judged an ordinary file of
/// bounded size (a FIFO or a device is no tile source).
struct FileContents {
    var bytes: [UInt8]

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
        var bytes = [UInt8](repeating: 0, count: size)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size, 0) }
        guard got == size else { return nil }
        self.bytes = bytes
    }
}
