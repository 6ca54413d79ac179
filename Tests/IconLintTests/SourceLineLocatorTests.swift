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

    /// Editors open `file:line:column`: the column is where the key starts, counted in characters
    /// (a tab is one), and a Swift finding's line is its location.
    @Test func givesTheColumnOfTheKey() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = folder.write("Info.plist", text: "<plist>\n<dict>\n\t\t<key>CFBundleIcons</key>\n\t<dict/>\n</dict>\n</plist>\n")
        let unicode = folder.write("Contents.json", text: "{\n  \"é\" : 1, \"images\" : []\n}\n")
        let swift = folder.write("App.swift", text: "let a = 1\n")
        var locator = SourceLineLocator()
        #expect(locator.position(file: plist, location: "CFBundleIcons") == .init(line: 3, column: 3))
        #expect(locator.position(file: unicode, location: "images") == .init(line: 2, column: 12), "é is one column")
        #expect(locator.position(file: swift, location: "42") == .init(line: 42, column: 1))
        #expect(locator.position(file: plist, location: nil) == .init(line: 1, column: 1))
        let png = folder.write("icon.png", PNGFixture.solid(width: 2, height: 2))
        #expect(locator.position(file: png, location: nil) == nil, "an image has no lines")
    }

    /// An xcconfig finding names an include by its text or a setting by its name.
    @Test func findsIncludesAndSettingsInAnXcconfig() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let xcconfig = folder.write(
            "App.xcconfig", text: "// App\n#include \"Version.xcconfig\"\n\nASSETCATALOG_COMPILER_APPICON_NAME[sdk=iphoneos*] = AppIcon\n")
        var locator = SourceLineLocator()
        #expect(locator.position(file: xcconfig, location: "#include \"Version.xcconfig\"") == .init(line: 2, column: 1))
        #expect(locator.line(file: xcconfig, location: "ASSETCATALOG_COMPILER_APPICON_NAME") == 4)
    }
}
