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

/// Where the app is, as real repositories keep it (issue 20): deep in monorepos, in a clone whose
/// name ends in `.app`, several side by side.
@Suite struct AppLocatorRepositoryTests {
    @Test func aMonorepoAppFiveLevelsDownIsFoundAndVendoredTreesAreSkipped() throws {
        let folder = TemporaryFolder("iconpicker-monorepo")
        defer { folder.remove() }
        PbxprojFixture.write(in: folder, "mobile/apps/shop/ios/Shop.xcodeproj", targets: [.init("Shop")])
        PbxprojFixture.write(in: folder, "node_modules/react-native/template/ios/Template.xcodeproj", targets: [.init("Template")])
        PbxprojFixture.write(in: folder, "mobile/apps/shop/android/app/Fake.xcodeproj", targets: [.init("Fake")])
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.path == folder.path + "/mobile/apps/shop/ios/Shop.xcodeproj")
    }

    @Test func severalAppsAreNamedAllWithHowToChoose() throws {
        let folder = TemporaryFolder("iconpicker-monorepo")
        defer { folder.remove() }
        PbxprojFixture.write(in: folder, "apps/shop/ios/Shop.xcodeproj", targets: [.init("Shop")])
        PbxprojFixture.write(in: folder, "apps/notes/ios/Notes.xcodeproj", targets: [.init("Notes")])
        let error = try #require(throws: InputError.self) { try AppLocator().locate(nil, workingDirectory: folder.path) }
        guard case .projectChoice(_, let message, let options) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(message.contains("several Xcode projects with an app"))
        #expect(options == [folder.path + "/apps/notes/ios/Notes.xcodeproj", folder.path + "/apps/shop/ios/Shop.xcodeproj"])
    }

    @Test func aCloneNamedLikeABuiltAppIsReadAsTheCheckoutItIs() throws {
        let folder = TemporaryFolder("iconpicker-dotapp")
        defer { folder.remove() }
        let clone = folder.path + "/Weather.app"
        folder.write("Weather.app/.git/HEAD", text: "ref: refs/heads/main\n")
        folder.write("Weather.app/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        PbxprojFixture.write(in: folder, "Weather.app/Weather.xcodeproj", targets: [.init("Weather")])
        #expect(!BuiltApp.isBundle(clone))
        #expect(try AppLocator().locate(clone).source == .project)
        #expect(try AppLocator().locate(nil, workingDirectory: clone).source == .project)
        // A built bundle: its Info.plist at its root and no source tree.
        folder.write("Built.app/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        folder.write("Built.app/Built", Data(count: 16))
        #expect(BuiltApp.isBundle(folder.path + "/Built.app"))
        #expect(try AppLocator().locate(folder.path + "/Built.app").source == .builtApp)
    }

    @Test func anInfoPlistDeeperThanFourLevelsIsFound() throws {
        let folder = TemporaryFolder("iconpicker-deep")
        defer { folder.remove() }
        let plist = folder.write(
            "a/b/c/d/e/Info.plist", PlistFixture.xml(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["icon"]]]]))
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        guard case .infoPlist(let path, _, _) = location.kind else {
            Issue.record("got \(location.kind)")
            return
        }
        #expect(path == URL(fileURLWithPath: plist).standardizedFileURL.path)
    }

    /// A tree larger than the search's budget with no app in what was seen: not the demo, which
    /// would pass a CI job on the wrong app, but an error that says to name the app.
    @Test func aSearchThatRanOutOfFoldersNeverOpensTheDemo() throws {
        let folder = TemporaryFolder("iconpicker-wide")
        defer { folder.remove() }
        for index in 0..<60 {
            try FileManager.default.createDirectory(atPath: folder.path + "/f\(index)/g", withIntermediateDirectories: true)
        }
        let locator = AppLocator(folderBudget: 50)
        let error = try #require(throws: InputError.self) { try locator.locate(nil, workingDirectory: folder.path) }
        guard case .projectChoice(_, let message, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(message.contains("no app in the first 50 folders"))
        #expect(try AppLocator(folderBudget: 500).locate(nil, workingDirectory: folder.path).source == .demo, "all seen: the demo")
    }
}

/// Only iOS apps have alternate icons: a Flutter app's macOS runner does not compete with its iOS
/// one, and a project that builds only a tvOS app is said to be one.
@Suite struct AppLocatorPlatformTests {
    @Test func aMacOSRunnerBesideTheIOSOneIsNoCandidate() throws {
        let folder = TemporaryFolder("iconpicker-platforms")
        defer { folder.remove() }
        PbxprojFixture.write(in: folder, "ios/Runner.xcodeproj", targets: [.init("Runner")])
        folder.write(
            "macos/Runner.xcodeproj/project.pbxproj",
            text: PbxprojFixture.text(targets: [.init("Runner", settings: ["SDKROOT": "macosx"])], projectSettings: ["SDKROOT": "macosx"]))
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.path == folder.path + "/ios/Runner.xcodeproj")
    }

    @Test func aTVOSOnlyProjectIsSaidToBeOne() throws {
        let folder = TemporaryFolder("iconpicker-platforms")
        defer { folder.remove() }
        folder.write(
            "HomeKitTV.xcodeproj/project.pbxproj",
            text: PbxprojFixture.text(
                targets: [.init("HomeKitTV", settings: ["SDKROOT": "appletvos", "TARGETED_DEVICE_FAMILY": "3"])],
                projectSettings: ["SDKROOT": "appletvos"]))
        let error = try #require(throws: InputError.self) { try TestApp.load(folder.path, idiom: .iphone) }
        #expect(error == .notAnIOSApp(project: folder.path + "/HomeKitTV.xcodeproj", target: "HomeKitTV", platform: "tvOS"))
        #expect(error.description.contains("builds a tvOS app, not an iOS app"))
        #expect(throws: InputError.self, "named with --target too") {
            try TestApp.load(folder.path, idiom: .iphone, target: "HomeKitTV")
        }
    }
}
