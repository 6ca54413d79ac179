import CZlibSystem
import Foundation
import TerminalArt
import TestSupport
import Testing

@testable import TileCache

@Suite struct TileCacheTests {
    static let options = ArtOptions(columns: 4, rows: 2, colorMode: .truecolor, mask: true)

    static func grid() -> CellGrid {
        var grid = CellGrid(width: 4, height: 2)
        grid[0, 0] = Cell("\u{2580}", foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: [.bold])
        grid[3, 1] = Cell("x", foreground: .default, background: .rgb(250, 0, 9))
        return grid
    }

    @Test func aStoredTileComesBackForTheSameFileAndOptions() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let icon = folder.write("icon.png", text: "pixels")
        let cache = TileCache(folder: folder.path + "/cache/tiles")
        let key = try #require(cache.key(forFile: icon, options: Self.options))
        #expect(cache.load(key) == nil)
        cache.store(Self.grid(), for: key)
        #expect(cache.load(key) == Self.grid())
        #expect(cache.key(forFile: icon, options: Self.options) == key)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder) == [key + ".tile"], "no temporary file is left")
    }

    @Test func otherContentsOptionsOrFilesGetOtherKeys() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let icon = folder.write("icon.png", text: "pixels")
        let cache = TileCache(folder: folder.path + "/tiles")
        let key = try #require(cache.key(forFile: icon, options: Self.options))
        var wider = Self.options
        wider.columns = 5
        #expect(cache.key(forFile: icon, options: wider) != key)
        let other = folder.write("other.png", text: "pixelx")
        #expect(cache.key(forFile: other, options: Self.options) != key)
        _ = folder.write("icon.png", text: "pixelz")
        #expect(cache.key(forFile: icon, options: Self.options) != key)
        #expect(cache.key(forFile: folder.path + "/missing.png", options: Self.options) == nil)
    }

    /// A tile drawn by an earlier renderer (NO_COLOR art before its shades) is not what this one draws:
    /// the key holds the renderer's revision, so such tiles are misses.
    @Test func theKeyHoldsTheRenderersRevision() {
        let cache = TileCache(folder: "/nonexistent/tiles")
        let bytes = Data("pixels".utf8)
        var withoutRevision = ContentHash()
        withoutRevision.add("\(TileCodec.version)|\(bytes.count)|\(crc32(bytes))|\(adler32(bytes))|\(Self.options)")
        #expect(cache.key(forBytes: bytes, options: Self.options) != withoutRevision.hex)
        var withRevision = ContentHash()
        withRevision.add("\(TileCodec.version)|\(ArtRenderer.revision)|\(bytes.count)|\(crc32(bytes))|\(adler32(bytes))|\(Self.options)")
        #expect(cache.key(forBytes: bytes, options: Self.options) == withRevision.hex)
    }

    func crc32(_ bytes: Data) -> UInt {
        bytes.withUnsafeBytes { CZlibSystem.crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
    }
    func adler32(_ bytes: Data) -> UInt {
        bytes.withUnsafeBytes { CZlibSystem.adler32(1, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
    }

    /// An `.ipa` is extracted afresh on every visit (new inode, new time): the same bytes must find
    /// the tile the first visit stored, or a revisit decodes every icon again.
    @Test func theSameBytesInAnotherFileShareTheTile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let first = folder.write("visit1/Payload/App.app/icon.png", text: "pixels")
        let cache = TileCache(folder: folder.path + "/tiles")
        let key = try #require(cache.key(forFile: first, options: Self.options))
        cache.store(Self.grid(), for: key)
        let second = folder.write("visit2/Payload/App.app/icon.png", text: "pixels")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 5)], ofItemAtPath: second)
        let again = try #require(cache.key(forFile: second, options: Self.options))
        #expect(again == key)
        #expect(cache.load(again) == Self.grid())
    }

    @Test func aDamagedOrForeignTileIsAMiss() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = TileCache(folder: folder.path)
        let whole = TileCodec.encode(Self.grid())
        #expect(TileCodec.decode(whole) == Self.grid())
        for damaged in [Array(whole.dropLast()), whole + [0], Array(whole.prefix(9)), [], Array("not a tile".utf8)] {
            #expect(TileCodec.decode(damaged) == nil)
        }
        try Data(whole.dropLast(3)).write(to: URL(fileURLWithPath: cache.path(of: "k")))
        #expect(cache.load("k") == nil)
    }

    /// A FIFO planted under a tile's name blocked the chooser's load of it (FileManager.contents
    /// waited at open); it is a miss now, as is a file far larger than any tile. A linked cache folder
    /// is followed (docs/adr/0001).
    @Test(.timeLimit(.minutes(1))) func aFIFOOrAHugeFileUnderATilesNameIsAMissAndALinkedFolderIsFollowed() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let icon = folder.write("icon.png", text: "pixels")
        let elsewhere = folder.folder("other-disk/tiles")
        try FileManager.default.createDirectory(atPath: folder.path + "/cache", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/cache/tiles", withDestinationPath: elsewhere)
        let cache = TileCache(folder: folder.path + "/cache/tiles")
        let key = try #require(cache.key(forFile: icon, options: Self.options))
        cache.store(Self.grid(), for: key)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == [key + ".tile"], "written through the link")
        #expect(cache.load(key) == Self.grid())
        try FileManager.default.removeItem(atPath: cache.path(of: key))
        #expect(mkfifo(cache.path(of: key), 0o644) == 0)
        #expect(cache.load(key) == nil)
        try FileManager.default.removeItem(atPath: cache.path(of: key))
        #expect(FileManager.default.createFile(atPath: cache.path(of: key), contents: nil))
        #expect(truncate(cache.path(of: key), off_t(TileCache.maxTileSize + 1)) == 0)
        #expect(cache.load(key) == nil)
    }

    @Test func anUnwritableFolderIsIgnored() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let blocker = folder.write("file", text: "not a folder")
        let cache = TileCache(folder: blocker + "/tiles")
        cache.store(Self.grid(), for: "k")
        #expect(cache.load("k") == nil)
    }

    @Test func theOldestTilesGoWhenTheFolderIsOverItsSize() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let tiles = folder.folder("tiles")
        for index in 0..<10 {
            let path = tiles + "/t\(index).tile"
            try Data(count: 1000).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1000 + index))], ofItemAtPath: path)
        }
        let orphan = tiles + "/.tmp-abc123"
        try Data(count: 10).write(to: URL(fileURLWithPath: orphan))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 10)], ofItemAtPath: orphan)
        TilePruner(folder: tiles, maxBytes: 5000).prune(now: Date())
        let left = try FileManager.default.contentsOfDirectory(atPath: tiles).sorted()
        #expect(left == ["t7.tile", "t8.tile", "t9.tile"])
    }

    @Test func theCacheFollowsXDGCacheHome() {
        #expect(TileCache(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder == "/c/iconpicker/tiles")
        #expect(TileCache(environment: ["HOME": "/h"])?.folder == "/h/.cache/iconpicker/tiles")
        #expect(TileCache(environment: [:]) == nil)
    }
}
