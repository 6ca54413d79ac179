import AppArchive
import Foundation
import TestSupport
import Testing

@testable import IconKit

/// What a command reads: the app PATH names, or with no PATH the app in the current folder (the
/// demo when it holds none), found in one search whose parsed project goes to the load.
@Suite struct AppLocatorTests {
    /// The location a command run in `folder` with no PATH reads.
    func located(in folder: String) throws -> AppLocation {
        try AppLocator().locate(nil, workingDirectory: folder)
    }

    @Test func aFolderWithAnAppIsRead() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        #expect(try located(in: folder.path).source == .demo, "an empty folder: the demo")
        folder.write("notes/Info.plist", PlistFixture.xml(["CFBundleName": "Not an app"]))
        #expect(try located(in: folder.path).source == .demo, "a plist declaring no icons is not an app")
        let build = TemporaryFolder("iconpicker-discover-build")
        defer { build.remove() }
        _ = try IPAFixture.write(in: build, name: "Shop.ipa", alternates: 1)
        guard case .archive(let archive) = try located(in: build.path).kind else {
            Issue.record("one .ipa in the folder: that app")
            return
        }
        #expect(archive.shownName == "Shop.ipa:Payload/Colourful.app")
        PbxprojFixture.write(in: folder, "ios/Shop.xcodeproj", targets: [.init("Shop")])
        let project = try located(in: folder.path)
        #expect(project.source == .project && project.project?.path == folder.path + "/ios/Shop.xcodeproj")
    }

    @Test func aPlistDeclaringIconsIsAnApp() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        let plist = folder.write(
            "Sources/Info.plist", PlistFixture.xml(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a"]]]]))
        let location = try located(in: folder.path)
        #expect(location.source == .bareInfoPlist)
        guard case .infoPlist(let path, let projectRoot, let builtBy) = location.kind else {
            Issue.record("got \(location.kind)")
            return
        }
        #expect(path == URL(fileURLWithPath: plist).standardizedFileURL.path && builtBy == nil)
        #expect(projectRoot == URL(fileURLWithPath: folder.path + "/Sources").standardizedFileURL.path, "no project root: its folder")
    }

    @Test func aSwiftPackageCheckoutAndTheDemoAreNotApps() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        folder.write("Package.swift", text: "// swift-tools-version:6.0\n")
        folder.write(
            "Resources/Demo/Info.plist", PlistFixture.xml(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a"]]]]))
        #expect(try located(in: folder.path).source == .demo, "iconpicker's own checkout: `make run` opens the demo")
        let demo = try #require(DemoApp.searchLocations(executablePath: nil).last)
        #expect(try located(in: demo).source == .demo)
        #expect(try located(in: "/").source == .demo)
        PbxprojFixture.write(in: folder, "Example/Example.xcodeproj", targets: [.init("Example")])
        #expect(try located(in: folder.path).source == .project, "a package with an example app: the example app")
    }

    /// The project found while looking is the one loaded: the load parses nothing the search parsed.
    @Test func theProjectParsedWhileLookingIsTheOneLoaded() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        PbxprojFixture.write(in: folder, "ios/Shop.xcodeproj", targets: [.init("Shop", settings: ["PRODUCT_NAME": "Shop"])])
        let location = try AppLocator().locate(folder.path)
        // Gone from the disk after the search: a load that parsed it again would fail.
        try FileManager.default.removeItem(atPath: folder.path + "/ios/Shop.xcodeproj/project.pbxproj")
        let app = try AppLoader(LoadOptions(idioms: [.iphone])).load(location)
        #expect(app.project?.target == "Shop" && app.appName == "Shop")
    }

    /// A folder below a project (`App/Support Files`) means the project whose target builds the
    /// Info.plist found there; naming the plist itself reads it bare, with that project named.
    @Test func aFolderBelowAProjectMeansTheProjectThatBuildsItsPlist() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        let plist = folder.write("App/Support/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        PbxprojFixture.write(
            in: folder, "Shop.xcodeproj", targets: [.init("Shop", settings: ["INFOPLIST_FILE": "App/Support/Info.plist"])])
        let fromFolder = try AppLocator().locate(folder.path + "/App/Support")
        guard case .project(let project, let target) = fromFolder.kind else {
            Issue.record("got \(fromFolder.kind)")
            return
        }
        #expect(project.path == folder.path + "/Shop.xcodeproj" && target == "Shop")
        let named = try AppLocator().locate(plist)
        #expect(named.source == .infoPlist)
        guard case .infoPlist(_, _, let builtBy) = named.kind else {
            Issue.record("got \(named.kind)")
            return
        }
        #expect(builtBy?.project == folder.path + "/Shop.xcodeproj" && builtBy?.target == "Shop")
    }
}
