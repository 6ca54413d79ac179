import Foundation
import TestSupport
import Testing

@testable import AppArchive
@testable import IconKit

/// An `.ipa` read in memory (`IPAReader.open`): the same app as extracted, nothing written, every
/// guard kept, and a damaged image failing only where it is read.
@Suite struct IPAArchiveTests {
    static let plist = PlistFixture.xml(PlistFixture.infoPlist())

    /// The first deflated byte of `entry`'s data in the archive at `path` (through its local header).
    static func dataOffset(of entry: String, in path: String) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = Array(entry.utf8)
        let signature: [UInt8] = [0x50, 0x4B, 3, 4]
        func isHeader(_ offset: Int) -> Bool {
            Array(bytes[offset..<(offset + 4)]) == signature && Array(bytes[(offset + 30)..<(offset + 30 + name.count)]) == name
        }
        let found = (0..<(bytes.count - 30 - name.count)).first(where: isHeader)
        let header = try #require(found)
        let nameLength = Int(bytes[header + 26]) | Int(bytes[header + 27]) << 8
        let extraLength = Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8
        return header + 30 + nameLength + extraLength
    }

    @Test func readsTheSameAppAsExtractionWithoutWritingAFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.write(in: folder, name: "Colourful.ipa", alternates: 3)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        let archive = try IPAReader().open(ipa: ipa)
        #expect(archive.shownName == "Colourful.ipa:Payload/Colourful.app")
        #expect(
            archive.fileNames.sorted() == [
                "Alternate0-60x60@2x.png", "Alternate1-60x60@2x.png", "Alternate2-60x60@2x.png", "AppIcon60x60@2x.png", "Info.plist",
            ])
        let inMemory = try TestApp.load(ipa, idiom: .iphone)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path) == before, "nothing is written")

        let extracted = try IPAReader().extract(ipa: ipa, into: folder.folder("scratch"))
        let onDisk = try TestApp.load(extracted.appFolder, idiom: .iphone)
        #expect(inMemory.isBuiltApp && inMemory.source == .builtApp)
        #expect(inMemory.appName == onDisk.appName && inMemory.stateKey == onDisk.stateKey)
        #expect(inMemory.catalog.icons.map(\.name) == onDisk.catalog.icons.map(\.name))
        func described(_ app: AppOnDevice, folder: String) -> [String] {
            app.images.map { images in
                let best = images.best.map { "\($0.path.dropFirst(folder.count)) \(String(describing: $0.header))" } ?? "none"
                return best + " " + images.problems.map(\.message).joined(separator: "|")
            }
        }
        #expect(inMemory.imageRoot == "Colourful.ipa:Payload/Colourful.app", "paths name the app inside the archive")
        #expect(described(inMemory, folder: inMemory.imageRoot) == described(onDisk, folder: extracted.appFolder))
        #expect(inMemory.images.allSatisfy { $0.best?.header?.isCgBI == true })
        #expect(
            inMemory.diagnostics.map(\.message)
                == onDisk.diagnostics.map { $0.message.replacingOccurrences(of: extracted.appFolder, with: inMemory.imageRoot) })
    }

    @Test func aPrefixIsTheFilesFirstBytes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let noise = Data((0..<(200 << 10)).map { _ in UInt8.random(in: 0...255) })
        let ipa = try IPAFixture.zip(
            in: folder, name: "a.ipa",
            entries: [("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/noise.png", noise), ("Payload/A.app/empty.png", Data())])
        let archive = try IPAReader().open(ipa: ipa)
        for count in [0, 1, 128, 5000, 70_000] {
            #expect(try archive.prefix(of: "noise.png", count: count) == [UInt8](noise.prefix(count)), "\(count)")
        }
        #expect(try archive.prefix(of: "noise.png", count: 300 << 10) == [UInt8](noise))
        #expect(try archive.prefix(of: "empty.png", count: 128) == [])
        #expect(try archive.contents(of: "Info.plist") == [UInt8](Self.plist))
        #expect(throws: ArchiveError.damagedEntry(archive: ipa, entry: "A.app/other.png", detail: "it is not in the archive")) {
            try archive.prefix(of: "other.png", count: 8)
        }
    }

    /// The CRC-32 covers a whole entry: a damaged image is found where it is read whole (extraction),
    /// and a header read from intact first bytes is read; damage in those bytes is an error for that file.
    @Test func aDamagedImageFailsWhereItIsRead() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // Random bytes deflate to stored blocks: flipping a block's first byte makes its type invalid.
        let noise = Data((0..<(64 << 10)).map { _ in UInt8.random(in: 0...255) })
        let ipa = try IPAFixture.zip(
            in: folder, name: "d.ipa", entries: [("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/a.png", noise)])
        let start = try Self.dataOffset(of: "Payload/A.app/a.png", in: ipa)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ipa)))
        let intact = bytes
        bytes[start + 30_000] ^= 0x5A
        try Data(bytes).write(to: URL(fileURLWithPath: ipa))
        let late = try IPAReader().open(ipa: ipa)
        #expect(try late.prefix(of: "a.png", count: 128) == [UInt8](noise.prefix(128)))
        #expect(throws: ArchiveError.self) { try late.contents(of: "a.png") }
        let scratch = folder.folder("scratch")
        #expect(throws: ArchiveError.self) { try IPAReader().extract(ipa: ipa, into: scratch) }

        bytes = intact
        bytes[start] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: ipa))
        let early = try IPAReader().open(ipa: ipa)
        let error = try #require(throws: ArchiveError.self) { try early.prefix(of: "a.png", count: 128) }
        guard case .damagedEntry(ipa, "A.app/a.png", _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(try early.contents(of: "Info.plist") == [UInt8](Self.plist))
    }

    /// Every refusal of extraction happens when the archive is opened, before any data is read.
    @Test func openingKeepsEveryGuard() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let traversal = try IPAFixture.zip(
            in: folder, name: "evil.ipa", entries: [("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/../../x.png", Data())])
        #expect(throws: ArchiveError.pathTraversal(archive: traversal, entry: "Payload/A.app/../../x.png")) {
            try IPAReader().open(ipa: traversal)
        }
        let bomb = try IPAFixture.zip(
            in: folder, name: "bomb.ipa",
            entries: [("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/big.png", Data(count: 4 << 20))])
        #expect(throws: ArchiveError.self) { try IPAReader().open(ipa: bomb) }
        let many = try IPAFixture.zip(
            in: folder, name: "many.ipa",
            entries: [("Payload/A.app/Info.plist", Self.plist)] + (0..<12).map { ("Payload/A.app/e\($0).png", Data()) })
        var limits = IPAReader.Limits()
        limits.maxImages = 10
        #expect(throws: ArchiveError.tooManyImages(archive: many, limit: 10)) { try IPAReader(limits: limits).open(ipa: many) }
        let noPlist = try IPAFixture.zip(in: folder, name: "noplist.ipa", entries: [("Payload/A.app/icon.png", Data("x".utf8))])
        #expect(throws: ArchiveError.noInfoPlist(archive: noPlist, app: "A.app")) { try IPAReader().open(ipa: noPlist) }
    }

    /// Two entries that would be one file were written until one failed (a raw "File exists").
    @Test func twoEntriesForOneFileAreRefused() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.zip(
            in: folder, name: "twice.ipa",
            entries: [
                ("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/a.png", Data("1".utf8)), ("Payload/A.app//a.png", Data("2".utf8)),
            ])
        let error = try #require(throws: ArchiveError.self) { try IPAReader().open(ipa: ipa) }
        #expect(error == .duplicateEntry(archive: ipa, entry: "A.app/a.png"))
        #expect(error.description.contains("is in it twice"), "\(error)")
        let scratch = folder.folder("scratch")
        #expect(throws: ArchiveError.duplicateEntry(archive: ipa, entry: "A.app/a.png")) {
            try IPAReader().extract(ipa: ipa, into: scratch)
        }
        #expect(IPAFuzzFindingsTests.written(in: scratch).isEmpty)
    }
}

