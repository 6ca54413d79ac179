import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// The rules about what is inside a `.icon` bundle (and the opaque dark and tinted images of iOS 18
/// icon sets), each on a minimal Xcode 16+ project whose synchronized folder holds the bundles.
@Suite struct IconJSONLintTests {
    static let settings: [(key: String, value: String)] = IconComposerProjectLintTests.settings

    /// Lints a project with `App/AppIcon.icon` (a good one) and `App/Sunrise.icon` made by `sunrise`.
    func lint(pixelReader: (any IconPixelReader)? = nil, _ sunrise: (TemporaryFolder) -> Void) throws -> LintReport {
        let folder = TemporaryFolder("iconpicker-icon-json-lint")
        defer { folder.remove() }
        let project = ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App").write(in: folder)
        ModernProjectFixture.iconBundle("App/AppIcon.icon", in: folder)
        ModernProjectFixture.iconBundle("App/Sunrise.icon", in: folder)
        sunrise(folder)
        let apps = try TestApp.load(project, idioms: nil)
        return Linter(pixelReader: pixelReader).lint(apps)
    }

    func ids(_ report: LintReport) -> [String] { report.findings.map(\.ruleID.rawValue) }

    /// An alternate's unreadable icon.json ships as an app without that choice: a warning.
    @Test func anAlternatesIconJSONThatIsNotJSONIsAWarning() throws {
        let report = try lint { $0.write("App/Sunrise.icon/icon.json", text: "{\"groups\": [") }
        #expect(ids(report) == ["icon-json-unreadable"], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .warning && finding.subject == .alternate("Sunrise"))
        #expect(finding.file?.hasSuffix("Sunrise.icon/icon.json") == true)
    }

    @Test func aMalformedValueIsAWarningAtItsKeyPath() throws {
        let report = try lint {
            $0.write(
                "App/Sunrise.icon/icon.json",
                text: #"{"fill": {"solid": "rgb:1,0,0"}, "groups": [{"layers": [{"image-name": "front.png"}]}]}"#)
        }
        #expect(ids(report) == ["icon-json-malformed"], "\(report.findings.map(\.message))")
        #expect(report.findings.first?.location == "fill")
    }

    /// The icon still builds from its fill and other layers: a warning.
    @Test func aLayerImageTheBundleLacksIsAWarning() throws {
        let report = try lint { try? FileManager.default.removeItem(atPath: $0.path + "/App/Sunrise.icon/Assets/front.png") }
        #expect(ids(report) == ["icon-image-missing"], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.message.contains("front.png") && finding.location == "groups[0].layers[0].image-name")
        #expect(finding.severity == .warning)
    }

    /// The app ships without that alternate: a warning.
    @Test func anAlternateForMacOSOnlyIsAWarning() throws {
        let report = try lint {
            $0.write(
                "App/Sunrise.icon/icon.json",
                text: #"{"groups": [{"layers": [{"image-name": "front.png"}]}], "supported-platforms": {"squares": ["macOS"]}}"#)
        }
        #expect(ids(report) == ["icon-not-for-ios"], "\(report.findings.map(\.message))")
        #expect(report.findings.first?.message.contains("macOS only") == true)
        #expect(report.findings.first?.severity == .warning)
    }

    /// `App/Sunrise.icon` with a dark-only layer image `dark.png`.
    func darkImageBundle(opaque: Bool) -> (TemporaryFolder) -> Void {
        { folder in
            folder.write(
                "App/Sunrise.icon/icon.json",
                text: #"""
                    {"groups": [{"layers": [{"image-name": "front.png",
                      "image-name-specializations": [{"appearance": "dark", "value": "dark.png"}]}]}]}
                    """#)
            folder.write(
                "App/Sunrise.icon/Assets/dark.png",
                PNGFixture.solid(width: 8, height: 8, rgba: (10, 10, 10, opaque ? 255 : 0), alpha: !opaque))
        }
    }

    @Test func anOpaqueDarkOnlyLayerImageIsAWarning() throws {
        let report = try lint(pixelReader: StoredPNGPixelReader(), darkImageBundle(opaque: true))
        #expect(ids(report) == ["appearance-image-opaque"], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.message.contains("dark image dark.png has no transparent pixel"))
        #expect(finding.subject == .alternate("Sunrise"))
        let transparent = try lint(pixelReader: StoredPNGPixelReader(), darkImageBundle(opaque: false))
        #expect(transparent.findings.isEmpty, "\(transparent.findings.map(\.message))")
        let withoutPixels = try lint(darkImageBundle(opaque: true))
        #expect(withoutPixels.findings.isEmpty, "no pixel reader (the chooser's quick lint): not judged")
    }

    @Test func theBundleCheckRunsOnABundlePathAlone() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ModernProjectFixture.iconBundle("App/Sunrise.icon", in: folder)
        darkImageBundle(opaque: true)(folder)
        let found = IconBundleLint.opaqueAppearanceImages(bundle: folder.path + "/App/Sunrise.icon", pixelReader: StoredPNGPixelReader())
        #expect(found.map(\.appearance) == [.dark])
        #expect(found.first?.keyPath == "groups[0].layers[0].image-name-specializations")
        #expect(IconComposerDocument.facts(bundle: folder.path + "/App/Sunrise.icon").isEmpty)
    }

    @Test func anOpaqueDarkImageOfAnIOS18SetIsAWarning() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let images: [[String: Any]] = [
            ["filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"],
            [
                "filename": "dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024",
                "appearances": [["appearance": "luminosity", "value": "dark"]],
            ],
        ]
        CatalogFixture.write(["images": images], to: "Assets.xcassets/AppIcon.appiconset/Contents.json", in: folder)
        folder.write("Assets.xcassets/AppIcon.appiconset/icon.png", LintFixture.marketingPNG)
        folder.write("Assets.xcassets/AppIcon.appiconset/dark.png", PNGFixture.solid(width: 1024, height: 1024))
        let plist = folder.write(
            "Info.plist",
            PlistFixture.xml([
                "CFBundleIdentifier": "com.example.x", "CFBundleName": "X",
                "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"]],
            ]))
        let apps = try TestApp.load(plist, idioms: [.iphone])
        let report = Linter(pixelReader: StoredPNGPixelReader()).lint(apps)
        let finding = try #require(report.findings.first { $0.ruleID == .appearanceImageOpaque }, "\(report.findings.map(\.message))")
        #expect(finding.location == "images[1]" && finding.subject == .primary)
    }
}
