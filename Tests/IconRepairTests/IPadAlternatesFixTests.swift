import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

@Suite struct IPadAlternatesFixTests {
    @Test func aMissingAlternateIsCopiedWithItsIPadFiles() throws {
        let folder = TemporaryFolder("ipad-alternates-fix")
        defer { folder.remove() }
        writeLegacyApp(in: folder, iPadAlternates: iPadEntry("dark", ["dark-76", "dark-83.5"]))
        let outcome = try RepairHarness(folder: folder).run("App/Info.plist")
        #expect(outcome.before.findings.contains { $0.ruleID == .iPadAlternateNotDeclared })
        #expect(!outcome.after.findings.contains { $0.ruleID == .iPadAlternateNotDeclared })
        #expect(
            outcome.diff == """
                --- a/App/Info.plist
                +++ b/App/Info.plist
                @@ -41,6 +41,14 @@
                 \t\t\t\t\t<string>dark-83.5</string>
                 \t\t\t\t</array>
                 \t\t\t</dict>
                +\t\t\t<key>light</key>
                +\t\t\t<dict>
                +\t\t\t\t<key>CFBundleIconFiles</key>
                +\t\t\t\t<array>
                +\t\t\t\t\t<string>light-76</string>
                +\t\t\t\t\t<string>light-83.5</string>
                +\t\t\t\t</array>
                +\t\t\t</dict>
                 \t\t</dict>
                 \t\t<key>CFBundlePrimaryIcon</key>
                 \t\t<dict>

                """)
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.run(
            "import plistlib, sys\nd = plistlib.load(open(sys.argv[1], 'rb'))\nprint(d['CFBundleIcons~ipad']['CFBundleAlternateIcons']['light'])",
            arguments: [folder.path + "/App/Info.plist"])
        #expect(read == "{'CFBundleIconFiles': ['light-76', 'light-83.5']}\n")
    }
}
