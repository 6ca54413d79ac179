import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

@Suite struct OpaqueAlphaFixTests {
    /// A project whose App Store image is RGBA with every pixel opaque: the file is written again as RGB,
    /// the finding goes, and the independent reader sees the same pixels without the channel.
    @Test func anOpaqueAppStoreImageLosesItsChannelAndKeepsItsPixels() throws {
        let folder = TemporaryFolder("opaque-alpha-fix")
        defer { folder.remove() }
        writeCatalogProject(in: folder, settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")])
        let image = "App/Assets.xcassets/AppIcon.appiconset/icon.png"
        folder.write(image, PNGFixture.solid(width: 1024, height: 1024, rgba: (20, 120, 220, 255), alpha: true))
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj")
        #expect(outcome.before.findings.contains { $0.ruleID == .marketingIconAlphaChannel })
        #expect(!outcome.after.findings.contains { $0.ruleID == .marketingIconAlphaChannel })
        #expect(outcome.diff == "Binary files a/\(image) and b/\(image) differ\n")
        let written = try ReferencePNG.read(try #require(FileManager.default.contents(atPath: folder.path + "/" + image)), samples: false)
        #expect(written.colorType == 2 && written.width == 1024 && written.bitDepth == 8)
    }

    @Test func anImageWithATranslucentPixelIsLeftAndSaysWhy() throws {
        let folder = TemporaryFolder("opaque-alpha-translucent")
        defer { folder.remove() }
        writeCatalogProject(in: folder, settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")])
        let image = "App/Assets.xcassets/AppIcon.appiconset/icon.png"
        let before = PNGFixture.solid(width: 1024, height: 1024, rgba: (20, 120, 220, 254), alpha: true)
        folder.write(image, before)
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj", rules: [.marketingIconAlphaChannel])
        #expect(outcome.diff.isEmpty)
        #expect(FileManager.default.contents(atPath: folder.path + "/" + image) == before)
    }

    /// Real App Store icons of the corpus (RGBA, every pixel opaque) are written again without the channel.
    @Test(arguments: ["SideStore__SideStore", "tangem__tangem-app-ios-public"])
    func corpusAppsLoseTheChannel(app: String) throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let folder = TemporaryFolder("opaque-alpha-corpus")
        defer { folder.remove() }
        try SharedFolder.writableCopy(of: app, to: folder.path + "/app")
        let outcome = try RepairHarness(folder: folder).run("app")
        #expect(outcome.before.findings.contains { $0.ruleID == .marketingIconAlphaChannel })
        #expect(!outcome.after.findings.contains { $0.ruleID == .marketingIconAlphaChannel })
        let lines = outcome.diff.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Binary files a/") && $0.hasSuffix(".png differ") })
    }
}
