import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconRepair

@Suite struct ModifierCaseFixTests {
    @Test func theFileIsRenamedWithItsModifiersInLowerCase() throws {
        let folder = TemporaryFolder("modifier-case-fix")
        defer { folder.remove() }
        writeLegacyApp(
            in: folder, iPadAlternates: iPadEntry("dark", ["dark-76", "dark-83.5"]) + iPadEntry("light", ["light-76", "light-83.5"]))
        try FileManager.default.moveItem(atPath: folder.path + "/App/dark-76@2x~ipad.png", toPath: folder.path + "/App/dark-76@2X~iPad.png")
        let outcome = try RepairHarness(folder: folder).run("App/Info.plist")
        #expect(outcome.before.findings.contains { $0.ruleID == .modifierCase })
        #expect(!outcome.after.findings.contains { $0.ruleID == .modifierCase })
        #expect(
            outcome.diff == """
                Binary files a/App/dark-76@2X~iPad.png and /dev/null differ
                Binary files /dev/null and b/App/dark-76@2x~ipad.png differ

                """)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/App/dark-76@2x~ipad.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/dark-76@2X~iPad.png"))
    }

    @Test func modifiersAreLowerCasedAndTheRestKept() {
        #expect(ModifierCaseFix.correctName("Dark-76@2X~iPad.png") == "Dark-76@2x~ipad.png")
        #expect(ModifierCaseFix.correctName("icon~IPHONE.png") == "icon~iphone.png")
        #expect(ModifierCaseFix.correctName("Icon@3X.PNG") == "Icon@3x.PNG")
        #expect(ModifierCaseFix.correctName("plain.png") == "plain.png")
    }
}
