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
/// files, removing it) the handler only notes it: removing the folder while another thread still
/// writes into it left the folder behind 3 to 6 times in 12. The noted signal is acted on when the
/// holding ends. The removal itself holds signals too: a signal during the removal at exit ended the
/// process half-way, and the folder stayed (IPASignalTests under load, about 1 run in 150). A removal
/// another thread has started is waited for, so an exit cannot cut it short either.
public enum ScratchFolder {
    nonisolated(unsafe) static var path: String?
    /// Nonzero while files are being written or removed; the handler then only records its signal.
    static let holding = Atomic<Int32>(0)
    static let pendingSignal = Atomic<Int32>(0)
    /// `State`'s raw value: whether there is a folder, and whether it is being removed.
    static let state = Atomic<Int>(State.none.rawValue)
    nonisolated(unsafe) static var handlersInstalled = false

    enum State: Int {
        case none, exists, removing
    }
    /// Crash signals are left to the Swift runtime's backtracer; a crash's folder is removed by the next run.
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2]

    /// Creates the folder once and returns it.
    ///
    /// - Throws: `ArchiveError.cannotWrite` when the temporary folder cannot be created.
    public static func make() throws(ArchiveError) -> String {
        if state.load(ordering: .sequentiallyConsistent) == State.exists.rawValue, let path { return path }
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
            Removal.target(template)
            state.store(State.exists.rawValue, ordering: .sequentiallyConsistent)
        }
        return path ?? ""
    }

    /// Where the folder goes: `TMPDIR` when the user set one; otherwise a memory-backed folder
    /// (`XDG_RUNTIME_DIR`, then `/dev/shm`, when tmpfs and writable), since creating a hundred files on
    /// a disk-backed `/tmp` is slow; `/tmp` last.
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
        guard !handlersInstalled else { return }
        handlersInstalled = true
        // Every static a handler touches is initialized before any handler can run: Swift initializes
        // statics on first use (swift_once), and a handler that interrupted that first use waited for
        // it forever (a `lint` of an .ipa hung so, under load, at its first look at `pendingSignal`).
        _ = holding.load(ordering: .sequentiallyConsistent)
        _ = pendingSignal.load(ordering: .sequentiallyConsistent)
        _ = state.load(ordering: .sequentiallyConsistent)
        Removal.prepare()
        atexit { ScratchFolder.remove() }
        for signal in handledSignals {
            // A signal the parent ignores (nohup's SIGHUP, a SIGPIPE turned into EPIPE) stays ignored.
            if SignalDisposition.isIgnored(signal) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Noted first, then acted on unless someone holds: a holder ending meanwhile takes it
                // from `pendingSignal` (checking first and noting after lost a signal to that race).
                ScratchFolder.pendingSignal.store(signal, ordering: .sequentiallyConsistent)
                guard ScratchFolder.holding.load(ordering: .sequentiallyConsistent) == 0 else { return }
                let noted = ScratchFolder.pendingSignal.exchange(0, ordering: .sequentiallyConsistent)
                if noted != 0 { ScratchFolder.endProcess(noted) }
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

    /// Removes the folder and everything in it, holding signals meanwhile; waits for a removal another
    /// thread has begun. System calls only (`Removal`): this also runs in signal handlers.
    public static func remove() {
        holdingSignals {
            let claimed = state.compareExchange(
                expected: State.exists.rawValue, desired: State.removing.rawValue, ordering: .sequentiallyConsistent)
            guard claimed.exchanged else {
                while state.load(ordering: .sequentiallyConsistent) == State.removing.rawValue { sched_yield() }
                return
            }
            Removal.run()
            state.store(State.none.rawValue, ordering: .sequentiallyConsistent)
        }
    }
}
