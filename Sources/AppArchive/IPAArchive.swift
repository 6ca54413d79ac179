import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An `.ipa` opened by `IPAReader.open(ipa:)`, every limit already checked from its headers: the
/// app's `Info.plist` and root PNGs, readable in memory by file name, or extracted, and its compiled
/// asset catalog, read in memory when asked for (never extracted).
///
/// `list` reads the Info.plist whole and only the first bytes of each PNG (its header), so listing
/// an archive writes no file and inflates a few hundred bytes per icon: extracting 100 files to a
/// scratch folder, and inflating and checksumming every image, made it 1.2x-1.6x the same app
/// unzipped. Whatever is read whole (`contents(of:)`, every extracted file) has its CRC-32 checked.
public struct IPAArchive: Sendable {
    /// One wanted entry: its file name in the app folder, its name in errors and its checked data range.
    struct File: Sendable {
        var name: String
        /// e.g. `A.app/icon.png`.
        var entryName: String
        var entry: ZipEntry
        var range: Range<Int>
    }

    /// The archive's path, as given.
    public let path: String
    /// The app folder's name in the archive, e.g. `Colourful.app`.
    public let app: String
    let files: [File]
    /// The app's compiled asset catalog (`Assets.car`), when it has one: located, not read.
    public let assetCatalog: ArchivedCatalog?
    private let indexByName: [String: Int]
    let reader: ZipEntryReader
    let totalLimit: Int

    init(path: String, app: String, files: [File], assetCatalog: ArchivedCatalog?, reader: ZipEntryReader, totalLimit: Int) {
        self.path = path
        self.app = app
        self.files = files
        self.assetCatalog = assetCatalog
        self.reader = reader
        self.totalLimit = totalLimit
        var indexByName: [String: Int] = [:]
        for (index, file) in files.enumerated() { indexByName[file.name] = index }
        self.indexByName = indexByName
    }

    /// How people are shown the app, e.g. `Colourful.ipa:Payload/Colourful.app`.
    public var shownName: String { (path as NSString).lastPathComponent + ":Payload/" + app }

    /// The app folder's name on disk: `app` made safe as a file name (it still ends in `.app`).
    public var folderName: String { EntryName.safe(app) }

    /// The files of the app's root that icons need (its Info.plist and PNGs), in archive order.
    public var fileNames: [String] { files.map(\.name) }

    /// The whole file, its size and CRC-32 checked.
    ///
    /// - Throws: `ArchiveError` naming the entry: damaged, lying about its size, or not in the app.
    public func contents(of name: String) throws(ArchiveError) -> [UInt8] {
        let file = try self.file(named: name)
        do {
            return try reader.contents(of: file.entry, range: file.range)
        } catch {
            throw failure(error, entry: file.entryName)
        }
    }

    /// At most the first `count` bytes of the file, inflating no more (a PNG's header; no CRC-32
    /// can be checked on part of an entry, see `ZipEntryReader.prefix`).
    public func prefix(of name: String, count: Int) throws(ArchiveError) -> [UInt8] {
        let file = try self.file(named: name)
        do {
            return try reader.prefix(of: file.entry, range: file.range, count: count)
        } catch {
            throw failure(error, entry: file.entryName)
        }
    }

    private func file(named name: String) throws(ArchiveError) -> File {
        guard let index = indexByName[name] else {
            throw .damagedEntry(archive: path, entry: app + "/" + name, detail: "it is not in the archive")
        }
        return files[index]
    }

    private func failure(_ error: ZipEntryReader.Failure, entry: String) -> ArchiveError {
        switch error {
        case .exceedsDeclaredSize: .dataExceedsDeclaredSize(archive: path, entry: entry, totalLimit: totalLimit)
        case .damaged(let detail): .damagedEntry(archive: path, entry: entry, detail: detail)
        }
    }

    /// Writes the app's Info.plist, root PNGs and `Assets.car` into a new folder in `scratch`.
    ///
    /// - Throws: `ArchiveError` naming the entry to blame, or the file that could not be written.
    public func extract(into scratch: String) throws(ArchiveError) -> IPAReader.Extracted {
        let appFolder = scratch + "/" + folderName
        guard mkdir(appFolder, 0o700) == 0 || errno == EEXIST else {
            throw .cannotWrite(path: appFolder, reason: String(cString: strerror(errno)))
        }
        for file in files {
            try Self.write(try contents(of: file.name), to: appFolder + "/" + file.name)
        }
        if let assetCatalog { try Self.write(try assetCatalog.contents(), to: appFolder + "/Assets.car") }
        return IPAReader.Extracted(appFolder: appFolder, shownName: shownName)
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
}
