import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a lock file, serialising writers across processes.
///
/// The lock lives in its own file (not the state file, which is replaced by rename on every write,
/// so a lock on it would guard an inode nobody else opens).
struct FileLock {
    private let descriptor: Int32

    enum Failure: Error {
        /// The lock file cannot be opened or created (errno text).
        case cannotOpen(String)
        /// Another process held the lock for longer than the timeout.
        case timedOut
    }

    /// Opens `path` and waits up to `timeout` seconds for the exclusive lock.
    ///
    /// The lock file is never followed through a symlink (`O_NOFOLLOW`: a planted link would make us
    /// create an empty file wherever it points) and must be an ordinary file (a FIFO planted there is
    /// refused at once instead of blocking the open).
    init(path: String, timeout: Double) throws(Failure) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw .cannotOpen(code == ELOOP ? "the lock file \(path) is a symbolic link; remove it" : String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .cannotOpen("the lock file \(path) is not an ordinary file; remove it")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR, Date() < deadline else {
                close(descriptor)
                if reason == EWOULDBLOCK || reason == EINTR { throw .timedOut }
                throw .cannotOpen(String(cString: strerror(reason)))
            }
            usleep(5_000)
        }
        self.descriptor = descriptor
    }

    func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
