import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads a file that should be an ordinary file, refusing anything else without ever blocking.
///
/// `FileHandle(forReadingAtPath:)` and `FileManager.contents(atPath:)` wait forever at `open(2)` when
/// the path is a FIFO nobody writes to (a hostile app folder can hold one named `Info.plist`), and a
/// character device would be read without end. So the file is opened with `O_NONBLOCK` (which makes
/// opening a FIFO return at once) and judged with `fstat` on that descriptor, not on the path: no
/// check-then-open race can swap a FIFO in between. `O_NONBLOCK` changes nothing for ordinary files.
public enum RegularFile {
    /// Why a file could not be read; `description` completes the sentence "PATH …".
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// There is nothing at the path.
        case missing
        /// Something is there, but not an ordinary file ("a FIFO (named pipe)", "a folder", …).
        case notRegular(kind: String)
        /// It cannot be opened or read (the system's reason).
        case unreadable(reason: String)
        /// It holds more than the caller's limit.
        case tooLarge(size: Int, limit: Int)

        public var description: String {
            switch self {
            case .missing: return "does not exist"
            case .notRegular(let kind): return "is \(kind), not an ordinary file; iconpicker only reads ordinary files there"
            case .unreadable(let reason): return "cannot be read (\(reason))"
            case .tooLarge(let size, let limit): return "holds \(size) bytes, more than the \(limit) bytes allowed here"
            }
        }

        /// The short reason alone ("it is a FIFO (named pipe)"), for messages that have their own wording.
        public var reason: String {
            switch self {
            case .missing: return "no such file"
            case .notRegular(let kind): return "it is \(kind), not an ordinary file"
            case .unreadable(let reason): return reason
            case .tooLarge(let size, let limit): return "\(size) bytes, over the limit of \(limit)"
            }
        }
    }

    /// At most `limit` bytes of the ordinary file at `path`; more than that is `.tooLarge`.
    public static func read(path: String, limit: Int) throws(Failure) -> Data {
        try read(path: path, limit: limit, refusingLarger: true)
    }

    /// The first `count` bytes (fewer when the file is shorter) of the ordinary file at `path`.
    public static func prefix(path: String, count: Int) throws(Failure) -> Data {
        try read(path: path, limit: count, refusingLarger: false)
    }

    /// The first `count` bytes of the file at `path`, which a folder listing has just reported as an
    /// ordinary file (`readdir`'s `DT_REG`, not a link): opened without blocking and read, with no
    /// `fstat` when the read fills the buffer: `list` reads every icon's header. A read that comes up short or fails (a short file, or something
    /// swapped in since the listing: a folder, an empty FIFO) is judged again by `prefix(path:count:)`,
    /// so every refusal and message stays as it was. A FIFO or a device swapped in between the listing
    /// and the `open` can at worst be read for `count` bytes without blocking.
    public static func prefix(ofListedFile path: String, count: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        if descriptor >= 0 {
            var bytes = [UInt8](repeating: 0, count: count)
            let read = bytes.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            close(descriptor)
            if read == count { return bytes }
        }
        return [UInt8](try prefix(path: path, count: count))
    }

    /// Opens `path` for reading without blocking and checks, on the open descriptor, that it is an
    /// ordinary file. The caller owns (and must close) the descriptor.
    public static func openForReading(path: String) throws(Failure) -> Int32 {
        try openForReadingWithSize(path: path).descriptor
    }

    /// `openForReading(path:)`, with the size `fstat` gave (a hint: the file may still grow or shrink).
    public static func openForReadingWithSize(path: String) throws(Failure) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing }
            throw .unreadable(reason: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(reason: reason)
        }
        if let kind = kindName(mode: status.st_mode) {
            close(descriptor)
            throw .notRegular(kind: kind)
        }
        return (descriptor, Int(clamping: status.st_size))
    }

    /// "a FIFO (named pipe)", "a folder", …, or nil for an ordinary file.
    static func kindName(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    /// `min(wanted, reportedSize + 1)`, at least 1, without overflow: `fstat` may report
    /// 9223372036854775807 bytes for a sparse file (tmpfs, XFS and btrfs allow one).
    static func firstBufferSize(wanted: Int, reportedSize: Int) -> Int {
        max(1, reportedSize < wanted ? reportedSize + 1 : wanted)
    }

    private static func read(path: String, limit: Int, refusingLarger: Bool) throws(Failure) -> Data {
        let (descriptor, size) = try openForReadingWithSize(path: path)
        defer { close(descriptor) }
        // Refused before reading when `fstat` already says so (the check below catches a file that grew).
        if refusingLarger && size > limit { throw .tooLarge(size: size, limit: limit) }
        let wanted = refusingLarger ? limit + 1 : limit
        // Read straight into a buffer of the size `fstat` gave (one byte more, to see a file that
        // grew), never more than asked for, so a large Info.plist is not copied over and over as the
        // buffer grows. A file that grew keeps being read in chunks.
        var data = Data(count: firstBufferSize(wanted: wanted, reportedSize: size))
        var filled = 0
        while filled < wanted {
            if filled == data.count { data.count += min(64 << 10, wanted - filled) }
            let count = data.withUnsafeMutableBytes { bytes in
                Glibc.read(descriptor, bytes.baseAddress.map { $0 + filled }, bytes.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        if refusingLarger && data.count > limit {
            var status = stat()
            let size = fstat(descriptor, &status) == 0 ? Int(clamping: status.st_size) : data.count
            throw .tooLarge(size: size, limit: limit)
        }
        return data
    }
}
