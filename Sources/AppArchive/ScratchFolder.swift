import Basics
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A private temporary folder (mode 0700) for extracted archives, removed when the process ends:
/// at exit, and on every signal that ends a process by default and is not a crash (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGPIPE from `| head`, SIGALRM, SIGUSR1, SIGUSR2; the handler removes the folder, then lets the signal
/// end the process as it would have). Installed before the chooser takes the screen, so the chooser's
/// terminal restorer chains to it.
///
/// A signal can arrive on any thread, so while `holdingSignals` runs (creating the folder, writing
/// files) the handler only notes it: removing the folder while another thread still writes into it
/// left the folder behind 3 to 6 times in 12. The noted signal is acted on when the writing is done.
public enum ScratchFolder {
    nonisolated(unsafe) static var path: String?
    /// Nonzero while files are being written; the handler then only records its signal.
    static let holding = Atomic<Int32>(0)
    static let pendingSignal = Atomic<Int32>(0)
    /// Crash signals are left to the Swift runtime's backtracer; a crash's folder is removed by the next run.
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2]

    /// Creates the folder once and returns it.
    ///
    /// - Throws: `ArchiveError.cannotWrite` when the temporary folder cannot be created.
    public static func make() throws(ArchiveError) -> String {
        if let path { return path }
        try holdingSignals { () throws(ArchiveError) in
            installHandlers()
            let base = baseFolder(environment: ProcessInfo.processInfo.environment)
            StaleScratchSweeper.sweep(in: base)
            var template = Array((base + "/iconpicker-\(getpid())-XXXXXX").utf8CString)
            let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                return mkdtemp(base) != nil
            }
            guard created else {
                throw .cannotWrite(path: base, reason: String(cString: strerror(errno)))
            }
            path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return path ?? ""
    }

    /// Where the folder goes: `TMPDIR` when the user set one; otherwise a memory-backed folder
    /// (`XDG_RUNTIME_DIR`, then `/dev/shm`, when tmpfs and writable), since creating a hundred files on
    /// an ext4 `/tmp` cost 85 ms of the 100 an `.ipa` took to list; `/tmp` last.
    static func baseFolder(environment: [String: String]) -> String {
        if let chosen = environment["TMPDIR"], !chosen.isEmpty { return chosen }
        for candidate in [environment["XDG_RUNTIME_DIR"], "/dev/shm"].compactMap({ $0 }) where isWritableMemoryFolder(candidate) {
            return candidate
        }
        return "/tmp"
    }

    /// A tmpfs mount point (as `/proc/self/mounts` lists it) that this user may create entries in.
    static func isWritableMemoryFolder(_ path: String) -> Bool {
        guard let bytes = try? RegularFile.read(path: "/proc/self/mounts", limit: 4 << 20) else { return false }
        let isTmpfs = String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { line in
            let fields = line.split(separator: " ")
            return fields.count > 2 && fields[1] == path && fields[2] == "tmpfs"
        }
        return isTmpfs && access(path, W_OK | X_OK) == 0
    }

    /// Runs `body` with the removal deferred: one of `handledSignals` arriving meanwhile
    /// removes the folder and ends the process only after `body` returns or throws.
    public static func holdingSignals<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        holding.add(1, ordering: .sequentiallyConsistent)
        defer {
            if holding.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 {
                let signal = pendingSignal.exchange(0, ordering: .sequentiallyConsistent)
                if signal != 0 { endProcess(signal) }
            }
        }
        return try body()
    }

    private static func installHandlers() {
        atexit { ScratchFolder.remove() }
        for signal in handledSignals {
            // A signal the parent ignores (nohup's SIGHUP, a SIGPIPE turned into EPIPE) stays ignored.
            if SignalDisposition.isIgnored(signal) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if ScratchFolder.holding.load(ordering: .sequentiallyConsistent) > 0 {
                    ScratchFolder.pendingSignal.store(signal, ordering: .sequentiallyConsistent)
                    return
                }
                ScratchFolder.endProcess(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Removes the folder, then lets `signal` end the process as it would have.
    static func endProcess(_ signal: Int32) {
        remove()
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }

    /// Removes the folder and everything in it (no Foundation: this also runs in a signal handler).
    public static func remove() {
        guard let folder = path else { return }
        path = nil
        if let directory = opendir(folder) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." { continue }
                let child = folder + "/" + name
                if let inner = opendir(child) {
                    while let file = readdir(inner) {
                        let fileName = withUnsafeBytes(of: file.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                        if fileName != "." && fileName != ".." { unlink(child + "/" + fileName) }
                    }
                    closedir(inner)
                    rmdir(child)
                } else {
                    unlink(child)
                }
            }
            closedir(directory)
        }
        rmdir(folder)
    }
}
