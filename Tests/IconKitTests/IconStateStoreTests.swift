import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct IconStateStoreTests {
    @Test func stateDirectoryFollowsFlagThenEnvironmentThenXDG() {
        let home = ["HOME": "/home/u"]
        #expect(StateDirectory.resolve(explicit: "/flag", environment: home.merging(["ICONPICKER_STATE_DIR": "/env"]) { $1 }) == "/flag")
        #expect(
            StateDirectory.resolve(
                explicit: nil, environment: home.merging(["ICONPICKER_STATE_DIR": "/env", "XDG_STATE_HOME": "/xdg"]) { $1 }) == "/env")
        #expect(StateDirectory.resolve(explicit: nil, environment: home.merging(["XDG_STATE_HOME": "/xdg"]) { $1 }) == "/xdg/iconpicker")
        #expect(
            StateDirectory.resolve(explicit: nil, environment: home.merging(["XDG_STATE_HOME": "relative"]) { $1 })
                == "/home/u/.local/state/iconpicker")
        #expect(StateDirectory.resolve(explicit: "", environment: home) == "/home/u/.local/state/iconpicker")
    }

    @Test func roundTripsNamesAndThePrimary() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = IconStateStore(directory: folder.path + "/nested/state")
        #expect(store.read(key: "com.example.app") == SavedIconState())
        try store.write(key: "com.example.app", alternateIconName: "图标")
        #expect(store.read(key: "com.example.app").alternateIconName == "图标")
        try store.write(key: "com.example.app", alternateIconName: nil)
        #expect(store.read(key: "com.example.app") == SavedIconState())
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory).filter { $0.hasPrefix(".state-") }
        #expect(leftovers.isEmpty, "no temporary files are left behind")
    }

    @Test func keysBecomeSafeFileNames() {
        let store = IconStateStore(directory: "/s")
        #expect(store.fileURL(key: "com.example.app").lastPathComponent == "com.example.app.json")
        #expect(store.fileURL(key: "../../etc/passwd").lastPathComponent == "%2E.%2F..%2Fetc%2Fpasswd.json")
        #expect(store.fileURL(key: "$(PRODUCT_BUNDLE_IDENTIFIER)").deletingLastPathComponent().path == "/s")
    }

    @Test(arguments: ["not json at all", "{\"version\": 1, \"alternateIconName\": 5}", "{\"version\": 99}", "[1,2]", ""])
    func aCorruptFileReadsAsPrimaryAndIsLeftAlone(contents: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = IconStateStore(directory: folder.path)
        let path = folder.write("com.example.app.json", text: contents)
        let state = store.read(key: "com.example.app")
        #expect(state.alternateIconName == nil)
        #expect(state.diagnostics.map(\.kind) == [.stateUnreadable])
        #expect(state.diagnostics.first?.file == path)
        #expect(folder.read("com.example.app.json") == contents)
    }

    @Test func anUnwritableStateFolderIsAnIOErrorAndTheOldChoiceSurvives() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = IconStateStore(directory: folder.path)
        try store.write(key: "com.example.app", alternateIconName: "dark")
        // Root ignores permission bits, so make the write fail for real: the lock file's name is taken by a folder.
        try FileManager.default.removeItem(atPath: folder.path + "/com.example.app.lock")
        _ = folder.folder("com.example.app.lock")
        let error = try #require(throws: StateStoreError.self) { try store.write(key: "com.example.app", alternateIconName: "light") }
        #expect(error.description.contains(folder.path))
        #expect(store.read(key: "com.example.app").alternateIconName == "dark")
    }

    @Test func aStateFolderUnderAFileIsAnIOError() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.write("plain-file", text: "x")
        let error = try #require(throws: StateStoreError.self) {
            try IconStateStore(directory: file + "/state").write(key: "k", alternateIconName: "a")
        }
        #expect(error.description.contains(file + "/state"))
    }

    @Test(.enabled(if: getuid() != 0, "root ignores permission bits"))
    func aReadOnlyStateFolderIsAnIOError() throws {
        let folder = TemporaryFolder()
        defer {
            chmod(folder.path, 0o755)
            folder.remove()
        }
        let store = IconStateStore(directory: folder.path)
        try store.write(key: "k", alternateIconName: "dark")
        chmod(folder.path, 0o555)
        #expect(throws: StateStoreError.self) { try store.write(key: "k", alternateIconName: "light") }
        #expect(store.read(key: "k").alternateIconName == "dark")
    }

    @Test func aHeldLockGivesTheSystemsBusyError() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let lockPath = folder.path + "/k.lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let store = IconStateStore(directory: folder.path, lockTimeout: 0.05)
        let error = try #require(throws: AlternateIconError.self) { try store.write(key: "k", alternateIconName: "a") }
        #expect(error.domain == "NSPOSIXErrorDomain" && error.code == 35)
    }
}

