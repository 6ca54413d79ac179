import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A loaded project knows where each icon setting is written and which configurations share that
/// place; a finding about a setting points at the file it is written in.
@Suite struct BuildSettingFactTests {
    /// Debug and Release are based on `Icons.xcconfig` (which names the alternates); Release's target
    /// settings name the primary, Debug's take the xcconfig's.
    static func project(in folder: TemporaryFolder) -> String {
        folder.write(
            "Icons.xcconfig",
            text: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon\nASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark Gone\n")
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon")
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon-Release")
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "Dark")
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
              ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (T0); buildConfigurationList = PLIST; };
              MAIN = { isa = PBXGroup; children = (XC); sourceTree = "<group>"; };
              XC = { isa = PBXFileReference; path = Icons.xcconfig; sourceTree = "<group>"; };
              PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
              PDEBUG = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = XC; buildSettings = { }; };
              PRELEASE = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = XC; buildSettings = { }; };
              T0 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L0; };
              L0 = { isa = XCConfigurationList; buildConfigurations = (CDEBUG, CRELEASE); };
              CDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
              CRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                GENERATE_INFOPLIST_FILE = YES; ASSETCATALOG_COMPILER_APPICON_NAME = "AppIcon-Release"; }; };
            }; rootObject = ROOT; }
            """
        folder.write("App.xcodeproj/project.pbxproj", text: pbxproj)
        return folder.path + "/App.xcodeproj"
    }

    @Test func eachIconSettingKnowsItsPlaceAndTheConfigurationsSharingIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = Self.project(in: folder)
        let release = try TestApp.load(path, idioms: [.iphone])
        let primary = try #require(release.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(primary.value == "AppIcon-Release" && primary.configurations == ["Release"])
        #expect(
            primary.origin
                == SettingOrigin(
                    level: .target, file: path + "/project.pbxproj",
                    keyPath: "objects.CRELEASE.buildSettings.ASSETCATALOG_COMPILER_APPICON_NAME"))
        let alternates = try #require(release.buildSettings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"])
        #expect(alternates.origin == SettingOrigin(level: .projectConfigurationFile, file: folder.path + "/Icons.xcconfig", line: 2))
        #expect(alternates.configurations == ["Debug", "Release"], "one line serves both: an edit there changes both")
        let debug = try TestApp.load(path, idioms: [.iphone], configuration: "Debug")
        #expect(debug.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.origin.line == 1)
        #expect(debug.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.configurations == ["Debug"])
    }

    @Test func aFindingAboutASettingPointsAtTheFileItIsWrittenIn() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = try TestApp.load(Self.project(in: folder), idiom: .iphone)
        let missing = try #require(app.diagnostics.first { $0.kind == .catalogSetMissing && $0.about == "Gone" })
        #expect(missing.file == folder.path + "/Icons.xcconfig", "not the pbxproj: the xcconfig names the set")
        #expect(missing.keyPath == "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES")
    }
}
