import Basics
import CZlibSystem
import Foundation
import TerminalArt

#if canImport(Glibc)
import Glibc
#endif

/// Rendered tiles kept between runs under `$XDG_CACHE_HOME/iconpicker/tiles`, so a second look at
/// the same app does not decode its icons again (a tile is far smaller and quicker to read than its icon).
///
/// Keyed by the file's contents (size, CRC-32 and Adler-32) and the art options, so an edited icon or
/// another terminal never gets a stale tile, and the same bytes elsewhere share one: an `.ipa` is
/// extracted afresh (new inodes, new times) on every visit, and a copy of an icon is the same icon. Safe with two
/// processes: a tile is written to a private temporary file and renamed into place, and a reader only
/// ever sees a whole file. Anything unreadable, damaged or of another format is a miss, never an
/// error. The folder is kept under `maxBytes` by removing the least recently written tiles.
public struct TileCache: Sendable {
    public let folder: String
    public var maxBytes: Int

    public init(folder: String, maxBytes: Int = 32 << 20) {
        self.folder = folder
        self.maxBytes = maxBytes
    }

    /// The cache of this user: `$XDG_CACHE_HOME/iconpicker/tiles`, else `~/.cache/iconpicker/tiles`;
    /// nil without either (then nothing is cached).
    public init?(environment: [String: String]) {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            self.init(folder: cache + "/iconpicker/tiles")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            self.init(folder: home + "/.cache/iconpicker/tiles")
        } else {
            return nil
        }
    }

    /// Icons above this are not cached.
    static let maxFileSize = 64 << 20
    /// A tile file above this is a miss: the largest preview tile the chooser stores is a few hundred KB.
    static let maxTileSize = 4 << 20

    /// The key of the tile for the PNG at `path` drawn with `options`, or nil when the file cannot be read.
    public func key(forFile path: String, options: ArtOptions) -> String? {
        // An ordinary file of at most 64 MB (a FIFO or a device is no tile source; the decoder refuses
        // larger icons anyway).
        guard let bytes = try? RegularFile.read(path: path, limit: Self.maxFileSize) else { return nil }
        return key(forBytes: bytes, options: options)
    }

    /// The key of the tile drawn from an image file's `bytes` with `options`.
    public func key(forBytes bytes: Data, options: ArtOptions) -> String {
        // The contents by zlib's CRC-32 and Adler-32 (at memory speed: hashing must cost nothing next to
        // a decode), two unrelated 32-bit sums, so a stale tile needs a same-size edit that keeps both.
        let (crc, adler) = bytes.withUnsafeBytes { buffer in
            let start = buffer.bindMemory(to: UInt8.self).baseAddress
            let count = UInt32(clamping: buffer.count)
            return (crc32(0, start, count), adler32(1, start, count))
        }
        var hash = ContentHash()
        hash.add("\(TileCodec.version)|\(ArtRenderer.revision)|\(bytes.count)|\(crc)|\(adler)|\(options)")
        return hash.hex
    }

    /// The tile stored under `key`, or nil (a miss) when there is none or it cannot be read back.
    public func load(_ key: String) -> CellGrid? {
        // RegularFile: something other than a tile planted under a tile's name (a FIFO) is a miss, not a hang.
        guard let data = try? RegularFile.read(path: path(of: key), limit: Self.maxTileSize) else { return nil }
        return TileCodec.decode([UInt8](data))
    }

    /// Stores `grid` under `key`: written beside the cache, then renamed into place. Failures are
    /// ignored: the cache only ever saves work.
    public func store(_ grid: CellGrid, for key: String) {
        guard ensureFolder() else { return }
        var template = Array((folder + "/.tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = TileCodec.encode(grid)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count, rename(temporary, path(of: key)) == 0 else {
            unlink(temporary)
            return
        }
        TilePruner(folder: folder, maxBytes: maxBytes).pruneIfDue()
    }

    func path(of key: String) -> String { folder + "/" + key + ".tile" }

    /// Creates the folder (and its parents) for this user only.
    private func ensureFolder() -> Bool {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) { return isFolder.boolValue }
        return
            (try? FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    }
}
