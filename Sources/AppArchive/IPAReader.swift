import Foundation
import ZIPFoundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens an `.ipa` (a zip with the app at `Payload/<Name>.app/`) by extracting only what icons need
/// (the app's `Info.plist` and the PNGs in its bundle root) into a private folder that `ScratchFolder`
/// removes when the process ends.
///
/// Untrusted archives are held to limits before and while bytes are written: entry count, each
/// entry's size (declared and actual, since a header can lie), the compression ratio of each entry
/// (zip bombs), and the total written. Entry names are never used as paths: files are written under
/// names the reader builds itself, so `../` in an archive cannot escape.
public struct IPAReader: Sendable {
    public struct Limits: Sendable {
        public var maxEntries = 200_000
        public var maxEntrySize = 32 << 20
        public var maxTotalSize = 256 << 20
        /// Uncompressed ÷ compressed above this is treated as a bomb.
        public var maxRatio = 200
        public init() {}
    }

    public var limits: Limits

    public init(limits: Limits = .init()) {
        self.limits = limits
    }

    /// The extracted app: pass `appFolder` to `AppLoader`; `shownName` is how to name it to people.
    public struct Extracted: Sendable {
        public var appFolder: String
        /// e.g. `Colourful.ipa:Payload/Colourful.app`.
        public var shownName: String
    }

    /// Extracts the app's Info.plist and root PNGs from the `.ipa` at `path` into `scratch`.
    ///
    /// - Throws: `ArchiveError` naming the archive and the entry to blame.
    public func extract(ipa path: String, into scratch: String) throws(ArchiveError) -> Extracted {
        let archive = try open(path)
        let contents = try survey(archive, path: path)
        let appFolder = scratch + "/" + Self.safe(contents.app)
        do {
            try FileManager.default.createDirectory(
                atPath: appFolder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotWrite(path: appFolder, reason: error.localizedDescription)
        }
        var total = 0
        for (entry, name) in contents.wanted {
            try checkDeclaredSize(of: entry, name: name, archive: path)
            let target = appFolder + "/" + Self.safe(String(name.split(separator: "/").last ?? ""))
            try copy(entry, name: name, from: archive, archivePath: path, to: target, total: &total)
        }
        return Extracted(appFolder: appFolder, shownName: (path as NSString).lastPathComponent + ":Payload/" + contents.app)
    }

    /// The one app in the archive and the entries icons need from it.
    struct Contents {
        var app: String
        var wanted: [(entry: Entry, name: String)]
    }

    private func open(_ path: String) throws(ArchiveError) -> Archive {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(archive: path) }
        do {
            return try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .notAZip(archive: path)
        }
    }

    /// Walks every entry's name (no data yet): refuses too many entries and names that climb out,
    /// finds the one `Payload/<Name>.app` and its `Info.plist` and root PNGs.
    private func survey(_ archive: Archive, path: String) throws(ArchiveError) -> Contents {
        var count = 0
        var apps: Set<String> = []
        var wanted: [(entry: Entry, name: String)] = []
        for entry in archive {
            count += 1
            guard count <= limits.maxEntries else { throw .tooManyEntries(archive: path, limit: limits.maxEntries) }
            let name = entry.path
            if name.hasPrefix("/") || name.split(separator: "/").contains("..") {
                throw .pathTraversal(archive: path, entry: name)
            }
            let parts = name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 2, parts[0] == "Payload", parts[1].hasSuffix(".app") else { continue }
            apps.insert(parts[1])
            guard parts.count == 3, entry.type == .file else { continue }
            let file = parts[2]
            if file == "Info.plist" || file.lowercased().hasSuffix(".png") {
                wanted.append((entry, parts[1] + "/" + file))
            }
        }
        guard apps.count == 1, let app = apps.first else {
            throw apps.isEmpty ? .noApp(archive: path) : .severalApps(archive: path, apps: apps.sorted())
        }
        guard wanted.contains(where: { $0.name == app + "/Info.plist" }) else {
            throw .noInfoPlist(archive: path, app: app)
        }
        return Contents(app: app, wanted: wanted)
    }

    /// Refuses an entry by what its header declares, before a byte is inflated.
    private func checkDeclaredSize(of entry: Entry, name: String, archive: String) throws(ArchiveError) {
        let declared = Int(clamping: entry.uncompressedSize)
        let compressed = max(1, Int(clamping: entry.compressedSize))
        guard declared <= limits.maxEntrySize else {
            throw .entryTooLarge(archive: archive, entry: name, size: declared, limit: limits.maxEntrySize)
        }
        guard declared / compressed <= limits.maxRatio else {
            throw .suspiciousCompressionRatio(archive: archive, entry: name, ratio: declared / compressed, limit: limits.maxRatio)
        }
    }

    /// Inflates one entry into `target`, stopping as soon as it writes more than its header
    /// declared or the archive more than `maxTotalSize` (a header can lie).
    private func copy(
        _ entry: Entry, name: String, from archive: Archive, archivePath: String, to target: String,
        total: inout Int
    ) throws(ArchiveError) {
        guard FileManager.default.createFile(atPath: target, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: target)
        else {
            throw .cannotWrite(path: target, reason: String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        let declared = Int(clamping: entry.uncompressedSize)
        var written = 0
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                written += chunk.count
                total += chunk.count
                if written > declared || written > limits.maxEntrySize || total > limits.maxTotalSize {
                    throw Overrun()
                }
                handle.write(chunk)
            }
        } catch is Overrun {
            throw .dataExceedsDeclaredSize(archive: archivePath, entry: name, totalLimit: limits.maxTotalSize)
        } catch {
            throw .damagedEntry(archive: archivePath, entry: name, detail: "\(error)")
        }
    }

    private struct Overrun: Error {}

    /// A name with only safe characters, never empty, never "." or "..".
    static func safe(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "_" : cleaned
    }
}
