import Foundation
import TestSupport
import Testing

@testable import AppArchive

/// An `.ipa`'s `Assets.car`: located when the archive is opened, read where it lies when stored,
/// inflated once (its CRC checked) when deflated, and refused before a byte is inflated when its
/// header declares a bomb.
@Suite struct ArchivedCatalogTests {
    static var plist: [String: Any] { BuiltAppFixture.plist(alternates: ["Dark"]) }
    static let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 251) })

    @Test func aStoredCatalogIsReadInPlace() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try BuiltAppFixture.ipa(in: folder, plist: Self.plist, catalog: Self.bytes, storesCatalog: true)
        let catalog = try #require(try IPAReader().open(ipa: ipa).assetCatalog)
        #expect(catalog.isStored && catalog.size == Self.bytes.count && catalog.entryName == "Built.app/Assets.car")
        #expect(try catalog.read(at: 60_000, count: 100) == [UInt8](Self.bytes[60_000..<60_100]))
        #expect(try catalog.contents() == [UInt8](Self.bytes))
        #expect(throws: ArchiveError.self) { try catalog.read(at: 69_990, count: 20) }
        #expect(throws: ArchiveError.self) { try catalog.read(at: -1, count: 2) }
    }

    @Test func aDeflatedCatalogIsInflatedWhole() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try BuiltAppFixture.ipa(in: folder, plist: Self.plist, catalog: Self.bytes)
        let catalog = try #require(try IPAReader().open(ipa: ipa).assetCatalog)
        #expect(!catalog.isStored)
        #expect(try catalog.contents() == [UInt8](Self.bytes))
        let error = try #require(throws: ArchiveError.self) { try catalog.read(at: 0, count: 8) }
        #expect("\(error)".contains("it is compressed"))
    }

    @Test func aCatalogOverTheLimitOrABombIsRefusedFromItsHeader() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var limits = IPAReader.Limits()
        limits.maxCatalogSize = 50_000
        let ipa = try BuiltAppFixture.ipa(in: folder, plist: Self.plist, catalog: Self.bytes)
        let large = try #require(try IPAReader(limits: limits).open(ipa: ipa).assetCatalog)
        #expect(throws: ArchiveError.entryTooLarge(archive: ipa, entry: "Built.app/Assets.car", size: 70_000, limit: 50_000)) {
            try large.contents()
        }
        let bomb = try BuiltAppFixture.ipa(in: folder, name: "Bomb.ipa", plist: Self.plist, catalog: Data(count: 20 << 20))
        let error = try #require(throws: ArchiveError.self) { try IPAReader().open(ipa: bomb).assetCatalog?.contents() }
        guard case .suspiciousCompressionRatio = error else {
            Issue.record("\(error)")
            return
        }
    }

    @Test func anAppWithoutACatalogHasNoneAndTwoAreRefused() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try BuiltAppFixture.ipa(in: folder, plist: Self.plist, catalog: nil)
        #expect(try IPAReader().open(ipa: ipa).assetCatalog == nil)
        let entries = [
            ("Payload/Built.app/Info.plist", PlistFixture.binary(Self.plist)), ("Payload/Built.app/Assets.car", Self.bytes),
            ("Payload/Built.app/Assets.car", Self.bytes),
        ]
        let twice = try IPAFixture.zip(in: folder, name: "Twice.ipa", entries: entries)
        #expect(throws: ArchiveError.duplicateEntry(archive: twice, entry: "Built.app/Assets.car")) { try IPAReader().open(ipa: twice) }
    }

    @Test func extractionWritesTheCatalogBesideTheInfoPlist() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try BuiltAppFixture.ipa(in: folder, plist: Self.plist, catalog: Self.bytes)
        let extracted = try IPAReader().extract(ipa: ipa, into: folder.folder("scratch"))
        #expect(FileManager.default.contents(atPath: extracted.appFolder + "/Assets.car") == Self.bytes)
    }
}
