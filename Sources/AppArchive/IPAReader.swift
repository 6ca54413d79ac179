import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens an `.ipa` (a zip with the app at `Payload/<Name>.app/`) for what icons need: the app's
/// `Info.plist`, the PNGs in its bundle root and its compiled `Assets.car`, read in memory
/// (`open(ipa:)`, what every command does) or extracted into a private folder that `ScratchFolder`
/// removes when the process ends (`extract(ipa:into:)`, kept for the fuzz target).
///
/// The zip is read by `ZipDirectory` (one read of the central directory, data inflated in memory by
/// zlib), not ZIPFoundation (see `ZipDirectory`). Untrusted archives are held to
/// limits before a byte is read or written: entry count, each needed entry's declared size and compression
/// ratio (zip bombs), their total, the number of images, and entries whose data overlaps (one
/// compressed block referenced by many entries). While inflating, an entry that holds more than
/// its header declares or fails its CRC is refused. Entry names are never used as paths: files are
/// written under names the reader builds itself (one file per name), so `../` in an archive cannot escape.
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
        /// The compiled asset catalog (`Assets.car`) inflated in memory: large games ship catalogs of
        /// a few hundred MB; an app's icons sit in catalogs of a few MB to 50 MB.
        public var maxCatalogSize = 256 << 20
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

    /// Extracts the app's Info.plist, root PNGs and `Assets.car` from the `.ipa` at `path` into `scratch`.
    ///
    /// - Throws: `ArchiveError` naming the archive and the entry to blame.
    public func extract(ipa path: String, into scratch: String) throws(ArchiveError) -> Extracted {
        try self.open(ipa: path).extract(into: scratch)
    }

    /// Opens the `.ipa` at `path` and checks every limit from its headers, reading no entry's data
    /// yet: the app's Info.plist and root PNGs can then be read in memory (`IPAArchive`), or
    /// extracted.
    ///
    /// - Throws: `ArchiveError` naming the archive and the entry to blame.
    public func open(ipa path: String) throws(ArchiveError) -> IPAArchive {
        let directory = try zipDirectory(of: path)
        let contents = try survey(directory, path: path)
        let reader = ZipEntryReader(directory: directory)
        let ranges = try check(contents, reader: reader, archive: path)
        let files = zip(contents.wanted, ranges).map { wanted, range in
            IPAArchive.File(name: wanted.file, entryName: wanted.name, entry: wanted.entry, range: range)
        }
        let catalog = contents.catalog.map { entry, name in
            ArchivedCatalog(
                archive: path, entryName: name, entry: entry,
                range: Result { () throws(ArchiveError) in try dataRange(of: entry, name: name, reader: reader, archive: path) },
                reader: reader, limits: limits)
        }
        return IPAArchive(
            path: path, app: contents.app, files: files, assetCatalog: catalog, reader: reader, totalLimit: limits.maxTotalSize)
    }

    /// The one app in the archive and the entries icons need from it.
    struct Contents {
        var app: String
        /// Each entry, its name in errors (`A.app/icon.png`) and its file name in the app folder.
        var wanted: [(entry: ZipEntry, name: String, file: String)]
        /// The app's `Assets.car` and its name in errors, read only when asked for.
        var catalog: (entry: ZipEntry, name: String)?
    }

    private func zipDirectory(of path: String) throws(ArchiveError) -> ZipDirectory {
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
    /// `Payload/<Name>.app` and its `Info.plist` and root PNGs, each under a distinct file name.
    private func survey(_ directory: ZipDirectory, path: String) throws(ArchiveError) -> Contents {
        var apps: Set<Substring> = []
        var lastApp: Substring = ""
        var wanted: [(entry: ZipEntry, name: String, file: String)] = []
        var fileNames: Set<String> = []
        var duplicate: String?
        var catalog: (entry: ZipEntry, name: String)?
        var images = 0
        for entry in directory.entries {
            let name = EntryName(entry.name)
            if name.climbsOut { throw .pathTraversal(archive: path, entry: entry.name) }
            let parts = name.parts
            guard entry.name.utf8.starts(with: "Payload/".utf8), parts.count >= 2, EntryName.isApp(parts[1]) else { continue }
            if parts[1] != lastApp {
                apps.insert(parts[1])
                lastApp = parts[1]
            }
            // A name longer than a file system allows is no file iOS could load.
            guard parts.count == 3, entry.isFile, parts[2].utf8.count <= 255 else { continue }
            if parts[2] == "Assets.car" {
                let name = EntryName.shortName(app: parts[1], file: parts[2], of: entry.name)
                if catalog != nil && duplicate == nil { duplicate = name }
                catalog = catalog ?? (entry, name)
                continue
            }
            let isPlist = parts[2] == "Info.plist"
            guard isPlist || EntryName.isPNG(parts[2]) else { continue }
            if !isPlist { images += 1 }
            guard images <= limits.maxImages else { throw .tooManyImages(archive: path, limit: limits.maxImages) }
            let entryName = EntryName.shortName(app: parts[1], file: parts[2], of: entry.name)
            let file = EntryName.safe(String(parts[2]))
            // Judged once the archive is known to hold one app (each app has its own Info.plist).
            if !fileNames.insert(file).inserted && duplicate == nil { duplicate = entryName }
            wanted.append((entry, entryName, file))
        }
        guard apps.count == 1, let app = apps.first.map(String.init) else {
            throw apps.isEmpty ? .noApp(archive: path) : .severalApps(archive: path, apps: apps.map(String.init).sorted())
        }
        if let duplicate { throw .duplicateEntry(archive: path, entry: duplicate) }
        guard fileNames.contains("Info.plist") else { throw .noInfoPlist(archive: path, app: app) }
        return Contents(app: app, wanted: wanted, catalog: catalog)
    }

    /// Every limit checked from the headers, before anything is written: each entry's declared size
    /// and ratio, their total, and that no two entries share data (a bomb that references one
    /// 30 MB block from many entries). Returns each wanted entry's data range.
    private func check(_ contents: Contents, reader: ZipEntryReader, archive: String) throws(ArchiveError) -> [Range<Int>] {
        var total = 0
        var ranges: [Range<Int>] = []
        var spans: [(span: Range<Int>, name: String)] = []
        for (entry, name, _) in contents.wanted {
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
            let range = try self.dataRange(of: entry, name: name, reader: reader, archive: archive)
            ranges.append(range)
            spans.append((entry.localHeaderOffset..<max(range.upperBound, entry.localHeaderOffset + 1), name))
        }
        if let (entry, name) = contents.catalog, let range = try? self.dataRange(of: entry, name: name, reader: reader, archive: archive) {
            spans.append((entry.localHeaderOffset..<max(range.upperBound, entry.localHeaderOffset + 1), name))
        }
        spans.sort { $0.span.lowerBound < $1.span.lowerBound }
        for (previous, next) in zip(spans, spans.dropFirst()) where next.span.lowerBound < previous.span.upperBound {
            throw .overlappingEntries(archive: archive, entry: next.name, other: previous.name)
        }
        return ranges
    }

    /// Where `entry`'s data lies, behind its local header and before the central directory.
    func dataRange(of entry: ZipEntry, name: String, reader: ZipEntryReader, archive: String) throws(ArchiveError) -> Range<Int> {
        do {
            return try reader.dataRange(of: entry)
        } catch {
            switch error {
            case .damaged(let detail): throw .damagedEntry(archive: archive, entry: name, detail: detail)
            case .exceedsDeclaredSize: throw .dataExceedsDeclaredSize(archive: archive, entry: name, totalLimit: limits.maxTotalSize)
            }
        }
    }
}
