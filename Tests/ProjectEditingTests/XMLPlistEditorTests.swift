import Foundation
import IconKit
import ProjectEditing
import TestSupport
import Testing

@Suite struct XMLPlistEditorTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIcons</key>
        \t<dict>
        \t\t<!-- the alternates -->
        \t\t<key>CFBundleAlternateIcons</key>
        \t\t<dict>
        \t\t\t<key>Dark</key>
        \t\t\t<dict>
        \t\t\t\t<key>CFBundleIconFiles</key>
        \t\t\t\t<array>
        \t\t\t\t\t<string>Dark~iPad</string>
        \t\t\t\t</array>
        \t\t\t\t<key>UIPrerenderedIcon</key>
        \t\t\t\t<false/>
        \t\t\t</dict>
        \t\t</dict>
        \t</dict>
        \t<key>CFBundleName</key>
        \t<string>Demo &amp; Co</string>
        </dict>
        </plist>

        """

    @Test func anEditorThatChangesNothingGivesBackTheSameBytes() throws {
        let editor = try XMLPlistEditor(Data(Self.infoPlist.utf8))
        #expect(editor.data == Data(Self.infoPlist.utf8))
    }

    @Test func replacingAValueChangesOnlyItsBytes() throws {
        var editor = try XMLPlistEditor(Data(Self.infoPlist.utf8))
        try editor.set(.string("Dark~ipad"), at: ["CFBundleIcons", "CFBundleAlternateIcons", "Dark", "CFBundleIconFiles", 0])
        #expect(String(decoding: editor.data, as: UTF8.self) == Self.infoPlist.replacingOccurrences(of: "Dark~iPad", with: "Dark~ipad"))
    }

    @Test func removingAnEntryTakesItsLines() throws {
        var editor = try XMLPlistEditor(Data(Self.infoPlist.utf8))
        try editor.remove(at: ["CFBundleIcons", "CFBundleAlternateIcons", "Dark", "UIPrerenderedIcon"])
        let expected = Self.infoPlist.replacingOccurrences(of: "\t\t\t\t<key>UIPrerenderedIcon</key>\n\t\t\t\t<false/>\n", with: "")
        #expect(String(decoding: editor.data, as: UTF8.self) == expected)
    }

    @Test func anInsertedEntryTakesItsSiblingsIndentation() throws {
        var editor = try XMLPlistEditor(Data(Self.infoPlist.utf8))
        let dark = PlistValue.dictionary([.init(key: "CFBundleIconFiles", value: .array([.string("Dark")]))])
        try editor.set(
            .dictionary([.init(key: "CFBundleAlternateIcons", value: .dictionary([.init(key: "Dark", value: dark)]))]),
            at: ["CFBundleIcons~ipad"], after: "CFBundleIcons")
        let inserted = """
            \t<key>CFBundleIcons~ipad</key>
            \t<dict>
            \t\t<key>CFBundleAlternateIcons</key>
            \t\t<dict>
            \t\t\t<key>Dark</key>
            \t\t\t<dict>
            \t\t\t\t<key>CFBundleIconFiles</key>
            \t\t\t\t<array>
            \t\t\t\t\t<string>Dark</string>
            \t\t\t\t</array>
            \t\t\t</dict>
            \t\t</dict>
            \t</dict>

            """
        let expected = Self.infoPlist.replacingOccurrences(of: "\t<key>CFBundleName</key>", with: inserted + "\t<key>CFBundleName</key>")
        #expect(String(decoding: editor.data, as: UTF8.self) == expected)
    }

    @Test func manyEntriesAreRemovedAndInsertedInOnePass() throws {
        var editor = try XMLPlistEditor(Data(Self.infoPlist.utf8))
        let dark: PlistPath = ["CFBundleIcons", "CFBundleAlternateIcons", "Dark"]
        try editor.remove(at: [
            dark + ["UIPrerenderedIcon"], dark + ["CFBundleIconFiles"], ["CFBundleName"], dark + ["CFBundleIconFiles", 0],
        ])
        try editor.insert(
            [.init(key: "Light", value: .dictionary([])), .init(key: "Blue", value: .boolean(true))],
            intoDictionaryAt: ["CFBundleIcons", "CFBundleAlternateIcons"])
        #expect(
            String(decoding: editor.data, as: UTF8.self) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>CFBundleIcons</key>
                	<dict>
                		<!-- the alternates -->
                		<key>CFBundleAlternateIcons</key>
                		<dict>
                			<key>Dark</key>
                			<dict>
                			</dict>
                			<key>Light</key>
                			<dict/>
                			<key>Blue</key>
                			<true/>
                		</dict>
                	</dict>
                </dict>
                </plist>

                """)
    }

    @Test func spacesAndCRLFAreKept() throws {
        let text =
            "<?xml version=\"1.0\"?>\r\n<plist version=\"1.0\">\r\n<dict>\r\n    <key>A</key>\r\n    <array/>\r\n</dict>\r\n</plist>\r\n"
        var editor = try XMLPlistEditor(Data(text.utf8))
        try editor.append(.string("x"), toArrayAt: ["A"])
        try editor.set(.boolean(true), at: ["B"])
        #expect(
            String(decoding: editor.data, as: UTF8.self)
                == "<?xml version=\"1.0\"?>\r\n<plist version=\"1.0\">\r\n<dict>\r\n    <key>A</key>\r\n    <array>\r\n        <string>x</string>\r\n    </array>\r\n    <key>B</key>\r\n    <true/>\r\n</dict>\r\n</plist>\r\n"
        )
    }

    @Test func aDamagedPlistIsMalformedNotACrash() {
        for text in [
            "", "<plist>", "<plist><dict><key>A</key>", "<plist version=\"1.0\"><dict><key>A</dict></plist>",
            String(repeating: "<array>", count: 500),
        ] {
            #expect(throws: EditError.self) { _ = try XMLPlistEditor(Data(text.utf8)) }
        }
    }
}
