import Foundation
import ProjectEditing
import TestSupport
import Testing

@Suite struct JSONTextEditorTests {
    static let appJSON = """
        {
          "expo": {
            "name": "Demo",
            "ios": {
              "icon": "./assets/icon.png"
            },
            "plugins": [
              "expo-router"
            ]
          }
        }

        """

    @Test func anEditorThatChangesNothingGivesBackTheSameBytes() throws {
        let editor = try JSONTextEditor(Data(Self.appJSON.utf8), path: "app.json")
        #expect(editor.data == Data(Self.appJSON.utf8))
    }

    @Test func membersAndItemsAreAddedInTheFilesLayout() throws {
        var editor = try JSONTextEditor(Data(Self.appJSON.utf8), path: "app.json")
        try editor.set(.string("./assets/icon-2.png"), at: ["expo", "ios", "icon"])
        try editor.set(.object([.init("dark", .string("./assets/dark.png"))]), at: ["expo", "ios", "alternateIcons"])
        try editor.append(.array([.string("expo-alternate-app-icons"), .array([])]), toArrayAt: ["expo", "plugins"])
        #expect(
            String(decoding: editor.data, as: UTF8.self) == """
                {
                  "expo": {
                    "name": "Demo",
                    "ios": {
                      "icon": "./assets/icon-2.png",
                      "alternateIcons": {
                        "dark": "./assets/dark.png"
                      }
                    },
                    "plugins": [
                      "expo-router",
                      [
                        "expo-alternate-app-icons",
                        [

                        ]
                      ]
                    ]
                  }
                }

                """)
    }

    @Test func removingAMemberTakesItsComma() throws {
        var editor = try JSONTextEditor(Data(Self.appJSON.utf8), path: "app.json")
        try editor.remove(at: ["expo", "ios"])
        try editor.remove(at: ["expo", "plugins", 0])
        let text = String(decoding: editor.data, as: UTF8.self)
        #expect(text == "{\n  \"expo\": {\n    \"name\": \"Demo\",\n    \"plugins\": [\n    ]\n  }\n}\n")
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let folder = TemporaryFolder("json-editor")
        defer { folder.remove() }
        #expect(try IndependentReader.json(folder.write("app.json", editor.data)) == "{\"expo\": {\"name\": \"Demo\", \"plugins\": []}}\n")
    }

    @Test func damagedJSONIsMalformed() {
        for text in ["", "{", "{\"a\" 1}", "[1,]x", String(repeating: "[", count: 300)] {
            #expect(throws: EditError.self) { _ = try JSONTextEditor(Data(text.utf8), path: "app.json") }
        }
    }
}
