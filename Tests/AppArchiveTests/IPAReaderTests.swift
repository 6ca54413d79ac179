import Foundation
import TestSupport
import Testing

@testable import AppArchive
@testable import IconKit

@Suite struct IPAReaderTests {
    @Test func extractsOnlyTheInfoPlistAndRootPNGsOfTheApp() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.write(in: folder, name: "Colourful.ipa", alternates: 3)
        let scratch = folder.folder("scratch")
        let extracted = try IPAReader().extract(ipa: ipa, into: scratch)
        #expect(extracted.shownName == "Colourful.ipa:Payload/Colourful.app")
        let files = try FileManager.default.contentsOfDirectory(atPath: extracted.appFolder).sorted()
        #expect(
            files == ["Alternate0-60x60@2x.png", "Alternate1-60x60@2x.png", "Alternate2-60x60@2x.png", "AppIcon60x60@2x.png", "Info.plist"])
        let app = try TestApp.load(extracted.appFolder, idiom: .iphone)
        #expect(app.catalog.alternates.count == 3)
        #expect(app.images.allSatisfy { $0.best?.header?.isCgBI == true })
    }

    @Test func refusesPathTraversal() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.zip(
            in: folder, name: "evil.ipa", entries: [("Payload/A.app/Info.plist", Data("x".utf8)), ("../../escape.txt", Data("x".utf8))])
        let error = try #require(throws: ArchiveError.self) { try IPAReader().extract(ipa: ipa, into: folder.folder("s")) }
        #expect(error == .pathTraversal(archive: ipa, entry: "../../escape.txt"))
        #expect(error.description.contains("points outside the archive"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/../escape.txt"))
    }

    @Test func refusesBombsAndHugeEntries() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let zeros = Data(count: 4 << 20)
        let ipa = try IPAFixture.zip(
            in: folder, name: "bomb.ipa",
            entries: [
                ("Payload/A.app/Info.plist", PlistFixture.xml(PlistFixture.infoPlist())),
                ("Payload/A.app/big.png", zeros),
            ])
        let bomb = try #require(throws: ArchiveError.self) { try IPAReader().extract(ipa: ipa, into: folder.folder("s1")) }
        guard case .suspiciousCompressionRatio(ipa, "A.app/big.png", _, 200) = bomb else {
            Issue.record("got \(bomb)")
            return
        }
        #expect(bomb.description.contains("zip bomb"), "\(bomb)")
        var limits = IPAReader.Limits()
        limits.maxRatio = 1_000_000
        limits.maxEntrySize = 1 << 20
        let huge = try #require(throws: ArchiveError.self) { try IPAReader(limits: limits).extract(ipa: ipa, into: folder.folder("s2")) }
        #expect(huge == .entryTooLarge(archive: ipa, entry: "A.app/big.png", size: 4 << 20, limit: 1 << 20))
        #expect(huge.description.contains("more than an icon needs"))
    }

    @Test func whatIsNotAnAppArchiveSaysSo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let notZip = folder.write("x.ipa", text: "hello")
        #expect(throws: ArchiveError.notAZip(archive: notZip)) { try IPAReader().extract(ipa: notZip, into: folder.folder("a")) }
        let empty = try IPAFixture.zip(in: folder, name: "empty.ipa", entries: [("README", Data("x".utf8))])
        let noApp = try #require(throws: ArchiveError.self) { try IPAReader().extract(ipa: empty, into: folder.folder("b")) }
        #expect(noApp == .noApp(archive: empty))
        #expect(noApp.description.contains("no Payload/<Name>.app"))
        let two = try IPAFixture.zip(
            in: folder, name: "two.ipa", entries: [("Payload/A.app/Info.plist", Data()), ("Payload/B.app/Info.plist", Data())])
        let several = try #require(throws: ArchiveError.self) { try IPAReader().extract(ipa: two, into: folder.folder("c")) }
        #expect(several == .severalApps(archive: two, apps: ["A.app", "B.app"]))
        #expect(several.description.contains("several apps"))
        #expect(throws: ArchiveError.missing(archive: "/no/such.ipa")) { try IPAReader().extract(ipa: "/no/such.ipa", into: folder.path) }
        let noPlist = try IPAFixture.zip(in: folder, name: "noplist.ipa", entries: [("Payload/A.app/icon.png", Data("x".utf8))])
        #expect(throws: ArchiveError.noInfoPlist(archive: noPlist, app: "A.app")) {
            try IPAReader().extract(ipa: noPlist, into: folder.folder("d"))
        }
    }

    @Test func extractionStopsAtTheTotalLimit() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.zip(
            in: folder, name: "liar.ipa",
            entries: [
                ("Payload/A.app/Info.plist", PlistFixture.xml(PlistFixture.infoPlist())),
                ("Payload/A.app/icon.png", Data((0..<(64 << 10)).map { _ in UInt8.random(in: 0...255) })),
            ])
        var limits = IPAReader.Limits()
        limits.maxTotalSize = 16 << 10
        let error = try #require(throws: ArchiveError.self) { try IPAReader(limits: limits).extract(ipa: ipa, into: folder.folder("s")) }
        #expect(error == .dataExceedsDeclaredSize(archive: ipa, entry: "A.app/icon.png", totalLimit: 16 << 10), "\(error)")
    }
}

