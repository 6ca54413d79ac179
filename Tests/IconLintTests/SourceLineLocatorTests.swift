import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

/// Lines for SARIF: a key path in an XML plist, an entry of a Contents.json, a build setting.
@Suite struct SourceLineLocatorTests {
    @Test func findsKeyPathsEntriesAndSettings() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = folder.write(
            "Info.plist",
            PlistFixture.xml([
                "CFBundleIcons": ["CFBundleAlternateIcons": ["a.b": ["ordinal": 1], "dark": ["ordinal": "x", "CFBundleIconFiles": ["d"]]]]
            ]))
        let json = folder.write(
            "Contents.json",
            text: """
                {
                  "images" : [
                    { "filename" : "a.png", "appearances" : [ { "value" : "dark" } ] },
                    { "filename" : "b.png" }
                  ]
                }
                """)
        let project = folder.write(
            "project.pbxproj",
            text: "{\n\tA = {\n\t\tbuildSettings = {\n\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n\t\t};\n\t};\n}\n")
        let lines = (try? String(contentsOfFile: plist, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        var locator = SourceLineLocator()
        func plistLine(_ location: String) -> Substring? {
            locator.line(file: plist, location: location).map { lines[$0 - 1] }
        }
        #expect(plistLine("CFBundleIcons.CFBundleAlternateIcons.dark.ordinal")?.contains("<key>ordinal</key>") == true)
        #expect(plistLine("CFBundleIcons.CFBundleAlternateIcons.dark")?.contains("<key>dark</key>") == true)
        #expect(plistLine("CFBundleIcons.CFBundleAlternateIcons.a.b.ordinal")?.contains("<key>ordinal</key>") == true, "a name with a dot")
        let darkLine = locator.line(file: plist, location: "CFBundleIcons.CFBundleAlternateIcons.dark") ?? 0
        #expect(
            (locator.line(file: plist, location: "CFBundleIcons.CFBundleAlternateIcons.dark.ordinal") ?? 0) > darkLine,
            "the ordinal found is dark's, not a.b's")
        #expect(locator.line(file: json, location: "images[1].filename") == 4)
        #expect(locator.line(file: json, location: "images[0]") == 3)
        #expect(locator.line(file: project, location: "ASSETCATALOG_COMPILER_APPICON_NAME") == 4)
        #expect(locator.line(file: plist, location: nil) == 1)
        #expect(locator.line(file: folder.path + "/absent.plist", location: "x") == nil)
    }
}
