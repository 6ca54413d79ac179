import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A built app read through `BuiltAppFiles` (an archive in memory) rather than from a folder.
@Suite struct BuiltAppFilesTests {
    struct Files: BuiltAppFiles {
        var folder = "/in/memory/Sample.app"
        var files: [String: Data]
        /// Names whose bytes cannot be read.
        var broken: Set<String> = []
        var fileNames: [String] { Array(files.keys) + broken }
        struct Broken: Error, CustomStringConvertible { var description: String { "it is damaged" } }
        func contents(of name: String) throws -> Data {
            guard let data = files[name], !broken.contains(name) else { throw Broken() }
            return data
        }
        func prefix(of name: String, count: Int) throws -> Data { try contents(of: name).prefix(count) }
    }

    static let plist = PlistFixture.xml(
        PlistFixture.infoPlist(primary: ["AppIcon60x60"], alternates: ["Dark": (files: ["Dark60x60"], ordinal: 1)]))

    @Test func iconsAreSizedFromTheFilesHeaders() throws {
        let files = Files(files: [
            "Info.plist": Self.plist, "AppIcon60x60@2x.png": PNGFixture.solid(width: 120, height: 120),
            "AppIcon60x60@3x.png": PNGFixture.solid(width: 180, height: 180), "Dark60x60@2x.png": PNGFixture.solid(width: 120, height: 120),
        ])
        let app = try #require(try AppLoader().load(builtApp: files, idioms: { _ in [.iphone] }).first)
        #expect(app.isBuiltApp && app.source == .builtApp && app.imageRoot == files.folder)
        #expect(app.images.map { $0.best?.path } == [files.folder + "/AppIcon60x60@3x.png", files.folder + "/Dark60x60@2x.png"])
        #expect(app.images.map { $0.best?.header?.width } == [180, 120])
    }

    @Test func anUnreadableImageIsAWarningAndAMissingInfoPlistAnError() throws {
        var files = Files(files: ["Info.plist": Self.plist, "AppIcon60x60@2x.png": PNGFixture.solid(width: 120, height: 120)])
        files.broken = ["AppIcon60x60@3x.png"]
        let app = try #require(try AppLoader().load(builtApp: files, idioms: { _ in [.iphone] }).first)
        #expect(app.images[0].best?.header?.width == 120)
        #expect(app.images[0].problems.contains { $0.kind == .unreadableImage && $0.message.contains("cannot be read (it is damaged)") })
        files.broken = ["Info.plist"]
        #expect(throws: Files.Broken.self) { try AppLoader().load(builtApp: files, idioms: { _ in [.iphone] }) }
    }
}
