import Foundation
import ProjectEditing
import TestSupport
import Testing

@Suite struct PBXProjEditorTests {
    /// A project as Xcode 16 writes it, cut to what the edits touch.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\t1A0000000000000000000001 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000002 /* Assets.xcassets */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\t1A0000000000000000000002 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\t1A0000000000000000000003 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\t1A0000000000000000000004 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t1A0000000000000000000002 /* Assets.xcassets */,
        \t\t\t\t1A0000000000000000000003 /* Demo.app */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXResourcesBuildPhase section */
        \t\t1A0000000000000000000005 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t1A0000000000000000000001 /* Assets.xcassets in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t1A0000000000000000000006 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = (
        \t\t\t\t\tdark,
        \t\t\t\t\t"Icon-Light",
        \t\t\t\t);
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = appicon;
        \t\t\t\tCODE_SIGN_STYLE = Automatic;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */
        \t};
        \trootObject = 1A0000000000000000000004;
        }

        """

    static let configuration = "1A0000000000000000000006"

    func diff(_ editor: PBXProjEditor) -> String {
        ChangeSet([FileChange(path: "/p/project.pbxproj", before: Data(Self.project.utf8), after: editor.data)]).unifiedDiff(
            relativeTo: "/p")
    }

    @Test func anEditorThatChangesNothingGivesBackTheSameBytes() throws {
        let editor = try PBXProjEditor(Data(Self.project.utf8), path: "project.pbxproj")
        #expect(editor.data == Data(Self.project.utf8))
        #expect(
            try editor.buildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", configuration: Self.configuration)
                == .list(["dark", "Icon-Light"]))
        #expect(try editor.buildSetting("PRODUCT_NAME", configuration: Self.configuration) == .string("$(TARGET_NAME)"))
    }

    @Test func settingsChangeInPlaceAndNewOnesGoWhereXcodeSortsThem() throws {
        var editor = try PBXProjEditor(Data(Self.project.utf8), path: "project.pbxproj")
        try editor.setBuildSetting("ASSETCATALOG_COMPILER_APPICON_NAME", to: .string("AppIcon"), configuration: Self.configuration)
        try editor.setBuildSetting(
            "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", to: .list(["Dark", "Icon-Light"]), configuration: Self.configuration)
        try editor.setBuildSetting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", to: .string("NO"), configuration: Self.configuration)
        #expect(
            diff(editor) == """
                --- a/project.pbxproj
                +++ b/project.pbxproj
                @@ -42,10 +42,11 @@
                 \t\t\tisa = XCBuildConfiguration;
                 \t\t\tbuildSettings = {
                 \t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = (
                -\t\t\t\t\tdark,
                +\t\t\t\t\tDark,
                 \t\t\t\t\t"Icon-Light",
                 \t\t\t\t);
                -\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = appicon;
                +\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
                +\t\t\t\tASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = NO;
                 \t\t\t\tCODE_SIGN_STYLE = Automatic;
                 \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
                 \t\t\t};

                """)
    }

    @Test func newObjectsGoIntoTheirSectionsSortedById() throws {
        var editor = try PBXProjEditor(Data(Self.project.utf8), path: "project.pbxproj")
        let reference = editor.freshObjectID(seed: "Dark.icon")
        let buildFile = editor.freshObjectID(seed: "Dark.icon in Resources")
        #expect(reference != buildFile && reference.count == 24 && !Self.project.contains(reference))
        try editor.addObject(
            PBXObject(
                id: reference, isa: "PBXFileReference", comment: "Dark.icon",
                fields: [
                    "lastKnownFileType": .string("folder.iconcomposer.icon"), "path": .string("Dark.icon"),
                    "sourceTree": .string("<group>"),
                ]))
        try editor.addObject(
            PBXObject(
                id: buildFile, isa: "PBXBuildFile", comment: "Dark.icon in Resources",
                fields: ["fileRef": .reference(reference, comment: "Dark.icon")]))
        try editor.appendReference(reference, comment: "Dark.icon", toList: "children", ofObject: "1A0000000000000000000004")
        try editor.appendReference(buildFile, comment: "Dark.icon in Resources", toList: "files", ofObject: "1A0000000000000000000005")
        let text = String(decoding: editor.data, as: UTF8.self)
        #expect(
            text.contains(
                "\t\t\(reference) /* Dark.icon */ = {isa = PBXFileReference; lastKnownFileType = folder.iconcomposer.icon; path = Dark.icon; sourceTree = \"<group>\"; };\n"
            ))
        #expect(text.contains("\t\t\t\t1A0000000000000000000003 /* Demo.app */,\n\t\t\t\t\(reference) /* Dark.icon */,\n\t\t\t);"))
        let fileSection =
            try #require(text.range(of: "/* Begin PBXFileReference section */"))
            .upperBound..<(try #require(text.range(of: "/* End PBXFileReference section */")).lowerBound)
        let ids = text[fileSection].split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(ids == ids.sorted() && ids.count == 3)
        #expect(try editor.list("files", ofObject: "1A0000000000000000000005") == ["1A0000000000000000000001", buildFile])

        try #require(IndependentReader.hasPBXProj, "\(IndependentReader.skipMessage)")
        let folder = TemporaryFolder("pbxproj-editor")
        defer { folder.remove() }
        let path = folder.write("Demo.xcodeproj/project.pbxproj", editor.data)
        let read = try IndependentReader.pbxproj(
            path,
            """
            ref = project.get_files_by_name('Dark.icon')[0]
            build = project.get_build_files_for_file(ref.get_id())[0]
            phase = project.objects['1A0000000000000000000005']
            print(ref.path, ref.lastKnownFileType, build.get_id() in phase.files, ref.get_id() in project.objects['1A0000000000000000000004'].children)
            """)
        #expect(read == "Dark.icon folder.iconcomposer.icon True True\n")
    }

    @Test func aNewSectionGoesWhereXcodeOrdersSections() throws {
        var editor = try PBXProjEditor(Data(Self.project.utf8), path: "project.pbxproj")
        try editor.addObject(
            PBXObject(
                id: editor.freshObjectID(seed: "folder"), isa: "PBXFileSystemSynchronizedRootGroup", comment: "Icons",
                fields: ["path": .string("Icons")]))
        let text = String(decoding: editor.data, as: UTF8.self)
        let order = ["PBXFileReference section */", "PBXFileSystemSynchronizedRootGroup section */", "PBXGroup section */"].map {
            text.range(of: "/* Begin " + $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? text.endIndex) < ($1 ?? text.endIndex) })
        #expect(text.contains("/* End PBXFileReference section */\n\n/* Begin PBXFileSystemSynchronizedRootGroup section */\n"))
        #expect(text.contains("/* End PBXFileSystemSynchronizedRootGroup section */\n\n/* Begin PBXGroup section */\n"))
    }

    @Test func valuesAreQuotedAsXcodeQuotesThem() {
        #expect(PBXProjEditor.quoted("AppIcon") == "AppIcon")
        #expect(PBXProjEditor.quoted("$(inherited)") == "\"$(inherited)\"")
        #expect(PBXProjEditor.quoted("Icon-Light") == "\"Icon-Light\"")
        #expect(PBXProjEditor.quoted("AppIcon Dark") == "\"AppIcon Dark\"")
        #expect(PBXProjEditor.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(PBXProjEditor.quoted("") == "\"\"")
    }

    /// Every project of the corpus: a no-op edit is byte-identical, and a setting set in every
    /// configuration reads back in mod-pbxproj with the rest of the project unchanged.
    @Test func everyCorpusProjectRoundTrips() throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        try #require(IndependentReader.hasPBXProj, "\(IndependentReader.skipMessage)")
        let folder = TemporaryFolder("pbxproj-corpus")
        defer { folder.remove() }
        let projects = try FileManager.default.subpathsOfDirectory(atPath: SharedFolder.corpus("")).filter {
            $0.hasSuffix(".xcodeproj/project.pbxproj")
        }
        #expect(projects.count > 10)
        for (index, relative) in projects.enumerated() {
            let data = try Data(contentsOf: URL(fileURLWithPath: SharedFolder.corpus(relative)))
            var editor = try PBXProjEditor(data, path: relative)
            #expect(editor.data == data, "\(relative)")
            let configurations = try editor.objectTypes().filter { $0.isa == "XCBuildConfiguration" }.map(\.id)
            for id in configurations {
                try editor.setBuildSetting("ICONPICKER_PROBE", to: .string("Probe-\(id.suffix(4))"), configuration: id)
            }
            let before = folder.write("\(index)/before.xcodeproj/project.pbxproj", data)
            let after = folder.write("\(index)/after.xcodeproj/project.pbxproj", editor.data)
            let dump = """
                import json
                out = {}
                for obj in project.objects.get_objects_in_section('XCBuildConfiguration'):
                    settings = obj.buildSettings
                    out[obj.get_id()] = {k: str(settings[k]) for k in settings.get_keys()}
                print(json.dumps(out, sort_keys=True))
                """
            let expected = try IndependentReader.pbxproj(before, dump)
            let actual = try IndependentReader.pbxproj(after, dump)
            let expectedSettings = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? [String: [String: String]] ?? [:]
            var withProbe = expectedSettings
            for id in configurations { withProbe[id, default: [:]]["ICONPICKER_PROBE"] = "Probe-\(id.suffix(4))" }
            let actualSettings = try JSONSerialization.jsonObject(with: Data(actual.utf8)) as? [String: [String: String]] ?? [:]
            #expect(actualSettings == withProbe, "\(relative)")
        }
    }
}
