import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

/// The Xcode-project rules, on a one-target project whose icons are all single-size asset-catalog sets.
@Suite struct ProjectLintTests {
    struct Settings {
        var primary = "AppIcon"
        var alternates = "Dark Light"
        var infoPlist = "App/Info.plist"
        var displayName = "Sample"
        var sets = ["AppIcon", "Dark", "Light"]
        var includeAll = "NO"
        /// The primary icon of a second configuration, Beta, when set.
        var betaPrimary: String? = nil
        /// Keys the Info.plist holds beside CFBundleDisplayName.
        var plistKeys: [String: Any] = [:]
    }

    func lint(_ settings: Settings) throws -> LintReport {
        let folder = TemporaryFolder("iconpicker-project-lint")
        defer { folder.remove() }
        func configuration(_ id: String, _ name: String, primary: String) -> String {
            """
                    \(id) = { isa = XCBuildConfiguration; name = \(name); buildSettings = {
                        ASSETCATALOG_COMPILER_APPICON_NAME = "\(primary)";
                        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "\(settings.alternates)";
                        ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = \(settings.includeAll);
                        INFOPLIST_FILE = "\(settings.infoPlist)";
                        INFOPLIST_KEY_CFBundleDisplayName = "\(settings.displayName)";
                        PRODUCT_BUNDLE_IDENTIFIER = "com.example.sample";
                        PRODUCT_NAME = "$(TARGET_NAME)";
                        TARGETED_DEVICE_FAMILY = "1,2";
                    }; };
            """
        }
        let beta = settings.betaPrimary.map { configuration("ABETA", "Beta", primary: $0) } ?? ""
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    ROOT = { isa = PBXProject; targets = (APP); buildConfigurationList = PROJLIST; };
                    PROJLIST = { isa = XCConfigurationList; buildConfigurations = (PRELEASE); };
                    PRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
                    APP = { isa = PBXNativeTarget; name = Sample; productType = "com.apple.product-type.application"; buildConfigurationList = APPLIST; };
                    APPLIST = { isa = XCConfigurationList; buildConfigurations = (ARELEASE\(beta.isEmpty ? "" : ", ABETA")); };
            \(configuration("ARELEASE", "Release", primary: settings.primary))
            \(beta)
                };
                rootObject = ROOT;
            }
            """
        folder.write("Sample.xcodeproj/project.pbxproj", text: pbxproj)
        folder.write(
            "App/Info.plist", PlistFixture.xml(settings.plistKeys.merging(["CFBundleDisplayName": settings.displayName]) { $1 }))
        for set in settings.sets {
            CatalogFixture.write(
                ["images": [["filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]],
                to: "App/Assets.xcassets/\(set).appiconset/Contents.json", in: folder)
            // Each set's image its own bytes (a text chunk with its name): sets of the same bytes are a finding.
            var image = LintFixture.marketingPNG
            image.insert(contentsOf: PNGFixture.chunk("tEXt", Data("Title\u{0}\(set)".utf8)), at: 33)
            folder.write("App/Assets.xcassets/\(set).appiconset/icon.png", image)
        }
        let apps = try TestApp.load(folder.path + "/Sample.xcodeproj", idioms: nil)
        return Linter().lint(apps)
    }

    @Test func aGoodProjectLintsClean() throws {
        let report = try lint(Settings())
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(report.idioms == [.iphone, .ipad])
        #expect(report.subjects == [.primary, .alternate("Dark"), .alternate("Light")])
    }

    /// `KEY = $(KEY)$(KEY)…` takes the level below's value for each: no level below sets it, so it is
    /// empty, neither a runaway expansion nor an unexpanded variable.
    @Test func aSettingThatNamesItselfSeveralTimesTakesTheLevelBelow() throws {
        var settings = Settings()
        settings.displayName = String(repeating: "$(INFOPLIST_KEY_CFBundleDisplayName)", count: 10)
        let findings = try lint(settings).findings.filter { $0.ruleID == .buildSettingUnusable || $0.ruleID == .unexpandedBuildVariable }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aSetNamedByNoSettingIsStray() throws {
        var settings = Settings()
        settings.sets.append("Forgotten")
        let stray = try lint(settings).findings.filter { $0.ruleID == .strayIconSet }
        #expect(stray.count == 1)
        #expect(stray.first?.message.contains("\u{201C}Forgotten\u{201D}") == true)
        #expect(stray.first?.file?.hasSuffix("Forgotten.appiconset") == true)
    }

    /// It ships (ente's Flutter set-up): a warning.
    @Test func aSetNamedAsPrimaryAndAlternateIsAWarning() throws {
        var settings = Settings()
        settings.alternates = "Dark Light AppIcon"
        let finding = try lint(settings).findings.first { $0.ruleID == .setPrimaryAndAlternate }
        #expect(finding?.severity == .warning)
        #expect(finding?.location == "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES")
        #expect(finding?.file?.hasSuffix("project.pbxproj") == true)
    }

    @Test func aSettingNamingNoSetIsMissing() throws {
        var settings = Settings()
        settings.alternates = "Dark Light Sepia"
        let finding = try lint(settings).findings.first { $0.ruleID == .catalogSetMissing }
        #expect(finding?.message.contains("\u{201C}Sepia\u{201D}") == true)
        #expect(finding?.rule.itmsCode == "ITMS-90895")
    }

    /// home-assistant's Beta: the setting names a set no catalog holds while both plist dictionaries name
    /// `AppIcon`. The build fails on the setting; that is the one error, not one per dictionary the build
    /// would write, and not icon-name-missing for an iPad primary the build would have replaced.
    @Test func aPrimarySetNoCatalogHoldsIsOneErrorAtTheSetting() throws {
        var settings = Settings()
        settings.primary = "AppIcon.beta-nc"
        let primary: [String: Any] = ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon"]]]
        settings.plistKeys = ["CFBundleIcons": primary, "CFBundleIcons~ipad": primary]
        let errors = try lint(settings).findings.filter { $0.severity == .error }
        #expect(errors.map(\.ruleID) == [.catalogSetMissing], "\(errors.map { "\($0.ruleID): \($0.message)" })")
        #expect(errors.first?.location == "ASSETCATALOG_COMPILER_APPICON_NAME")
        #expect(errors.first?.message.contains("\u{201C}AppIcon.beta-nc\u{201D}") == true)
    }

    @Test func anInfoPlistSettingThatPointsNowhereIsAnError() throws {
        var settings = Settings()
        settings.infoPlist = "App/Missing.plist"
        let finding = try lint(settings).findings.first { $0.ruleID == .infoPlistMissing }
        #expect(finding?.severity == .error)
        #expect(finding?.message.contains("App/Missing.plist") == true)
    }

    @Test func includingAllSetsShipsAFlavoursPrimaryAsAnAlternate() throws {
        var settings = Settings()
        settings.includeAll = "YES"
        settings.alternates = ""
        settings.sets += ["AppIcon-Beta", "AppIconStaff", "AppIcon-Dark", "Nightly"]
        settings.betaPrimary = "Nightly"
        let findings = try lint(settings).findings.filter { $0.ruleID == .flavourIconShipped }
        let text = findings.map(\.message).joined(separator: "\n")
        let named = ["AppIcon-Beta", "AppIconStaff", "AppIcon-Dark", "Nightly", "Dark"].filter { text.contains("\u{201C}\($0)\u{201D}") }
        #expect(
            named == ["AppIcon-Beta", "AppIconStaff", "Nightly"], "another configuration's primary, and the primary's name plus a flavour")
        #expect(findings.allSatisfy { $0.severity == .warning && $0.location == "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS" })
        #expect(findings.first?.message.contains("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") == true)
        settings.includeAll = "NO"
        settings.alternates = "Dark Light"
        #expect(!(try lint(settings).findings.contains { $0.ruleID == .flavourIconShipped }), "listed alternates ship no flavour")
    }

    /// DuckDuckGo's setting names `AppIcon-Yellow` for the set `AppIcon-yellow`, and the app ships:
    /// a warning about the spelling, and no missing-set error.
    @Test func aSettingNameInAnotherLetterCaseIsAWarningNotAMissingSet() throws {
        var settings = Settings()
        settings.alternates = "dark Light"
        let report = try lint(settings)
        let findings = report.findings.filter { $0.ruleID == .setNameCase }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("\u{201C}dark\u{201D} (the set is \u{201C}Dark\u{201D})") == true)
        #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.message))")
    }

    @Test func variablesTheProjectDefinesAreExpandedNotReported() throws {
        var settings = Settings()
        settings.displayName = "$(PRODUCT_NAME)"
        let report = try lint(settings)
        #expect(report.appName == "Sample")
        #expect(!report.findings.contains { $0.ruleID == .unexpandedBuildVariable })
    }
}
