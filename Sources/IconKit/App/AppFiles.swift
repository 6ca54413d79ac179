import AppArchive
import Basics
import Foundation

/// Where an app's files are read from: the disk, or an `.ipa` in memory (whose paths start with the
/// archive's shown name, `Colourful.ipa:Payload/Colourful.app/`). Whoever decodes an icon's pixels
/// reads its bytes through here, so an archive is never extracted.
public enum AppFiles: Sendable {
    case disk
    case archive(IPAArchive)

    /// The whole file at `path` (as the app names it), at most `limit` bytes.
    public func contents(of path: String, limit: Int) throws -> Data {
        switch self {
        case .disk:
            return try RegularFile.read(path: path, limit: limit)
        case .archive(let archive):
            let prefix = archive.shownName + "/"
            guard path.hasPrefix(prefix) else { throw RegularFile.Failure.missing }
            do {
                return Data(try archive.contents(of: String(path.dropFirst(prefix.count))))
            } catch {
                throw RegularFile.Failure.unreadable(reason: Self.reason(error))
            }
        }
    }

    /// The app's compiled asset catalog (`Assets.car` at the root of `appFolder`, as paths name the app),
    /// its index read; nil when the app has none. Read in memory from an archive, never extracted.
    ///
    /// - Throws: `BuiltCatalogError` when it is there and cannot be read.
    public func compiledCatalog(in appFolder: String) throws(BuiltCatalogError) -> BuiltCatalog? {
        let path = appFolder + "/Assets.car"
        switch self {
        case .disk:
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return try BuiltCatalog(path: path)
        case .archive(let archive):
            return try archive.assetCatalog.map { (entry) throws(BuiltCatalogError) in try BuiltCatalog(archived: entry, path: path) }
        }
    }

    /// An archive's failure, worded as the reason in "… cannot be read (reason)".
    static func reason(_ error: ArchiveError) -> String {
        switch error {
        case .damagedEntry(_, _, let detail): "its data in the archive is damaged: \(detail)"
        case .dataExceedsDeclaredSize: "its data in the archive does not match its declared size"
        default: error.description
        }
    }
}
