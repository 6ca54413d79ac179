import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Removes scratch folders that a killed run left behind (SIGKILL runs no handler). Scratch now
/// lives on tmpfs, where a leftover holds memory until reboot, so each folder's name carries its
/// creator's process id (`iconpicker-<pid>-XXXXXX`) and a new run removes those of this user whose
/// process is gone.
enum StaleScratchSweeper {
    static func sweep(in base: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in names {
            guard let pid = creator(of: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            var status = stat()
            let path = base + "/" + name
            guard lstat(path, &status) == 0, status.st_uid == getuid(), status.st_mode & S_IFMT == S_IFDIR else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The process id in `iconpicker-<pid>-XXXXXX`, or nil for any other name.
    static func creator(of name: String) -> pid_t? {
        let parts = name.split(separator: "-")
        guard parts.count == 3, parts[0] == "iconpicker", parts[2].count == 6, let pid = pid_t(parts[1]), pid > 0 else { return nil }
        return pid
    }
}
