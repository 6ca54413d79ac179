import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

@Suite struct MissingSetNameFixTests {
    @Test func aNameWithoutASetLeavesTheSettingWhenAsked() throws {
        let folder = TemporaryFolder("missing-set-fix")
        defer { folder.remove() }
        writeCatalogProject(
            in: folder,
            settings: [
                ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Gone Light"),
            ])
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj", rules: [.catalogSetMissing])
        #expect(outcome.before.findings.contains { $0.ruleID == .catalogSetMissing })
        #expect(!outcome.after.findings.contains { $0.ruleID == .catalogSetMissing })
        #expect(outcome.diff.contains("\"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES\" = \"Dark Light\";"))
        try #require(IndependentReader.hasPBXProj, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.pbxproj(
            folder.path + "/App.xcodeproj/project.pbxproj",
            "print(project.objects['TC'].buildSettings['ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES'])")
        #expect(read == "Dark Light\n")
    }

    @Test func aSettingLeftWithNoNameGoes() throws {
        let folder = TemporaryFolder("missing-set-fix-all")
        defer { folder.remove() }
        writeCatalogProject(
            in: folder,
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Gone")])
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj", rules: [.catalogSetMissing])
        #expect(!outcome.after.findings.contains { $0.ruleID == .catalogSetMissing })
        #expect(folder.read("App.xcodeproj/project.pbxproj")?.contains("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") == false)
    }
}
