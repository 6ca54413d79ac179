import Foundation
import TestSupport
import Testing

@testable import AppArchive
@testable import IconKit

#if canImport(Glibc)
import Glibc
#endif

/// The scratch folder's removal, which signal handlers run: system calls only, a whole two-level
/// folder whatever its size, and signals held while it runs.
@Suite(.serialized) struct ScratchFolderTests {
    /// More entries than one listing holds, names of every length, dot files, an app folder inside.
    @Test func theRemovalEmptiesAndRemovesTheWholeFolder() throws {
        let folder = TemporaryFolder("iconpicker-scratch-removal")
        defer { folder.remove() }
        let scratch = folder.folder("scratch")
        #expect(mkdir(scratch + "/Big.app", 0o700) == 0)
        let names = (0..<400).map { "icon-\(String(repeating: "n", count: $0 % 90))-\($0).png" } + [".hidden", "..dots", "Info.plist"]
        for name in names + ["../loose"] { close(open(scratch + "/Big.app/" + name, O_WRONLY | O_CREAT, 0o600)) }
        ScratchFolder.Removal.prepare()
        ScratchFolder.Removal.target(Array(scratch.utf8CString))
        ScratchFolder.Removal.run()
        #expect(
            !FileManager.default.fileExists(atPath: scratch),
            "\(String(describing: try? FileManager.default.subpathsOfDirectory(atPath: scratch)))")
    }

    /// A signal that arrives while the folder is held (written, or removed) ends the process only
    /// when the holding ends, by that signal, with the folder gone. In a child process: the folder
    /// goes in a temporary folder named after the test process.
    @Test(.timeLimit(.minutes(1))) func aSignalWhileHoldingEndsTheProcessAfterwardsWithTheFolderGone() async throws {
        let base = NSTemporaryDirectory() + "iconpicker-scratch-signal-\(getpid())"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        await #expect(processExitsWith: .signal(SIGUSR2)) {
            ScratchFolderTests.defaultSignal(SIGUSR2)
            setenv("TMPDIR", NSTemporaryDirectory() + "iconpicker-scratch-signal-\(getppid())", 1)
            guard let path = try? ScratchFolder.make() else { exit(2) }
            ScratchFolder.holdingSignals {
                _ = FileManager.default.createFile(atPath: path + "/written.png", contents: Data([1]))
                raise(SIGUSR2)
                // Still here: the signal waits for the holding to end.
                _ = FileManager.default.createFile(atPath: path + "/after.png", contents: Data([1]))
            }
            exit(3)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty)
    }

    /// A signal that reaches the thread removing the folder (at exit, or in `endProcess`) waits for
    /// the removal to end: it ended the process half-way, and the folder stayed (IPASignalTests, under
    /// load). Here the main thread removes 3,000 files and another thread signals it half-way.
    @Test(.timeLimit(.minutes(1))) func aSignalDuringTheRemovalWaitsForItToEnd() async throws {
        let base = ScratchFolderTests.memory + "iconpicker-scratch-removing-\(getpid())"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        await #expect(processExitsWith: .signal(SIGUSR2)) {
            ScratchFolderTests.defaultSignal(SIGUSR2)
            setenv("TMPDIR", ScratchFolderTests.memory + "iconpicker-scratch-removing-\(getppid())", 1)
            guard let path = try? ScratchFolder.make(), ScratchFolderTests.fill(path + "/Big.app", count: 3_000) else { exit(2) }
            let main = pthread_self()
            let first = ScratchFolderTests.firstEntry(path + "/Big.app")
            let signaller = Thread {
                while access(first, F_OK) == 0 { sched_yield() }
                pthread_kill(main, SIGUSR2)
            }
            signaller.start()
            ScratchFolder.remove()
            exit(3)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty, "the folder was removed whole")
    }

    /// A removal another thread has begun is waited for: an exit (whose `atexit` removal found the
    /// folder already claimed) ended the process while a handler on another thread was still removing.
    @Test(.timeLimit(.minutes(1))) func aRemovalBegunElsewhereIsWaitedFor() async throws {
        await #expect(processExitsWith: .success) {
            setenv("TMPDIR", ScratchFolderTests.memory, 1)
            guard let path = try? ScratchFolder.make(), ScratchFolderTests.fill(path + "/Big.app", count: 3_000) else { exit(2) }
            let first = ScratchFolderTests.firstEntry(path + "/Big.app")
            Thread { ScratchFolder.remove() }.start()
            while access(first, F_OK) == 0 { sched_yield() }
            ScratchFolder.remove()
            exit(FileManager.default.fileExists(atPath: path) ? 1 : 0)
        }
    }

    /// A memory-backed folder for the thousands of files (a disk under load took seconds), or the
    /// temporary folder.
    static let memory = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()

    /// `count` empty files in a new folder at `path`.
    static func fill(_ path: String, count: Int) -> Bool {
        guard mkdir(path, 0o700) == 0 else { return false }
        return (0..<count).allSatisfy { index in
            let descriptor = open("\(path)/icon\(index).png", O_WRONLY | O_CREAT | O_EXCL, 0o600)
            return descriptor >= 0 && close(descriptor) == 0
        }
    }

    /// As a command starts: the test runner's child may inherit `signal` ignored or blocked.
    static func defaultSignal(_ signal: Int32) {
        Glibc.signal(signal, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The path of the first entry a listing of `folder` gives, which the removal unlinks first: once
    /// it is gone, the removal is under way.
    static func firstEntry(_ folder: String) -> String {
        guard let directory = opendir(folder) else { return folder }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { return folder + "/" + name }
        }
        return folder
    }
}

/// Where extracted files go: memory when nobody chose, the user's `TMPDIR` when set.
@Suite struct ScratchFolderPlacementTests {
    @Test func anExplicitTMPDIRIsHonoured() {
        #expect(ScratchFolder.baseFolder(environment: ["TMPDIR": "/some/where"]) == "/some/where")
    }

    @Test func withoutTMPDIRAMemoryBackedFolderIsPreferred() {
        let chosen = ScratchFolder.baseFolder(environment: [:])
        if ScratchFolder.isWritableMemoryFolder("/dev/shm") {
            #expect(chosen == "/dev/shm")
        } else {
            #expect(chosen == "/tmp")
        }
        #expect(!ScratchFolder.isWritableMemoryFolder("/proc/self"))
    }
}
