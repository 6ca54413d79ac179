import Foundation
import TestSupport
import Testing

@testable import IconKit

/// What a command with no PATH reads: the app in the current folder, or (nil) the demo.
@Suite struct AppDiscoveryTests {
    @Test func aFolderWithAnAppIsRead() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        #expect(AppDiscovery.defaultPath(in: folder.path) == nil, "an empty folder: the demo")
        folder.write("notes/Info.plist", PlistFixture.xml(["CFBundleName": "Not an app"]))
        #expect(AppDiscovery.defaultPath(in: folder.path) == nil, "a plist declaring no icons is not an app")
        folder.write("build/Shop.ipa", Data("zip".utf8))
        let ipa = AppDiscovery.defaultPath(in: folder.path + "/build")
        #expect(ipa == URL(fileURLWithPath: folder.path + "/build/Shop.ipa").standardizedFileURL.path)
        PbxprojFixture.write(in: folder, "ios/Shop.xcodeproj", targets: [.init("Shop")])
        #expect(AppDiscovery.defaultPath(in: folder.path) == URL(fileURLWithPath: folder.path).standardizedFileURL.path)
    }

    @Test func aPlistDeclaringIconsIsAnApp() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        folder.write("Sources/Info.plist", PlistFixture.xml(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a"]]]]))
        #expect(AppDiscovery.defaultPath(in: folder.path) != nil)
    }

    @Test func aSwiftPackageCheckoutAndTheDemoAreNotApps() throws {
        let folder = TemporaryFolder("iconpicker-discover")
        defer { folder.remove() }
        folder.write("Package.swift", text: "// swift-tools-version:6.0\n")
        folder.write(
            "Resources/Demo/Info.plist", PlistFixture.xml(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a"]]]]))
        #expect(AppDiscovery.defaultPath(in: folder.path) == nil, "iconpicker's own checkout: `make run` opens the demo")
        let demo = try #require(DemoApp.searchLocations(executablePath: nil).last)
        #expect(AppDiscovery.defaultPath(in: demo) == nil)
        #expect(AppDiscovery.defaultPath(in: "/") == nil)
        PbxprojFixture.write(in: folder, "Example/Example.xcodeproj", targets: [.init("Example")])
        #expect(AppDiscovery.defaultPath(in: folder.path) != nil, "a package with an example app: the example app")
    }
}