/// The state folder under attack or after a crash: a FIFO as the state file, a symlinked lock, and
/// temporary files a killed writer left.
@Suite(.timeLimit(.minutes(1))) struct StateFolderHardeningTests {
    @Test func aStateFileThatIsAFIFOReadsAsUnusableAtOnce() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = IconStateStore(directory: folder.path)
        #expect(mkfifo(store.fileURL(key: "com.example.app").path, 0o644) == 0)
        let state = store.read(key: "com.example.app")
        #expect(state.alternateIconName == nil)
        #expect(state.diagnostics.first?.message.contains("FIFO") == true, "\(state.diagnostics)")
        try store.write(key: "com.example.app", alternateIconName: "dark")
        #expect(store.read(key: "com.example.app").alternateIconName == "dark", "the next change replaces it")
    }

    /// A state folder that cannot be searched read as "no choice" with no warning, while an unreadable
    /// state file warned (hostile/fuzz-2026-11/state-dir-unsearchable). Root searches any folder, so
    /// the folder is made unreachable another way that root cannot pass either: a symlink loop.
    @Test func aStateFolderThatCannotBeReachedWarnsLikeAnUnreadableFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(symlink(folder.path + "/state", folder.path + "/state") == 0)
        let store = IconStateStore(directory: folder.path + "/state")
        let state = store.read(key: "com.example.app")
        #expect(state.alternateIconName == nil)
        #expect(state.diagnostics.map(\.kind) == [.stateUnreadable])
        #expect(
            state.diagnostics.first?.message
                == "the saved icon choice cannot be used (Too many levels of symbolic links); showing the primary icon. "
                + "The file is replaced the next time you change the icon.", "\(state.diagnostics)")
        #expect(IconStateStore(directory: folder.path + "/absent").read(key: "com.example.app") == SavedIconState(), "absent: no choice")
    }

    @Test(.enabled(if: getuid() != 0, "root searches folders whatever their mode"))
    func aStateFolderThatCannotBeSearchedWarnsLikeAnUnreadableFile() throws {
        let folder = TemporaryFolder()
        defer {
            chmod(folder.path + "/state", 0o700)
            folder.remove()
        }
        let store = IconStateStore(directory: folder.path + "/state")
        try store.write(key: "com.example.app", alternateIconName: "sunset")
        #expect(chmod(folder.path + "/state", 0) == 0)
        let state = store.read(key: "com.example.app")
        #expect(state.diagnostics.first?.message.hasPrefix("the saved icon choice cannot be used (Permission denied)") == true)
    }

    @Test func aSymlinkedLockIsRefusedAndItsTargetNeverCreated() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = IconStateStore(directory: folder.path + "/state", lockTimeout: 1)
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        let target = folder.path + "/victim"
        try FileManager.default.createSymbolicLink(atPath: store.directory + "/com.example.app.lock", withDestinationPath: target)
        #expect {
            try store.write(key: "com.example.app", alternateIconName: "dark")
        } throws: { error in
            "\(error)".contains("symbolic link")
        }
        #expect(!FileManager.default.fileExists(atPath: target), "O_NOFOLLOW: no empty file at the link's target")
        #expect(store.read(key: "com.example.app").alternateIconName == nil)
    }

    @Test func staleTemporaryFilesGoAndFreshOnesStay() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = IconStateStore(directory: folder.path)
        let stale = folder.write(".state-AbC123", text: "{")
        let fresh = folder.write(".state-XyZ789", text: "{")
        let other = folder.write(".state-notours.json", text: "{")
        let old = Date().addingTimeInterval(-2 * StaleTemporaryFiles.minimumAge)
        for path in [stale, other] { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path) }
        try store.write(key: "com.example.app", alternateIconName: "dark")
        #expect(!FileManager.default.fileExists(atPath: stale), "an orphan of a killed writer is removed")
        #expect(FileManager.default.fileExists(atPath: fresh), "a writer of another app may be using it")
        #expect(FileManager.default.fileExists(atPath: other), "only mkstemp's names")
        #expect(store.read(key: "com.example.app").alternateIconName == "dark")
    }
}
