import AppArchive
import Basics
import Foundation
import TestSupport
import Testing

@testable import IconKit

/// An `.ipa` is read in memory by every command: its files are named inside the archive
/// (`Colourful.ipa:Payload/Colourful.app/…`) and read from it, never extracted.
@Suite struct AppFilesTests {
    @Test func anArchivesIconsAreReadFromTheArchiveByTheNamesTheAppShows() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try IPAFixture.write(in: folder, name: "Colourful.ipa", alternates: 2)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        let app = try TestApp.load(ipa, idiom: .iphone)
        #expect(app.source == .builtApp && app.declaration.infoPlistPath == "Colourful.ipa:Payload/Colourful.app/Info.plist")
        let best = try #require(app.images[1].best)
        #expect(best.path == "Colourful.ipa:Payload/Colourful.app/Alternate0-60x60@2x.png")
        let bytes = try app.files.contents(of: best.path, limit: 1 << 20)
        #expect(try PNGHeader.parse(bytes).isCgBI && PNGHeader.parse(bytes).width == 120)
        #expect(throws: RegularFile.Failure.missing) { try app.files.contents(of: folder.path + "/elsewhere.png", limit: 1 << 20) }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path) == before, "nothing is written")
    }

    /// A file whose data in the archive is damaged is unreadable, with the archive's reason.
    @Test func aDamagedFileIsUnreadableWithTheArchivesReason() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let noise = Data((0..<(64 << 10)).map { _ in UInt8.random(in: 0...255) })
        let plist = PlistFixture.xml(PlistFixture.infoPlist())
        let ipa = try IPAFixture.zip(
            in: folder, name: "d.ipa", entries: [("Payload/A.app/Info.plist", plist), ("Payload/A.app/a.png", noise)])
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ipa)))
        // Past the entry's first bytes (deflate's stored blocks): a flipped byte fails its CRC-32.
        let start = try #require(bytes.indices.dropLast(40_000).first { Array(bytes[$0..<($0 + 4)]) == Array(noise.prefix(4)) })
        bytes[start + 30_000] ^= 0x5A
        try Data(bytes).write(to: URL(fileURLWithPath: ipa))
        let location = try AppLocator().locate(ipa)
        let app = try AppLoader(LoadOptions(idioms: [.iphone])).load(location)
        let error = try #require(throws: RegularFile.Failure.self) {
            try app.files.contents(of: "d.ipa:Payload/A.app/a.png", limit: 1 << 20)
        }
        guard case .unreadable(let reason) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(reason.hasPrefix("its data in the archive"), "\(reason)")
    }
}
