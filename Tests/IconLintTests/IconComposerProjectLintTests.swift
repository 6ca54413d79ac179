import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

/// The project rules about Icon Composer `.icon` bundles, each on a minimal Xcode 16+ project.
@Suite struct IconComposerProjectLintTests {
    static let settings: [(key: String, value: String)] = [
        ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Sunrise"),
        ("GENERATE_INFOPLIST_FILE", "YES"), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.today"),
        ("INFOPLIST_KEY_CFBundleDisplayName", "Today"), ("TARGETED_DEVICE_FAMILY", "1,2"),
    ]

    /// Lints the project `fixture` describes, with `bundles` written as `.icon` folders (paths relative
    /// to the project's folder) and `sets` as single-size sets in `App/Assets.xcassets`.
    func lint(_ fixture: ModernProjectFixture, bundles: [String], sets: [String] = [], spec: String? = nil) throws -> LintReport {
        let folder = TemporaryFolder("iconpicker-icon-lint")
        defer { folder.remove() }
        let project = fixture.write(in: folder)
        if let spec { folder.write("project.yml", text: spec) }
        for bundle in bundles { ModernProjectFixture.iconBundle(bundle, in: folder) }
        for set in sets {
            CatalogFixture.write(
                ["images": [["filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]],
                to: "App/Assets.xcassets/\(set).appiconset/Contents.json", in: folder)
            folder.write("App/Assets.xcassets/\(set).appiconset/icon.png", LintFixture.marketingPNG)
        }
        let apps = try TestApp.load(project, idioms: nil)
        return Linter().lint(apps)
    }

    func rules(_ report: LintReport) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in report.findings { counts[finding.ruleID.rawValue, default: 0] += 1 }
        return counts
    }

    @Test func iconsInASynchronizedFolderLintClean() throws {
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"), bundles: ["App/AppIcon.icon", "App/Sunrise.icon"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func anIconOutsideEveryTargetIsIgnoredByActool() throws {
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"), bundles: ["App/AppIcon.icon", "Design/Sunrise.icon"])
        let finding = try #require(report.findings.first { $0.ruleID == .iconNotInTarget })
        #expect(finding.message.contains("Sunrise.icon") && finding.message.contains("actool ignores it"))
        #expect(finding.severity == .warning)
        // The setting that names it has nothing to build from.
        #expect(report.findings.contains { $0.ruleID == .catalogSetMissing && $0.message.contains("Sunrise") })
    }

    @Test func aWrapperIconReferenceIsADisputedWarning() throws {
        let fixture = ModernProjectFixture(
            settings: Self.settings, resources: [("App/AppIcon.icon", "folder.iconcomposer.icon"), ("App/Sunrise.icon", "wrapper.icon")])
        let report = try lint(fixture, bundles: ["App/AppIcon.icon", "App/Sunrise.icon"])
        #expect(rules(report) == ["wrapper-icon-reference": 1], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.message.contains("disputed") && finding.message.contains("Sunrise.icon"))
        #expect(finding.severity == .warning)
    }

    @Test func aSetShadowedByAnIconIsANote() throws {
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"), bundles: ["App/AppIcon.icon", "App/Sunrise.icon"],
            sets: ["Sunrise"])
        #expect(rules(report) == ["icon-set-shadowed": 1], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("Sunrise") && finding.message.contains("dead weight"))
    }

    @Test func aSetTheTargetDoesNotHoldIsNotShadowed() throws {
        // The set is in a catalog the synchronized folder's exceptions take out of the target.
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App", membershipExceptions: ["Assets.xcassets"]),
            bundles: ["App/AppIcon.icon", "App/Sunrise.icon"], sets: ["Sunrise"])
        #expect(!report.findings.contains { $0.ruleID == .iconSetShadowed }, "\(report.findings.map(\.message))")
    }

    @Test func aSpecBuildingOtherIconsThanTheProjectIsANote() throws {
        let spec = """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise Dusk
            """
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"),
            bundles: ["App/AppIcon.icon", "App/Sunrise.icon"], spec: spec)
        let finding = try #require(report.findings.first { $0.ruleID == .xcodegenSpecDisagrees }, "\(report.findings.map(\.message))")
        #expect(finding.severity == .note)
        #expect(finding.message.contains("Sunrise Dusk in the spec, Sunrise in the project"))
    }
}
