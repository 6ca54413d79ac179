import Chooser
import Foundation
import TestSupport
import Testing

@testable import ChooserProgram
@testable import IconKit

/// The `p` key's effects on a real project in a temporary folder.
@Suite struct PrimaryIconEditingTests {
    func project(in folder: TemporaryFolder) -> PrimaryIconEditing {
        for set in ["AppIcon", "Dark"] { CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: set) }
        ModernProjectFixture(
            settings: [
                ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark"),
                ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.primary"), ("GENERATE_INFOPLIST_FILE", "YES"),
            ], synchronizedFolder: "App"
        )
        .write(in: folder)
        return PrimaryIconEditing(load: { try TestApp.loadEveryConfiguration(folder.path + "/App.xcodeproj") }, root: folder.path)
    }

    @Test func thePlanShowsTheFileAndItsChangedLinesThenApplyingWritesIt() throws {
        let folder = TemporaryFolder("primary-editing")
        defer { folder.remove() }
        let editing = project(in: folder)
        guard case .primaryIconPlanned(let proposal) = editing.plan("Dark") else {
            Issue.record("no plan")
            return
        }
        #expect(proposal.files == ["App.xcodeproj/project.pbxproj"])
        #expect(proposal.lines.count == 3)
        #expect(proposal.lines.first == "--- App.xcodeproj/project.pbxproj")
        #expect(proposal.lines.dropFirst().first?.hasPrefix("-TC = { isa = XCBuildConfiguration;") == true)
        guard case .primaryIconChanged(let name, let files) = editing.apply("Dark") else {
            Issue.record("not written")
            return
        }
        #expect(name == "Dark")
        #expect(files == ["App.xcodeproj/project.pbxproj"])
        #expect(try TestApp.load(folder.path + "/App.xcodeproj", idiom: .iphone).catalog.icons.first?.iconSetName == "Dark")
    }

    @Test func aFileChangedSinceThePlanIsRefused() throws {
        let folder = TemporaryFolder("primary-editing-changed")
        defer { folder.remove() }
        let editing = project(in: folder)
        _ = editing.plan("Dark")
        let text = try #require(folder.read("App.xcodeproj/project.pbxproj"))
        folder.write("App.xcodeproj/project.pbxproj", text: text + "\n")
        guard case .primaryIconFailed(let message) = editing.apply("Dark") else {
            Issue.record("the change was written")
            return
        }
        #expect(message.contains("changed since iconpicker read it"))
        #expect(folder.read("App.xcodeproj/project.pbxproj") == text + "\n")
    }

    @Test func theChangedLinesLeaveOutContextAndIndentation() {
        let diff = "--- a/A.xcconfig\n+++ b/A.xcconfig\n@@ -1,2 +1,2 @@\n // icons\n-\tNAME = AppIcon\n+\tNAME = Dark\n"
        #expect(PrimaryIconEditing.changedLines(diff) == ["--- A.xcconfig", "-NAME = AppIcon", "+NAME = Dark"])
    }
}
