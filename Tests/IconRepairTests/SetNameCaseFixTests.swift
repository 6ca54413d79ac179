import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

/// A project whose catalog holds AppIcon, Dark and Light (and `extraSets`), with `settings`.
func writeCatalogProject(in folder: TemporaryFolder, settings: [(key: String, value: String)], extraSets: [String] = []) {
    for set in ["AppIcon", "Dark", "Light"] + extraSets {
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: set)
    }
    CatalogFixture.write(["info": ["author": "xcode", "version": 1]], to: "App/Assets.xcassets/Contents.json", in: folder)
    ModernProjectFixture(
        settings: settings + [("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app"), ("GENERATE_INFOPLIST_FILE", "YES")],
        synchronizedFolder: "App"
    )
    .write(in: folder)
}

@Suite struct SetNameCaseFixTests {
    @Test func aSettingInThePBXProjIsSpeltAsTheSet() throws {
        let folder = TemporaryFolder("set-name-case-fix")
        defer { folder.remove() }
        writeCatalogProject(
            in: folder,
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "dark Light")])
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj")
        #expect(outcome.before.findings.contains { $0.ruleID == .setNameCase })
        #expect(!outcome.after.findings.contains { $0.ruleID == .setNameCase })
        #expect(
            outcome.diff.contains(
                "-  TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \"ASSETCATALOG_COMPILER_APPICON_NAME\" = \"AppIcon\"; \"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES\" = \"dark Light\";"
            ))
        #expect(
            outcome.diff.contains(
                "+  TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \"ASSETCATALOG_COMPILER_APPICON_NAME\" = \"AppIcon\"; \"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES\" = \"Dark Light\";"
            ))
        #expect(outcome.diff.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count == 4)
        try #require(IndependentReader.hasPBXProj, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.pbxproj(
            folder.path + "/App.xcodeproj/project.pbxproj",
            "print(project.objects['TC'].buildSettings['ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES'])")
        #expect(read == "Dark Light\n")
    }

    @Test func aSettingInAnXCConfigIsSpeltAsTheSetOnItsLine() throws {
        let folder = TemporaryFolder("set-name-case-xcconfig")
        defer { folder.remove() }
        writeCatalogProject(in: folder, settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")])
        folder.write("Config/Icons.xcconfig", text: "// icons\nASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = dark light // both\n")
        let project = folder.path + "/App.xcodeproj/project.pbxproj"
        let text = try #require(folder.read("App.xcodeproj/project.pbxproj"))
        folder.write(
            "App.xcodeproj/project.pbxproj",
            text: text.replacingOccurrences(
                of: "TC = { isa = XCBuildConfiguration; name = Release;",
                with: "TC = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = XC;"
            )
            .replacingOccurrences(
                of: "  R = {", with: "  XC = { isa = PBXFileReference; path = Config/Icons.xcconfig; sourceTree = \"<group>\"; };\n  R = {")
        )
        _ = project
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj")
        #expect(outcome.before.findings.contains { $0.ruleID == .setNameCase })
        #expect(!outcome.after.findings.contains { $0.ruleID == .setNameCase })
        #expect(
            outcome.diff == """
                --- a/Config/Icons.xcconfig
                +++ b/Config/Icons.xcconfig
                @@ -1,2 +1,2 @@
                 // icons
                -ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = dark light // both
                +ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark Light // both

                """)
    }
}
