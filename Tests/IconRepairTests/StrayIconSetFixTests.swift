import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

@Suite struct StrayIconSetFixTests {
    @Test func aForgottenSetJoinsTheAlternatesOnlyWhenAsked() throws {
        let folder = TemporaryFolder("stray-set-fix")
        defer { folder.remove() }
        let settings = [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Light")]
        writeCatalogProject(in: folder, settings: settings.map { (key: $0.0, value: $0.1) }, extraSets: ["Forgotten"])
        let unasked = try RepairHarness(folder: folder).run("App.xcodeproj")
        #expect(unasked.plan.changeSet.isEmpty)
        #expect(unasked.plan.skipped.contains { $0.rule == .strayIconSet && $0.text.contains("--rule stray-icon-set") })
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj", rules: [.strayIconSet])
        #expect(outcome.before.findings.contains { $0.ruleID == .strayIconSet })
        #expect(!outcome.after.findings.contains { $0.ruleID == .strayIconSet })
        #expect(
            outcome.diff.contains(
                "+  TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \"ASSETCATALOG_COMPILER_APPICON_NAME\" = \"AppIcon\"; \"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES\" = \"Dark Light Forgotten\";"
            ))
    }
}
