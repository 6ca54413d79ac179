import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a `ChangeSet` to disk so that a crash or a kill at any moment leaves each file either as it
/// was or as planned, never torn: the new bytes go to a temporary file beside the old one, are synced,
/// take the old file's mode, and are renamed over it; then the folder is synced so the rename itself
/// survives a power loss. Everything that can be checked before the first write is checked for every
/// file first (unchanged since read, writable), so a refusal changes nothing.
public struct ChangeWriter: Sendable {
    /// The mode of a file the set creates.
    public static let newFileMode: mode_t = 0o644

    public init() {}

    public func apply(_ set: ChangeSet) throws(EditError) {
        for change in set.changes { try verifyUnchanged(change) }
        for change in set.changes { try verifyWritable(change) }
        var staged = StagedWrites()
        do {
            for change in set.changes { try staged.stage(change) }
        } catch {
            staged.discard()
            throw error
        }
        try staged.commit()
    }

    /// Refuses a file whose bytes on disk are not those the change was planned on.
    func verifyUnchanged(_ change: FileChange) throws(EditError) {
        let onDisk: Data?
        do {
            onDisk = try RegularFile.read(path: change.path, limit: ProjectDraft.maxFileSize)
        } catch .missing {
            onDisk = nil
        } catch .tooLarge {
            throw EditError.changedSinceRead(path: change.path)
        } catch {
            throw EditError.ioFailure(path: change.path, operation: "Reading", reason: error.reason)
        }
        if onDisk != change.before { throw EditError.changedSinceRead(path: change.path) }
    }

    /// The file (when it exists) and the folder it is renamed into must be writable. A file or folder
    /// without any write permission bit is refused even for root, who could write it: its owner made it
    /// read-only on purpose.
    func verifyWritable(_ change: FileChange) throws(EditError) {
        if change.before != nil, !Self.isWritable(change.path) {
            throw EditError.notWritable(path: change.path, reason: "the file is read-only")
        }
        let folder = Self.nearestExistingFolder(of: change.path)
        if !Self.isWritable(folder) {
            throw EditError.notWritable(path: folder, reason: "the folder is read-only")
        }
    }

    static func isWritable(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & 0o222 != 0 && access(path, W_OK) == 0
    }

    static func nearestExistingFolder(of path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            folder = (folder as NSString).deletingLastPathComponent
        }
        return folder.isEmpty ? "." : folder
    }
}

/// The temporary files and folders made before any file is replaced, and the renames that replace them.
struct StagedWrites {
    private var renames: [(temporary: String, target: String)] = []
    private var deletions: [String] = []
    private var createdFolders: [String] = []
    private var touchedFolders: Set<String> = []

    mutating func stage(_ change: FileChange) throws(EditError) {
        let folder = (change.path as NSString).deletingLastPathComponent
        touchedFolders.insert(folder)
        guard let bytes = change.after else {
            deletions.append(change.path)
            return
        }
        try createFolders(folder)
        var mode = ChangeWriter.newFileMode
        var status = stat()
        if change.before != nil, stat(change.path, &status) == 0 { mode = status.st_mode & 0o7777 }
        let temporary = folder + "/.iconpicker-" + String(UInt64.random(in: 0...UInt64.max), radix: 16) + ".tmp"
        try Self.writeSynced(bytes, to: temporary, mode: mode, target: change.path)
        renames.append((temporary, change.path))
    }

    /// Renames every temporary file over its target, deletes what is deleted, and syncs the folders.
    func commit() throws(EditError) {
        for (temporary, target) in renames where rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw EditError.ioFailure(path: target, operation: "Replacing", reason: reason)
        }
        for path in deletions where unlink(path) != 0 && errno != ENOENT {
            throw EditError.ioFailure(path: path, operation: "Deleting", reason: String(cString: strerror(errno)))
        }
        let emptied = deletions.flatMap(Self.removeFoldersEmptied(above:))
        for folder in touchedFolders.union(createdFolders.map { ($0 as NSString).deletingLastPathComponent }).union(emptied).sorted() {
            try Self.sync(folder: folder)
        }
    }

    /// A folder the deletions left empty goes too (a removed set's `.appiconset`, a `.icon` and its
    /// `Assets`), up to the first that still holds something: git would not show it, but Xcode would see
    /// an empty set. Returns the folders that held the removed ones, to sync.
    private static func removeFoldersEmptied(above path: String) -> [String] {
        var parents: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", rmdir(folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
            parents.append(folder)
        }
        return parents
    }

    /// Removes the temporary files and the folders made for them (after a failure, before any rename).
    func discard() {
        for (temporary, _) in renames { unlink(temporary) }
        for folder in createdFolders.reversed() { rmdir(folder) }
    }

    private mutating func createFolders(_ folder: String) throws(EditError) {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        try createFolders((folder as NSString).deletingLastPathComponent)
        guard mkdir(folder, 0o755) == 0 else {
            throw EditError.ioFailure(path: folder, operation: "Creating the folder", reason: String(cString: strerror(errno)))
        }
        createdFolders.append(folder)
    }

    private static func writeSynced(_ bytes: Data, to temporary: String, mode: mode_t, target: String) throws(EditError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw EditError.ioFailure(path: target, operation: "Writing a temporary file beside", reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let failure: String? = bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            if fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 { return String(cString: strerror(errno)) }
            return nil
        }
        if let failure {
            unlink(temporary)
            throw EditError.ioFailure(path: target, operation: "Writing", reason: failure)
        }
    }

    private static func sync(folder: String) throws(EditError) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        if fsync(descriptor) != 0 && errno != EINVAL {
            throw EditError.ioFailure(path: folder, operation: "Syncing the folder", reason: String(cString: strerror(errno)))
        }
    }
}
