import Foundation
import ProjectEditing
import Testing

@Suite struct XCConfigEditorTests {
    static let config = """
        #include "Base.xcconfig"
        // Icons
        ASSETCATALOG_COMPILER_APPICON_NAME = appicon // the primary icon
        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphoneos*]=dark Light\r
        PRODUCT_NAME = Demo

        """

    @Test func theValueIsReplacedAndTheKeySpacingAndCommentStay() throws {
        var editor = XCConfigEditor(Data(Self.config.utf8), path: "Release.xcconfig")
        #expect(try editor.value(onLine: 3, key: "ASSETCATALOG_COMPILER_APPICON_NAME") == "appicon")
        try editor.replaceValue(onLine: 3, key: "ASSETCATALOG_COMPILER_APPICON_NAME", with: "AppIcon")
        try editor.replaceValue(onLine: 4, key: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", with: "Dark Light")
        #expect(
            String(decoding: editor.data, as: UTF8.self) == """
                #include "Base.xcconfig"
                // Icons
                ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon // the primary icon
                ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphoneos*]=Dark Light\r
                PRODUCT_NAME = Demo

                """)
    }

    @Test func aLineThatSetsAnotherKeyIsNotEdited() {
        var editor = XCConfigEditor(Data(Self.config.utf8), path: "Release.xcconfig")
        #expect(
            throws: EditError.notFound(
                path: "Release.xcconfig", what: "ASSETCATALOG_COMPILER_APPICON_NAME on line 5 (it sets PRODUCT_NAME)")
        ) {
            try editor.replaceValue(onLine: 5, key: "ASSETCATALOG_COMPILER_APPICON_NAME", with: "x")
        }
        #expect(throws: EditError.notFound(path: "Release.xcconfig", what: "line 40")) {
            try editor.replaceValue(onLine: 40, key: "A", with: "x")
        }
        #expect(editor.data == Data(Self.config.utf8))
    }
}