/// Entry names as the survey reads them, byte by byte.
@Suite struct EntryNameTests {
    @Test func partsAndClimbingOut() {
        #expect(EntryName("Payload//A.app/x.png").parts == ["Payload", "A.app", "x.png"])
        #expect(EntryName("Payload/A.app/").parts == ["Payload", "A.app"])
        #expect(!EntryName("Payload/A.app/x.png").climbsOut)
        #expect(!EntryName("a/.../b").climbsOut)
        for name in ["/etc/x", "..", "a/../b", "a/..", "Payload/A.app/../../x"] { #expect(EntryName(name).climbsOut, "\(name)") }
        #expect(EntryName("Payload/\u{1F600}.app/\u{56FE}\u{6807}.png").parts[2] == "\u{56FE}\u{6807}.png")
    }

    @Test func pngNamesInAnyCase() {
        for name in ["a.png", "a.PNG", "A.Png", ".png"] { #expect(EntryName.isPNG(Substring(name)), "\(name)") }
        for name in ["png", "a.pngx", "a.jpg", "a.p ng", "a.png\u{301}"] { #expect(!EntryName.isPNG(Substring(name)), "\(name)") }
        #expect(EntryName.isApp("A.app") && EntryName.isApp(".app"))
        for name in ["A.APP", "app", "A.app\u{301}", "A.apps"] { #expect(!EntryName.isApp(Substring(name)), "\(name)") }
    }

    @Test func errorsNameAnEntryByItsAppAndFile() {
        #expect(EntryName.shortName(app: "A.app", file: "x.png", of: "Payload/A.app/x.png") == "A.app/x.png")
        #expect(EntryName.shortName(app: "A.app", file: "x.png", of: "Payload//A.app//x.png") == "A.app/x.png")
    }

    /// A slash or NUL that begins a grapheme cluster is still replaced (by scalar, not by `Character`).
    @Test func safeNamesHoldNoSeparatorOrNUL() {
        #expect(EntryName.safe("icon.png") == "icon.png")
        #expect(EntryName.safe("..") == "_" && EntryName.safe("") == "_")
        for name in ["a\0\u{301}b.png", "a/\u{301}b.png", "a\0b.png"] {
            let safe = EntryName.safe(name)
            #expect(!safe.utf8.contains(0) && !safe.utf8.contains(UInt8(ascii: "/")), "\(name.debugDescription) → \(safe.debugDescription)")
        }
        let long = EntryName.safe(String(repeating: "\u{56FE}", count: 100) + ".app")
        #expect(long.utf8.count <= 200 && long.hasSuffix(".app"))
    }
}
