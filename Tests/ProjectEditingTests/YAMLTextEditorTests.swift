import Foundation
import ProjectEditing
import TestSupport
import Testing

@Suite struct YAMLTextEditorTests {
    static let spec = """
        name: Demo # the app
        options:
          bundleIdPrefix: com.example

        targets:
          Demo:
            type: application
            # icons
            settings:
              base:
                ASSETCATALOG_COMPILER_APPICON_NAME: "appicon" # primary
                PRODUCT_NAME: Demo
              configs:
                Debug:
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: dark light
            sources:
              - Sources
              - path: Resources
                buildPhase: resources
        """

    @Test func anEditorThatChangesNothingGivesBackTheSameBytes() throws {
        let editor = try YAMLTextEditor(Data(Self.spec.utf8), path: "project.yml")
        #expect(editor.data == Data(Self.spec.utf8))
        #expect(editor.scalar(at: ["targets", "Demo", "settings", "base", "ASSETCATALOG_COMPILER_APPICON_NAME"]) == "appicon")
        #expect(editor.scalar(at: ["targets", "Demo", "settings"]) == nil)
    }

    @Test func scalarsAreReplacedInTheirQuotesAndNewKeysJoinTheirMapping() throws {
        var editor = try YAMLTextEditor(Data(Self.spec.utf8), path: "project.yml")
        try editor.setScalar("AppIcon", at: ["targets", "Demo", "settings", "base", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        try editor.setScalar(
            "Dark light", at: ["targets", "Demo", "settings", "configs", "Debug", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"])
        try editor.setScalar("YES", at: ["targets", "Demo", "settings", "base", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"])
        try editor.setScalar(
            "Dark", at: ["targets", "Demo", "settings", "configs", "Release", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"])
        try editor.appendItem("Icons", toListAt: ["targets", "Demo", "sources"])
        #expect(
            String(decoding: editor.data, as: UTF8.self) == """
                name: Demo # the app
                options:
                  bundleIdPrefix: com.example

                targets:
                  Demo:
                    type: application
                    # icons
                    settings:
                      base:
                        ASSETCATALOG_COMPILER_APPICON_NAME: "AppIcon" # primary
                        PRODUCT_NAME: Demo
                        ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS: "YES"
                      configs:
                        Debug:
                          ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Dark light
                        Release:
                          ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Dark
                    sources:
                      - Sources
                      - path: Resources
                        buildPhase: resources
                      - Icons
                """)
    }

    @Test func aRemovedKeyTakesItsBlock() throws {
        var editor = try YAMLTextEditor(Data(Self.spec.utf8), path: "project.yml")
        editor.removeKey(at: ["targets", "Demo", "settings", "configs"])
        #expect(!String(decoding: editor.data, as: UTF8.self).contains("configs"))
        #expect(String(decoding: editor.data, as: UTF8.self).contains("    PRODUCT_NAME: Demo\n    sources:\n"))
    }

    /// Python's YAML reader (when installed) reads the edited spec as the spec plus the edit.
    @Test func anIndependentReaderReadsTheEdit() throws {
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        guard (try? IndependentReader.run("import yaml", arguments: [])) != nil else { return }
        var editor = try YAMLTextEditor(Data(Self.spec.utf8), path: "project.yml")
        try editor.setScalar("AppIcon", at: ["targets", "Demo", "settings", "base", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        let folder = TemporaryFolder("yaml-editor")
        defer { folder.remove() }
        let path = folder.write("project.yml", editor.data)
        let read = try IndependentReader.run(
            "import sys, yaml\nprint(yaml.safe_load(open(sys.argv[1]))['targets']['Demo']['settings']['base'])", arguments: [path])
        #expect(read == "{'ASSETCATALOG_COMPILER_APPICON_NAME': 'AppIcon', 'PRODUCT_NAME': 'Demo'}\n")
    }
}