/// The `.ipa` failures mutation fuzzing found (shared/hostile/fuzz/README.md), each with an archive
/// made here: refused from the headers before anything is written, or read normally.
@Suite struct IPAFuzzFindingsTests {
    /// Files left in `scratch` (the app folder included) after an attempt.
    static func written(in scratch: String) -> [String] {
        FileManager.default.subpaths(atPath: scratch)?.sorted() ?? []
    }

    static let plist = PlistFixture.xml(PlistFixture.infoPlist())

    /// Two entries whose data is one block (the overlapping-entry zip bomb): the second central
    /// directory entry is pointed at the first entry's local header.
    @Test func overlappingEntriesAreRefusedBeforeAnyByteIsWritten() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let image = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let ipa = try IPAFixture.zip(
            in: folder, name: "overlap.ipa",
            entries: [("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/a.png", image), ("Payload/A.app/b.png", image)])
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ipa)))
        let headers = Self.centralHeaders(in: bytes)
        try #require(headers.count == 3)
        // b.png's local header offset (central header + 42) := a.png's.
        for index in 0..<4 { bytes[headers[2] + 42 + index] = bytes[headers[1] + 42 + index] }
        try Data(bytes).write(to: URL(fileURLWithPath: ipa))
        let scratch = folder.folder("scratch")
        let error = try #require(throws: ArchiveError.self) { try IPAReader().extract(ipa: ipa, into: scratch) }
        #expect(error == .overlappingEntries(archive: ipa, entry: "A.app/b.png", other: "A.app/a.png"), "\(error)")
        #expect(error.description.contains("shares its data"))
        #expect(Self.written(in: scratch).isEmpty)
    }

    @Test func entriesTogetherOverTheTotalAreRefusedBeforeWriting() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let image = Data((0..<(20 << 10)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 5) })
        let ipa = try IPAFixture.zip(
            in: folder, name: "total.ipa",
            entries: [("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/a.png", image), ("Payload/A.app/b.png", image)])
        var limits = IPAReader.Limits()
        limits.maxTotalSize = 30 << 10
        let scratch = folder.folder("scratch")
        let error = try #require(throws: ArchiveError.self) { try IPAReader(limits: limits).extract(ipa: ipa, into: scratch) }
        #expect(error == .dataExceedsDeclaredSize(archive: ipa, entry: "A.app/b.png", totalLimit: 30 << 10))
        #expect(Self.written(in: scratch).isEmpty, "nothing is written before the refusal")
    }

    @Test func moreImagesThanAnyAppShipsAreRefused() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let entries = [("Payload/A.app/Info.plist", Self.plist)] + (0..<12).map { ("Payload/A.app/empty\($0).png", Data()) }
        let ipa = try IPAFixture.zip(in: folder, name: "many.ipa", entries: entries)
        var limits = IPAReader.Limits()
        limits.maxImages = 10
        let error = try #require(throws: ArchiveError.self) { try IPAReader(limits: limits).extract(ipa: ipa, into: folder.folder("s")) }
        #expect(error == .tooManyImages(archive: ipa, limit: 10))
        #expect(error.description.contains("more than 10 PNG files"))
        #expect(throws: Never.self) { try IPAReader().extract(ipa: ipa, into: folder.folder("t")) }
    }

    @Test func anAppFolderNameOverTheFileSystemLimitIsShortened() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = String(repeating: "Long", count: 80) + ".app"
        let ipa = try IPAFixture.zip(in: folder, name: "long.ipa", entries: [("Payload/\(app)/Info.plist", Self.plist)])
        let extracted = try IPAReader().extract(ipa: ipa, into: folder.folder("s"))
        #expect(extracted.shownName == "long.ipa:Payload/" + app)
        #expect((extracted.appFolder as NSString).lastPathComponent.utf8.count <= 255)
        #expect(extracted.appFolder.hasSuffix(".app"))
        #expect(FileManager.default.fileExists(atPath: extracted.appFolder + "/Info.plist"))
    }

    /// A damaged entry is a zip problem ("the archive is damaged"), not a property list one.
    @Test func aDamagedInfoPlistEntryIsReportedAsTheArchivesFault() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.zip(in: folder, name: "crc.ipa", entries: [("Payload/A.app/Info.plist", Self.plist)])
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ipa)))
        let header = try #require(Self.centralHeaders(in: bytes).first)
        bytes[header + 16] ^= 0xFF  // the CRC-32 the central directory declares
        try Data(bytes).write(to: URL(fileURLWithPath: ipa))
        let error = try #require(throws: ArchiveError.self) { try IPAReader().extract(ipa: ipa, into: folder.folder("s")) }
        #expect(error == .damagedEntry(archive: ipa, entry: "A.app/Info.plist", detail: "its CRC-32 does not match"))
        #expect(error.description.contains("the archive is damaged"))
        #expect(!error.description.contains("property list"))
    }

    @Test func aTruncatedArchiveIsNotAZip() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.write(in: folder, name: "cut.ipa", alternates: 2)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: ipa))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: ipa))
        #expect(throws: ArchiveError.notAZip(archive: ipa)) { try IPAReader().extract(ipa: ipa, into: folder.folder("s")) }
    }

    /// Offsets of the central directory headers (signature PK\1\2).
    static func centralHeaders(in bytes: [UInt8]) -> [Int] {
        (0..<max(0, bytes.count - 3)).filter { bytes[$0] == 0x50 && bytes[$0 + 1] == 0x4B && bytes[$0 + 2] == 1 && bytes[$0 + 3] == 2 }
    }
}
