import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Removes the temporary files (`.state-XXXXXX`) that writers killed between `mkstemp` and `rename`
/// left in the state folder; nothing else ever removes them (2,000 SIGKILLs during `set` left 80).
///
/// Only stale ones go: a living writer holds its temporary file for milliseconds (and waits at most
/// `lockTimeout`, 5 s, for the lock), so a file untouched for `minimumAge` belongs to no one. Locks
/// are per app, so another app's writer may be mid-write right now: its fresh file is left alone.
/// Symbolic links and anything that is not an ordinary file are not touched.
enum StaleTemporaryFiles {
    /// How old a temporary file must be before it counts as orphaned.
    static let minimumAge: TimeInterval = 300
    static let prefix = ".state-"

    /// Removes the orphaned temporary files in `directory`; returns how many went.
    @discardableResult
    static func remove(in directory: String, olderThan minimumAge: TimeInterval = minimumAge, now: Date = Date()) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            let path = directory + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
            guard now.timeIntervalSince(modified) >= minimumAge else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }
}
