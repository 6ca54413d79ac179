import Foundation
import TestSupport
import Testing

/// The built binary, run with no flags at the root of repositories whose iOS project is generated.
@Suite struct GeneratedProjectCommandTests {
    let state = TemporaryFolder("iconpicker-generated-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    @Test func anExpoAppWithoutIOSIsExplainedNotMistakenForTheDemo() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-expo")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        repository.write(
            "app.json", text: #"{"expo": {"plugins": [["expo-alternate-app-icons", [{"name": "Sunrise", "ios": "./sunrise.png"}]]]}}"#)
        let result = try runner.run(["list"], in: repository.path)
        #expect(result.status == 66, "\(result)")
        #expect(result.stderr.contains("this is an Expo app") && result.stderr.contains("npx expo prebuild"), "\(result.stderr)")
        #expect(result.stderr.contains("Sunrise: ./sunrise.png"), "\(result.stderr)")
        #expect(!result.stdout.contains("Colourful"), "not the demo: \(result.stdout)")
    }

    @Test func aSpecOnlyRepositoryListsTheIconsItsProjectWouldBuild() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-xcodegen")
        defer { repository.remove() }
        repository.write(
            "project.yml",
            text: """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                    settings:
                      ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                      ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Night
                      PRODUCT_BUNDLE_IDENTIFIER: com.example.shop
                """)
        for name in ["AppIcon", "Night"] { ModernProjectFixture.iconBundle("Shop/\(name).icon", in: repository) }
        let result = try runner.run(["list", "--json"], in: repository.path)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let icons = try #require(report["icons"] as? [[String: Any]])
        #expect(icons.map { $0["name"] as? String ?? "(primary)" } == ["(primary)", "Night"])
        #expect(icons.map { ($0["source"] as? [String: Any])?["kind"] as? String } == ["iconComposer", "iconComposer"])
    }
}
