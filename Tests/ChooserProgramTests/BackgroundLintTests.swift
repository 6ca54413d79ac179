import Foundation
import Pictures
import TestSupport
import Testing

@testable import ChooserProgram
@testable import IconKit
@testable import IconLint

/// The chooser's lint, run beside it: the same findings `iconpicker lint` prints.
@Suite struct BackgroundLintTests {
    /// An App Store image with an alpha channel and every pixel opaque: the `!` popup said its pixels
    /// were not decoded while `lint` said every pixel is opaque.
    @Test func theAppStoreIconsPixelsAreReadAsLintReadsThem() throws {
        let folder = TemporaryFolder("iconpicker-background-lint")
        defer { folder.remove() }
        let base = "App/Assets.xcassets/AppIcon.appiconset"
        folder.write("\(base)/store.png", PNGFixture.solid(width: 1024, height: 1024, rgba: (30, 120, 200, 255), alpha: true))
        CatalogFixture.write(
            ["images": [["filename": "store.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]],
            to: "\(base)/Contents.json", in: folder)
        CatalogFixture.write(["info": ["author": "xcode", "version": 1]], to: "App/Assets.xcassets/Contents.json", in: folder)
        let plist = folder.write(
            "App/Info.plist",
            PlistFixture.xml([
                "CFBundleDisplayName": "Opaque", "CFBundleIdentifier": "com.example.opaque",
                "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"]],
            ]))
        let app = try #require(try AppLoader(LoadOptions(idioms: [.iphone])).load(try AppLocator().locate(plist)).on(.iphone))
        guard case .findingsLoaded(let perIcon, _) = BackgroundLint.findings(app: app, subjects: [.primary]) else {
            Issue.record("no findings event")
            return
        }
        let alpha = try #require(perIcon.first?.first { $0.ruleID == .marketingIconAlphaChannel }, "\(perIcon)")
        #expect(alpha.message.contains("every pixel is opaque"), "\(alpha.message)")
        let lint = Linter(pixelReader: ImagePixelReader(files: app.app.files)).lint(app.app)
        #expect(lint.findings.first { $0.ruleID == .marketingIconAlphaChannel }?.message == alpha.message)
    }
}
