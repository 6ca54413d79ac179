import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Remembers the current icon per app (keyed by bundle identifier), as the system does across launches.
///
/// One small JSON file per app: `{"version":1,"key":…,"alternateIconName":…|null,"changedAt":…}`.
/// Writes go to a temporary file that is fsynced and renamed over the old one, under an exclusive
/// lock, so a reader never sees half a file and two concurrent `set`s leave one complete answer.
/// A file that cannot be used reads as the primary icon with a diagnostic, and is left alone until
/// the next change replaces it.
public struct IconStateStore: Sendable {
    let directory: String
    /// How long a writer waits for another process's change before giving up with POSIX error 35.
    var lockTimeout: Double

    public init(directory: String, lockTimeout: Double = 5) {
        self.directory = directory
        self.lockTimeout = lockTimeout
    }

    /// The state file for `key`; the key is percent-escaped so any identifier is a safe file name.
    func fileURL(key: String) -> URL {
        URL(fileURLWithPath: directory).appendingPathComponent(Self.fileName(for: key) + ".json")
    }

    static func fileName(for key: String) -> String {
        var name = ""
        for byte in key.utf8 {
            let character = Character(Unicode.Scalar(byte))
            let safe =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (byte == UInt8(ascii: ".") && !name.isEmpty)
            name += safe ? String(character) : String(format: "%%%02X", byte)
        }
        return name.isEmpty ? "%" : name
    }

    /// The saved choice for `key`. Only a file that is not there (nor its folder) means "no choice":
    /// anything else that keeps it from being read — a folder that cannot be searched as much as a
    /// file that cannot be read — is the same warning (`fileExists` said "no file" for the first).
    func read(key: String) -> SavedIconState {
        let path = fileURL(key: key).path
        func unusable(_ why: String) -> SavedIconState {
            SavedIconState(diagnostics: [
                Diagnostic(
                    .warning, .stateUnreadable,
                    "the saved icon choice cannot be used (\(why)); showing the primary icon. "
                        + "The file is replaced the next time you change the icon.", file: path)
            ])
        }
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: 65_536)
        } catch .missing {
            return SavedIconState()
        } catch .tooLarge {
            return unusable("it is far too large")
        } catch {
            return unusable(error.reason)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data),
            let dictionary = object as? [String: Any]
        else {
            return unusable("it is not valid JSON")
        }
        guard (dictionary["version"] as? Int) == 1 else { return unusable("unknown version") }
        switch dictionary["alternateIconName"] {
        case let name as String: return SavedIconState(alternateIconName: name)
        case is NSNull, nil: return SavedIconState()
        default: return unusable("alternateIconName is neither a string nor null")
        }
    }

    /// Saves the choice atomically.
    ///
    /// - Throws: `StateStoreError.notWritable` when the folder or file cannot be written,
    ///   `AlternateIconError` (POSIX 35) when another process keeps the lock; the old file survives both.
    func write(key: String, alternateIconName: String?) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateStoreError.notWritable(directory: directory, reason: Self.reason(error))
        }
        let target = fileURL(key: key).path
        let lock: FileLock
        do {
            lock = try FileLock(path: directory + "/" + Self.fileName(for: key) + ".lock", timeout: lockTimeout)
        } catch .timedOut {
            throw AlternateIconError.resourceTemporarilyUnavailable(
                advice: "another iconpicker is changing this app's icon; try again")
        } catch .cannotOpen(let reason) {
            throw StateStoreError.notWritable(directory: directory, reason: reason)
        }
        defer { lock.unlock() }
        StaleTemporaryFiles.remove(in: directory)

        let record: [String: Any] = [
            "version": 1,
            "key": key,
            "alternateIconName": alternateIconName ?? NSNull(),
            "changedAt": ISO8601DateFormatter().string(from: Date()),
        ]
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw StateStoreError.notWritable(directory: directory, reason: "cannot encode the state")
        }
        try Self.atomicallyReplace(target, with: data + Data("\n".utf8), directory: directory)
    }

    /// Writes a sibling temporary file, fsyncs it, renames it over `path` and fsyncs the folder: a
    /// reader sees the old file or the new one, and a link at `path` is replaced, never followed.
    /// Public for the other file iconpicker writes, lint's baseline (`temporaryPrefix` names its
    /// temporary file apart from the state's).
    public static func atomicallyReplace(
        _ path: String, with data: Data, directory: String, temporaryPrefix: String = ".state-"
    ) throws(StateStoreError) {
        var template = Array((directory + "/" + temporaryPrefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw StateStoreError.notWritable(directory: directory, reason: String(cString: strerror(errno)))
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ reason: String) -> StateStoreError {
            close(descriptor)
            unlink(temporary)
            return StateStoreError.notWritable(directory: directory, reason: reason)
        }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = posixWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else { throw fail(String(cString: strerror(errno))) }
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0 else { throw fail(String(cString: strerror(errno))) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw StateStoreError.notWritable(directory: directory, reason: reason)
        }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(clamping: underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// `write(2)`, named apart from the store's own `write` method.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
    #else
    return Darwin.write(descriptor, bytes, count)
    #endif
}
