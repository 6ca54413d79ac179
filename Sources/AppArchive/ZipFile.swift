import Basics

#if canImport(Glibc)
import Glibc
#endif

/// An open archive read with `pread`: nothing is mapped or read that the directory does not point at.
final class ZipFile: Sendable {
    enum OpenFailure: Error {
        case missing
        case notARegularFile
        case unreadable(String)
    }

    private let descriptor: Int32
    let size: Int

    /// Opens through `RegularFile` (without blocking: a FIFO named `.ipa` must not hang the process)
    /// and refuses anything but a regular file.
    init(path: String) throws(OpenFailure) {
        do {
            (descriptor, size) = try RegularFile.openForReadingWithSize(path: path)
        } catch .missing {
            throw .missing
        } catch .notRegular {
            throw .notARegularFile
        } catch {
            throw .unreadable(error.reason)
        }
    }

    deinit { close(descriptor) }

    /// Exactly `count` bytes at `offset`, or a failure naming the shortfall.
    func read(at offset: Int, count: Int) throws(ZipDirectory.Failure) -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= size - count else { throw .notAZip("an entry points past the end of the file") }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            var done = 0
            while done < count {
                let got = pread(descriptor, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    failed = true
                    break
                }
                done += got
            }
            initialised = failed ? 0 : count
        }
        if failed { throw .notAZip("it is shorter than its directory says") }
        return bytes
    }
}
