import AppArchive
import Foundation
import TestSupport
import Testing

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
