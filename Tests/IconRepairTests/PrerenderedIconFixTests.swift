import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

@Suite struct PrerenderedIconFixTests {
    @Test func everyPrerenderedKeyIsRemovedWithItsLines() throws {
        let folder = TemporaryFolder("prerendered-fix")
        defer { folder.remove() }
        writeLegacyApp(
            in: folder, iPadAlternates: iPadEntry("dark", ["dark-76", "dark-83.5"]) + iPadEntry("light", ["light-76", "light-83.5"]),
            darkExtra: "\t\t\t\t<key>UIPrerenderedIcon</key>\n\t\t\t\t<true/>\n")
        let outcome = try RepairHarness(folder: folder).run("App/Info.plist")
        #expect(outcome.before.findings.contains { $0.ruleID == .prerenderedIcon })
        #expect(!outcome.after.findings.contains { $0.ruleID == .prerenderedIcon })
        #expect(
            outcome.diff == """
                --- a/App/Info.plist
                +++ b/App/Info.plist
                @@ -12,8 +12,6 @@
                 \t\t\t\t<array>
                 \t\t\t\t\t<string>dark-60</string>
                 \t\t\t\t</array>
                -\t\t\t\t<key>UIPrerenderedIcon</key>
                -\t\t\t\t<true/>
                 \t\t\t</dict>
                 \t\t\t<key>light</key>
                 \t\t\t<dict>

                """)
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.run(
            "import plistlib, sys\nd = plistlib.load(open(sys.argv[1], 'rb'))\nprint(d['CFBundleIcons']['CFBundleAlternateIcons']['dark'])",
            arguments: [folder.path + "/App/Info.plist"])
        #expect(read == "{'CFBundleIconFiles': ['dark-60']}\n")
    }

    /// The corpus apps that carry UIPrerenderedIcon lose every one of them and nothing else.
    @Test(arguments: ["flow-mn__flow", "razeware__emitron-iOS", "home-assistant__iOS"])
    func corpusAppsLoseTheKey(app: String) throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let folder = TemporaryFolder("prerendered-corpus")
        defer { folder.remove() }
        try SharedFolder.writableCopy(of: app, to: folder.path + "/app")
        let outcome = try RepairHarness(folder: folder).run("app")
        #expect(outcome.before.findings.contains { $0.ruleID == .prerenderedIcon })
        #expect(!outcome.after.findings.contains { $0.ruleID == .prerenderedIcon })
        let removed = outcome.diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        #expect(
            !removed.isEmpty && removed.allSatisfy { $0.contains("UIPrerenderedIcon") || $0.contains("<true/>") || $0.contains("<false") })
        #expect(!outcome.diff.split(separator: "\n").contains { $0.hasPrefix("+") && !$0.hasPrefix("+++") })
    }
}
