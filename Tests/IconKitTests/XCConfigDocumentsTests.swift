import Foundation
import TestSupport
import Testing

@testable import IconKit

/// xcconfig files are read and parsed once, when the project is read: every target and configuration
/// based on them is evaluated from memory, and each value says the file and line it came from.
@Suite struct XCConfigDocumentsTests {
    /// A project whose two configurations (project level) are based on `Base.xcconfig`, which includes
    /// `Shared.xcconfig`; its one target sets a conditional key in the pbxproj.
    static func project(in folder: TemporaryFolder) -> String {
        folder.write("Shared.xcconfig", text: "// shared\n\nASSETCATALOG_COMPILER_APPICON_NAME = AppIcon$(SUFFIX)\n")
        folder.write("Base.xcconfig", text: "#include \"Shared.xcconfig\"\nSUFFIX = -Beta\n")
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
              ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (T0); buildConfigurationList = PLIST; };
              MAIN = { isa = PBXGroup; children = (XC); sourceTree = "<group>"; };
              XC = { isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
              PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
              PDEBUG = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = XC; buildSettings = { }; };
              PRELEASE = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = XC; buildSettings = { }; };
              T0 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L0; };
              L0 = { isa = XCConfigurationList; buildConfigurations = (CDEBUG, CRELEASE); };
              CDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
              CRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphoneos*]" = "Dark Light"; }; };
            }; rootObject = ROOT; }
            """
        folder.write("App.xcodeproj/project.pbxproj", text: pbxproj)
        return folder.path + "/App.xcodeproj"
    }

    @Test func everyConfigurationIsEvaluatedFromTheFilesReadWithTheProject() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let project = try XcodeProjectReader(readProjects: ReadProjects()).read(projectPath: Self.project(in: folder))
        #expect(project.configurationFiles.files.keys.sorted() == [folder.path + "/Base.xcconfig", folder.path + "/Shared.xcconfig"])
        // Gone from the disk: the evaluation must not read them again.
        try FileManager.default.removeItem(atPath: folder.path + "/Base.xcconfig")
        try FileManager.default.removeItem(atPath: folder.path + "/Shared.xcconfig")
        let target = try #require(project.target(named: "App"))
        for configuration in ["Debug", "Release"] {
            let settings = BuildSettings(project: project, target: target, configuration: configuration)
            #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "AppIcon-Beta", "\(configuration)")
        }
    }

    @Test func eachValueKnowsItsLevelFileAndLineOrKeyPath() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let projectPath = Self.project(in: folder)
        let project = try XcodeProjectReader(readProjects: ReadProjects()).read(projectPath: projectPath)
        let target = try #require(project.target(named: "App"))
        let settings = BuildSettings(project: project, target: target, configuration: "Release")
        #expect(
            settings.origins["ASSETCATALOG_COMPILER_APPICON_NAME"]
                == SettingOrigin(level: .projectConfigurationFile, file: folder.path + "/Shared.xcconfig", line: 3))
        #expect(
            settings.origins["SUFFIX"] == SettingOrigin(level: .projectConfigurationFile, file: folder.path + "/Base.xcconfig", line: 2))
        #expect(
            settings.origins["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"]
                == SettingOrigin(
                    level: .target, file: projectPath + "/project.pbxproj",
                    keyPath: "objects.CRELEASE.buildSettings.ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphoneos*]"))
        #expect(settings.origins["TARGET_NAME"] == SettingOrigin(level: .builtIn))
        let debug = BuildSettings(project: project, target: target, configuration: "Debug")
        #expect(debug["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == nil)
    }

    @Test func aSpecsSettingsKnowTheirPlaceInTheSpec() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.write(
            "project.yml",
            text: """
                name: App
                settings:
                  base:
                    SUFFIX: -Beta
                targets:
                  App:
                    type: application
                    platform: iOS
                    settings:
                      configs:
                        Release:
                          ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon$(SUFFIX)
                """)
        let project = try XcodeGenSpecReader().read(specPath: spec)
        let target = try #require(project.target(named: "App"))
        let settings = BuildSettings(project: project, target: target, configuration: "Release")
        #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "AppIcon-Beta")
        #expect(
            settings.origins["ASSETCATALOG_COMPILER_APPICON_NAME"]
                == SettingOrigin(
                    level: .target, file: spec, keyPath: "targets.App.settings.configs.Release.ASSETCATALOG_COMPILER_APPICON_NAME"))
        #expect(settings.origins["SUFFIX"] == SettingOrigin(level: .project, file: spec, keyPath: "settings.base.SUFFIX"))
    }

    @Test func aFileIsReadOnceHoweverManyFilesIncludeIt() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Leaf.xcconfig", text: "LEAF = 1\n")
        for name in ["A", "B", "C"] { folder.write("\(name).xcconfig", text: "#include \"Leaf.xcconfig\"\n") }
        let documents = XCConfigDocuments(bases: ["A", "B", "C"].map { folder.path + "/\($0).xcconfig" })
        #expect(documents.files.count == 4)
        var includes = XCConfigIncludes()
        #expect(documents.settings(at: folder.path + "/B.xcconfig", level: .target, includes: &includes)["LEAF"]?.value == .string("1"))
    }
}

/// `#include` as Xcode resolves it: beside the including file, then in the project's folder;
/// `#include?` may be missing; a required include that is not there is a finding.
@Suite struct XCConfigIncludeResolutionTests {
    func problems(in folder: TemporaryFolder, base: String) -> (settings: [String: OriginatedValue], problems: [Diagnostic]) {
        XCConfigDocuments(bases: [folder.path + "/" + base], projectFolder: folder.path).evaluation(of: folder.path + "/" + base)
    }

    @Test func anIncludeIsLookedForBesideTheFileThenInTheProjectsFolder() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Config/Base.xcconfig", text: "#include \"Config/Icons.xcconfig\"\n#include \"Local.xcconfig\"\n")
        folder.write("Config/Icons.xcconfig", text: "ASSETCATALOG_COMPILER_APPICON_NAME = FromProjectFolder\n")
        folder.write("Config/Config/Icons.xcconfig", text: "ASSETCATALOG_COMPILER_APPICON_NAME = Beside\n")
        folder.write("Local.xcconfig", text: "LOCAL = project\n")
        let evaluation = problems(in: folder, base: "Config/Base.xcconfig")
        #expect(evaluation.settings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.value == .string("Beside"), "beside the including file first")
        #expect(evaluation.settings["LOCAL"]?.value == .string("project"), "then the project's folder (Awful)")
        #expect(evaluation.problems.isEmpty)
    }

    @Test func aMissingRequiredIncludeIsAFindingAndAnOptionalOneIsNot() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Base.xcconfig",
            text: """
                #include? "Optional.xcconfig"
                #include "Icons.xcconfig"
                #include "Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig"
                #include "Flutter/Generated.xcconfig"
                #include "Team.xcconfig"
                """)
        folder.write("Team.xcconfig.template", text: "DEVELOPMENT_TEAM = \n")
        let found = problems(in: folder, base: "Base.xcconfig").problems
        #expect(found.count == 2, "\(found.map(\.message))")
        let icons = try #require(found.first { $0.keyPath == "#include \"Icons.xcconfig\"" })
        #expect(icons.severity == .warning && icons.kind == .buildSettingUnusable && icons.file == folder.path + "/Base.xcconfig")
        #expect(icons.message.contains("Icons.xcconfig, which is not there"))
        let team = try #require(found.first { $0.keyPath == "#include \"Team.xcconfig\"" })
        #expect(team.severity == .note, "a template of it is committed: each machine makes its own")
        folder.write(".gitignore", text: "# local settings\n*.local\nIcons.xcconfig\n")
        let ignored = problems(in: folder, base: "Base.xcconfig").problems.first { $0.keyPath == "#include \"Icons.xcconfig\"" }
        #expect(ignored?.severity == .note, "git-ignored: made on each machine")
    }

    /// tangem: `AppIcon_$(ENVIRONMENT_NAME)` in an included file, the variable set after the include.
    @Test func aVariableSetAfterTheIncludeStillApplies() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Common.xcconfig", text: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon_$(ENVIRONMENT_NAME)\n")
        folder.write("Beta.xcconfig", text: "#include \"Common.xcconfig\"\nENVIRONMENT_NAME = Beta\n")
        let target = XcodeProject.Target(
            name: "App", productType: "com.apple.product-type.application",
            configurations: ["Release(beta)": .init(settings: [:], baseConfiguration: nil)])
        let project = XcodeProject(
            path: folder.path + "/App.xcodeproj", sourceRoot: folder.path, name: "App", targets: [target],
            projectConfigurations: ["Release(beta)": .init(settings: [:], baseConfiguration: folder.path + "/Beta.xcconfig")]
        ).readingConfigurationFiles()
        let settings = BuildSettings(project: project, target: target, configuration: "Release(beta)")
        #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "AppIcon_Beta")
    }
}
