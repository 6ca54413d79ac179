import Foundation
import TestSupport
import Testing

/// The built binary run with no PATH (or a repository's root), as a new user or CI runs it.
@Suite struct FindingTheAppTests {
    let state = TemporaryFolder("iconpicker-finding-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// An iOS app with an alternate set, beside a tvOS app, in `ios/` of a repository.
    func writeRepository(in folder: TemporaryFolder) {
        let settings = [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Dark",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.shop", "GENERATE_INFOPLIST_FILE": "YES",
        ]
        PbxprojFixture.write(
            in: folder, "ios/Shop.xcodeproj",
            targets: [
                .init("Shop TV", settings: settings.merging(["SDKROOT": "appletvos"]) { $1 }), .init("Shop", settings: settings),
            ])
        for set in ["AppIcon", "Dark"] { CatalogFixture.multiSize(in: folder, catalog: "ios/Shop/Assets.xcassets", set: set) }
        folder.write("README.md", text: "# Shop\n")
    }

    @Test func noPathInARepositoryReadsItsApp() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-finding-repo")
        defer { repository.remove() }
        writeRepository(in: repository)
        let list = try runner.run(["list"], in: repository.path)
        #expect(list.status == 0, "\(list)")
        #expect(!list.stderr.contains("demo"), "\(list)")
        let title = String(list.stdout.split(separator: "\n").first ?? "")
        #expect(title.contains("target Shop, Release (also Shop TV: --target)"), "\(title)")
        let report = try json(try runner.run(["list", "--json"], in: repository.path).stdout)
        let app = try #require(report["app"] as? [String: Any])
        #expect(app["isDemo"] as? Bool == false && app["source"] as? String == "project")
        #expect((app["project"] as? [String: Any])?["otherTargets"] as? [String] == ["Shop TV"])
        let lint = try runner.run(["lint", "--format", "json"], in: repository.path)
        #expect((try json(lint.stdout)["app"] as? [String: Any])?["isDemo"] as? Bool == false, "\(lint)")
    }

    @Test func noPathInAFolderWithoutAnAppReadsTheDemoAndSaysSo() throws {
        defer { state.remove() }
        let empty = TemporaryFolder("iconpicker-finding-empty")
        defer { empty.remove() }
        let list = try runner.run(["list"], in: empty.path)
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.hasPrefix("Colourful \u{2014} "))
        #expect(list.stderr.contains("no app in ") && list.stderr.contains("using the bundled demo app"), "\(list)")
        let app = try #require(try json(try runner.run(["list", "--json"], in: empty.path).stdout)["app"] as? [String: Any])
        #expect(app["isDemo"] as? Bool == true && app["source"] as? String == "demo")
        let lint = try runner.run(["lint", "--format", "json"], in: empty.path)
        #expect((try json(lint.stdout)["app"] as? [String: Any])?["isDemo"] as? Bool == true, "\(lint)")
        #expect(lint.stderr.contains("using the bundled demo app"))
    }

    @Test func aFolderWithOnlyABareInfoPlistSaysSo() throws {
        defer { state.remove() }
        let folder = TemporaryFolder("iconpicker-finding-bare")
        defer { folder.remove() }
        folder.write("App/Info.plist", PlistFixture.xml(PlistFixture.infoPlist(alternates: ["Dark": (["dark"], 1)])))
        let list = try runner.run(["list"], in: folder.path)
        #expect(list.stderr.contains("no Xcode project found; reading the bare Info.plist"), "\(list)")
    }

    /// The corpus apps from their repository roots, no flags: the app Xcode would build.
    @Test(
        .enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)),
        arguments: [
            ("home-assistant__iOS", "Home Assistant", "target App, Release (also Launcher: --target)"),
            ("razeware__emitron-iOS", "raywenderlich", "target emitron, Release"),
            ("Dimillian__IceCubesApp", "Ice Cubes", "target IceCubesApp, Release"),
        ])
    func corpusAppsFromTheirRepositoryRoots(folder: String, name: String, target: String) throws {
        defer { state.remove() }
        let list = try runner.run(["list"], in: SharedFolder.corpus(folder))
        #expect(list.status == 0, "\(list)")
        let title = String(list.stdout.split(separator: "\n").first ?? "")
        #expect(title.hasPrefix(name + " \u{2014} iPhone icons from ") && title.hasSuffix(target), "\(title)")
        #expect(!list.stderr.contains("demo") && !list.stderr.contains("bare Info.plist"), "\(list.stderr)")
    }
}
