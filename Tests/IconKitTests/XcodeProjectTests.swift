import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A hand-written project: two targets (an app and a widget), two configurations, an xcconfig.
enum ProjectFixture {
    /// `alternates` is written as a pbxproj string unless `alternatesList` gives an array;
    /// `extraSets` are icon sets added to the catalog.
    static func write(
        in folder: TemporaryFolder, alternates: String = "Dark Light", includeAll: String = "NO",
        alternatesList: [String]? = nil, extraSets: [String] = []
    ) {
        let alternatesValue = alternatesList.map { "(" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + ")" } ?? "\"\(alternates)\""
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET); buildConfigurationList = PROJLIST; };
                    MAIN = { isa = PBXGroup; children = (CONFIGS); sourceTree = "<group>"; };
                    CONFIGS = { isa = PBXGroup; children = (XCC); path = Config; sourceTree = "<group>"; };
                    XCC = { isa = PBXFileReference; path = Beta.xcconfig; sourceTree = "<group>"; };
                    PROJLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
                    PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SUFFIX = ".dev"; }; };
                    PRELEASE = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = XCC; buildSettings = { }; };
                    APP = { isa = PBXNativeTarget; name = Sample; productType = "com.apple.product-type.application"; buildConfigurationList = APPLIST; };
                    APPLIST = { isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE); };
                    ADEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                        ASSETCATALOG_COMPILER_APPICON_NAME = "AppIcon$(SUFFIX)";
                        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \(alternatesValue);
                        ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = \(includeAll);
                        GENERATE_INFOPLIST_FILE = YES;
                        INFOPLIST_KEY_CFBundleDisplayName = "Sample$(SUFFIX)";
                        PRODUCT_BUNDLE_IDENTIFIER = "com.example.sample$(SUFFIX)";
                        TARGETED_DEVICE_FAMILY = "1,2";
                    }; };
                    ARELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                        ASSETCATALOG_COMPILER_APPICON_NAME = "AppIcon${SUFFIX}";
                        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "\(alternates)";
                        ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = \(includeAll);
                        INFOPLIST_FILE = "App/Info.plist";
                        PRODUCT_BUNDLE_IDENTIFIER = "com.example.sample$(SUFFIX)";
                        PRODUCT_NAME = "$(TARGET_NAME)";
                        TARGETED_DEVICE_FAMILY = 1;
                    }; };
                    WIDGET = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = WLIST; };
                    WLIST = { isa = XCConfigurationList; buildConfigurations = (WDEBUG); };
                    WDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                };
                rootObject = ROOT;
            }
            """
        folder.write("Sample.xcodeproj/project.pbxproj", text: pbxproj)
        folder.write("Config/Beta.xcconfig", text: "// release settings\nSUFFIX = .beta\n")
        folder.write(
            "App/Info.plist",
            PlistFixture.xml([
                "CFBundleDisplayName": "$(PRODUCT_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
                "CFBundleIcons": ["CFBundleAlternateIcons": ["Loose": ["CFBundleIconFiles": ["loose"]]]],
            ]))
        folder.write("App/loose@2x.png", PNGFixture.solid(width: 120, height: 120))
        for set in ["AppIcon.dev", "AppIcon.beta", "Dark", "Light", "Stray"] + extraSets {
            CatalogFixture.multiSize(in: folder, catalog: "App/Assets.xcassets", set: set)
        }
    }
}

@Suite struct XcodeProjectTests {
    @Test func readsTargetsConfigurationsAndXcconfigReferences() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let project = try XcodeProjectReader().read(projectPath: folder.path + "/Sample.xcodeproj")
        #expect(project.targets.map(\.name) == ["Sample", "Widget"])
        #expect(
            project.projectConfigurations["Release"]?.baseConfiguration
                == URL(fileURLWithPath: folder.path + "/Config/Beta.xcconfig").standardizedFileURL.path)
        let settings = BuildSettings(project: project, target: project.targets[0], configuration: "Release")
        #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "AppIcon.beta", "${SUFFIX} from the xcconfig")
        #expect(settings["PRODUCT_NAME"] == "Sample", "$(TARGET_NAME)")
        #expect(settings.expand("$(UNSET)x") == "x")
    }

    @Test func everyConfigurationLoadsFromOneReadOfTheProject() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let location = try AppLocator().locate(folder.path + "/Sample.xcodeproj")
        let apps = try AppLoader(LoadOptions(target: "Sample", idioms: [.iphone, .ipad])).loadEveryConfiguration(location)
        #expect(apps.map { $0.devices.map(\.idiom) } == [[.iphone, .ipad], [.iphone, .ipad]])
        #expect(apps.map { $0.project?.configuration } == ["Release", "Debug"], "the asked-for one (Release) first")
        #expect(apps.map { $0.devices.first?.catalog.primary.iconSetName } == ["AppIcon.beta", "AppIcon.dev"])
        #expect(apps.first?.project?.configurations == ["Debug", "Release"])
        let debug = try AppLoader(LoadOptions(configuration: "Debug", idioms: [.iphone])).loadEveryConfiguration(location)
        #expect(debug.map { $0.project?.configuration } == ["Debug"], "one configuration asked for: that one only")
        #expect(throws: InputError.self) {
            try AppLoader(LoadOptions(configuration: "Beta", idioms: [.iphone])).loadEveryConfiguration(location)
        }
    }

    @Test func debugGeneratesItsInfoPlistFromSettings() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let app = try TestApp.load(folder.path, idiom: .iphone, configuration: "Debug")
        #expect(app.appName == "Sample.dev")
        #expect(app.stateKey == "com.example.sample.dev")
        #expect(
            app.project
                == ProjectSelection(
                    project: URL(fileURLWithPath: folder.path + "/Sample.xcodeproj").standardizedFileURL.path,
                    target: "Sample", configuration: "Debug", configurations: ["Debug", "Release"]))
        #expect(app.catalog.primary.iconSetName == "AppIcon.dev")
        #expect(app.catalog.alternates.map(\.name) == ["Dark", "Light"])
        #expect(app.images.allSatisfy { $0.best?.header?.width == 180 })
        #expect(app.diagnostics.contains { $0.kind == .strayIconSet && $0.message.contains("\u{201C}Stray\u{201D}") })
        let iPad = try TestApp.load(folder.path, idiom: .ipad, configuration: "Debug")
        #expect(iPad.catalog.sourceKeyPath == "CFBundleIcons~ipad", "the catalog compiler writes ~ipad for an iPad-capable target")
        #expect(iPad.images.allSatisfy { $0.best?.header?.width == 167 })
    }

    @Test func releaseMergesTheInfoPlistAndExpandsItsVariables() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let app = try TestApp.load(folder.path + "/Sample.xcodeproj", idiom: .iphone)
        #expect(app.project?.configuration == "Release")
        #expect(app.appName == "Sample" && app.stateKey == "com.example.sample.beta")
        #expect(app.catalog.primary.iconSetName == "AppIcon.beta")
        #expect(app.catalog.alternates.map(\.name) == ["Dark", "Light", "Loose"])
        #expect(app.images[3].best?.fileName == "loose@2x.png")
    }

    @Test func includeAllMakesEveryOtherSetAnAlternate() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder, alternates: "", includeAll: "YES")
        let app = try TestApp.load(folder.path, idiom: .iphone, configuration: "Debug")
        #expect(app.catalog.alternates.map(\.name) == ["AppIcon.beta", "Dark", "Light", "Stray"])
    }

    @Test func mistakesInTheSettingsAreReportedWithTheSetting() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder, alternates: "Dark Missing AppIcon.dev")
        let app = try TestApp.load(folder.path, idiom: .iphone, configuration: "Debug")
        #expect(
            app.diagnostics.contains {
                $0.kind == .catalogSetMissing && $0.keyPath == "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
                    && $0.message.contains("Missing")
            })
        #expect(app.diagnostics.contains { $0.kind == .setPrimaryAndAlternate })
        #expect(!app.catalog.alternates.contains { $0.name == "AppIcon.dev" })
    }

    @Test func arraySettingsKeepEachElementEvenWithASpaceInIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder, alternatesList: ["Dark", "Dark Mode"], extraSets: ["Dark Mode"])
        let project = try XcodeProjectReader().read(projectPath: folder.path + "/Sample.xcodeproj")
        let debug = try #require(project.target(named: "Sample")?.configurations["Debug"])
        #expect(debug.settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .list(["Dark", "Dark Mode"]))
        #expect(debug.settings["TARGETED_DEVICE_FAMILY"] == .string("1,2"))
        let settings = BuildSettings(project: project, target: project.targets[0], configuration: "Debug")
        #expect(settings.list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") == ["Dark", "Dark Mode"])
        #expect(
            settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == "Dark \"Dark Mode\"", "as a string, the spaced element is quoted")
    }

    @Test func anAlternateSetNamedWithASpaceSurvivesFromTheProjectToItsImages() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder, alternatesList: ["Dark", "Dark Mode"], extraSets: ["Dark Mode"])
        let app = try TestApp.load(folder.path, idiom: .iphone, configuration: "Debug")
        #expect(app.catalog.alternates.map(\.name) == ["Dark", "Dark Mode"])
        #expect(!app.diagnostics.contains { $0.kind == .catalogSetMissing })
        #expect(!app.diagnostics.contains { $0.kind == .strayIconSet && $0.message.contains("Dark Mode") })
        let darkMode = try #require(app.catalog.alternates.firstIndex { $0.name == "Dark Mode" })
        #expect(
            app.images[darkMode + 1].best?.path.hasSuffix("/Dark Mode.appiconset/iphone-180.png") == true, "images come from the spaced set"
        )
    }

    @Test func targetsAndConfigurationsThatDoNotExistAreClearErrors() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let target = try #require(throws: InputError.self) { try TestApp.load(folder.path, idiom: .iphone, target: "Nope") }
        #expect(target.description.contains("no target \u{201C}Nope\u{201D}") && target.description.contains("Widget"))
        let configuration = try #require(throws: InputError.self) {
            try TestApp.load(folder.path, idiom: .iphone, configuration: "Staging")
        }
        #expect(configuration.description.contains("Staging") && configuration.description.contains("Debug"))
    }
}

/// A folder or Info.plist below a project that builds it.
@Suite struct BuildingProjectTests {
    @Test func aFolderBelowTheProjectReadsTheProjectThatBuildsItsPlist() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let app = try TestApp.load(folder.path + "/App", idiom: .iphone)
        #expect(app.source == .project && app.project?.target == "Sample")
        #expect(app.catalog.primary.iconSetName == "AppIcon.beta", "the build settings are applied")
    }

    @Test func anInfoPlistNamedItselfIsReadBareAndNamesItsProject() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder)
        let app = try TestApp.load(folder.path + "/App/Info.plist", idiom: .iphone)
        #expect(app.source == .infoPlist && app.project == nil)
        #expect(app.builtBy?.target == "Sample")
        #expect(app.builtBy?.project == URL(fileURLWithPath: folder.path + "/Sample.xcodeproj").standardizedFileURL.path)
        #expect(app.appName != "$(PRODUCT_NAME)")
    }
}
