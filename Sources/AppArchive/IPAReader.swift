import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens an `.ipa` (a zip with the app at `Payload/<Name>.app/`) by extracting only what icons need
/// (the app's `Info.plist` and the PNGs in its bundle root) into a private folder that `ScratchFolder`
/// removes when the process ends.
///
/// The zip is read by `ZipDirectory` (one read of the central directory, data inflated in memory by
/// zlib), not ZIPFoundation, which cost 140 ms for a 50-icon app. Untrusted archives are held to
/// limits before a byte is written: entry count, each needed entry's declared size and compression
/// ratio (zip bombs), their total, the number of images, and entries whose data overlaps (one
/// compressed block referenced by many entries). While inflating, an entry that holds more than
/// its header declares or fails its CRC is refused. Entry names are never used as paths: files are
/// written under names the reader builds itself, so `../` in an archive cannot escape.
public struct IPAReader: Sendable {
    public struct Limits: Sendable {
        public var maxEntries = 200_000
        public var maxEntrySize = 32 << 20
        /// All the entries extracted together (checked from their headers before writing).
        public var maxTotalSize = 128 << 20
        /// Uncompressed ÷ compressed above this is treated as a bomb.
        public var maxRatio = 200
        /// PNG files in the app's root: thousands more than any app ships.
        public var maxImages = 10_000
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
        let directory = try open(path)
        let contents = try survey(directory, path: path)
        let reader = ZipEntryReader(directory: directory)
        let ranges = try check(contents, reader: reader, archive: path)
        let appFolder = scratch + "/" + Self.safe(contents.app)
        guard mkdir(appFolder, 0o700) == 0 || errno == EEXIST else {
            throw .cannotWrite(path: appFolder, reason: String(cString: strerror(errno)))
        }
        for (wanted, range) in zip(contents.wanted, ranges) {
            let bytes: [UInt8]
            do {
                bytes = try reader.contents(of: wanted.entry, range: range)
            } catch {
                switch error {
                case .exceedsDeclaredSize:
                    throw .dataExceedsDeclaredSize(archive: path, entry: wanted.name, totalLimit: limits.maxTotalSize)
                case .damaged(let detail):
                    throw .damagedEntry(archive: path, entry: wanted.name, detail: detail)
                }
            }
            try Self.write(bytes, to: appFolder + "/" + Self.safe(String(wanted.name.split(separator: "/").last ?? "")))
        }
        return Extracted(appFolder: appFolder, shownName: (path as NSString).lastPathComponent + ":Payload/" + contents.app)
    }

    /// The one app in the archive and the entries icons need from it.
    struct Contents {
        var app: String
        var wanted: [(entry: ZipEntry, name: String)]
    }

    private func open(_ path: String) throws(ArchiveError) -> ZipDirectory {
        do {
            return try ZipDirectory(file: try ZipFile(path: path), maxEntries: limits.maxEntries)
        } catch let failure as ZipFile.OpenFailure {
            if case .missing = failure { throw .missing(archive: path) }
            throw .notAZip(archive: path)
        } catch ZipDirectory.Failure.tooManyEntries {
            throw .tooManyEntries(archive: path, limit: limits.maxEntries)
        } catch {
            throw .notAZip(archive: path)
        }
    }

    /// Walks every entry's name (no data yet): refuses names that climb out, finds the one
    /// `Payload/<Name>.app` and its `Info.plist` and root PNGs.
    private func survey(_ directory: ZipDirectory, path: String) throws(ArchiveError) -> Contents {
        var apps: Set<String> = []
        var wanted: [(entry: ZipEntry, name: String)] = []
        var images = 0
        for entry in directory.entries {
            let name = entry.name
            if name.hasPrefix("/") || name.split(separator: "/").contains("..") {
                throw .pathTraversal(archive: path, entry: name)
            }
            guard name.hasPrefix("Payload/") else { continue }
            let parts = name.split(separator: "/", omittingEmptySubsequences: true)
            guard parts.count >= 2, parts[1].hasSuffix(".app") else { continue }
            apps.insert(String(parts[1]))
            // A name longer than a file system allows is no file iOS could load.
            guard parts.count == 3, entry.isFile, parts[2].utf8.count <= 255 else { continue }
            let file = parts[2]
            if file == "Info.plist" || file.lowercased().hasSuffix(".png") {
                if file != "Info.plist" { images += 1 }
                guard images <= limits.maxImages else { throw .tooManyImages(archive: path, limit: limits.maxImages) }
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

    /// Every limit checked from the headers, before anything is written: each entry's declared size
    /// and ratio, their total, and that no two entries share data (a bomb that references one
    /// 30 MB block from many entries). Returns each wanted entry's data range.
    private func check(_ contents: Contents, reader: ZipEntryReader, archive: String) throws(ArchiveError) -> [Range<Int>] {
        var total = 0
        var ranges: [Range<Int>] = []
        var spans: [(span: Range<Int>, name: String)] = []
        for (entry, name) in contents.wanted {
            let declared = entry.uncompressedSize
            guard declared <= limits.maxEntrySize else {
                throw .entryTooLarge(archive: archive, entry: name, size: declared, limit: limits.maxEntrySize)
            }
            let ratio = declared / max(1, entry.compressedSize)
            guard ratio <= limits.maxRatio else {
                throw .suspiciousCompressionRatio(archive: archive, entry: name, ratio: ratio, limit: limits.maxRatio)
            }
            total += declared
            guard total <= limits.maxTotalSize else {
                throw .dataExceedsDeclaredSize(archive: archive, entry: name, totalLimit: limits.maxTotalSize)
            }
            let range: Range<Int>
            do {
                range = try reader.dataRange(of: entry)
            } catch {
                switch error {
                case .damaged(let detail): throw .damagedEntry(archive: archive, entry: name, detail: detail)
                case .exceedsDeclaredSize: throw .dataExceedsDeclaredSize(archive: archive, entry: name, totalLimit: limits.maxTotalSize)
                }
            }
            ranges.append(range)
            spans.append((entry.localHeaderOffset..<max(range.upperBound, entry.localHeaderOffset + 1), name))
        }
        spans.sort { $0.span.lowerBound < $1.span.lowerBound }
        for (previous, next) in zip(spans, spans.dropFirst()) where next.span.lowerBound < previous.span.upperBound {
            throw .overlappingEntries(archive: archive, entry: next.name, other: previous.name)
        }
        return ranges
    }

    /// Writes a new file (never through an existing one or a link), readable by this user only.
    private static func write(_ bytes: [UInt8], to target: String) throws(ArchiveError) {
        let descriptor = Glibc.open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: target, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw .cannotWrite(path: target, reason: String(cString: strerror(errno))) }
            written += result
        }
    }

    /// A name with only safe characters, never empty, never "." or "..", and short enough for a
    /// file system (an app folder name of 300 bytes failed with a raw "file name too long").
    static func safe(_ name: String) -> String {
        var cleaned = String(name.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        if cleaned.utf8.count > 200 {
            let suffix = cleaned.hasSuffix(".app") ? ".app" : ""
            var shortened = ""
            for character in cleaned where shortened.utf8.count + character.utf8.count <= 190 { shortened.append(character) }
            cleaned = shortened + suffix
        }
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "_" : cleaned
    }
}
