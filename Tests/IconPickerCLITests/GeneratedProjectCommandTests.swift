import Foundation
import TestSupport
import Testing

/// The built binary, run with no flags at the root of repositories whose iOS project is generated.
@Suite struct GeneratedProjectCommandTests {
    let state = TemporaryFolder("iconpicker-generated-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// An Expo app without ios/ lists what prebuild would build, each icon from its image, with a
    /// word on stderr that the project is generated.
    @Test func anExpoAppWithoutIOSListsTheIconsPrebuildWouldBuild() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-expo")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        repository.write(
            "app.json",
            text: #"{"expo": {"name": "Sunny", "icon": "./icon.png", "ios": {"bundleIdentifier": "com.example.sunny"}, "#
                + #""plugins": [["expo-alternate-app-icons", [{"name": "sunrise", "ios": "./sunrise.png"}]]]}}"#)
        repository.write("icon.png", PNGFixture.solid(width: 1024, height: 1024))
        repository.write("sunrise.png", PNGFixture.solid(width: 1024, height: 1024, rgba: (250, 200, 0, 255)))
        let result = try runner.run(["list", "--json"], in: repository.path)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("`npx expo prebuild` generates it from app.json"), "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["app"] as? [String: Any])?["source"] as? String == "manifest")
        let icons = try #require(report["icons"] as? [[String: Any]])
        #expect(icons.map { $0["name"] as? String ?? "(primary)" } == ["(primary)", "Sunrise"])
        let source = try #require(icons.last?["source"] as? [String: Any])
        #expect(source["kind"] as? String == "generated")
        #expect(source["generator"] as? String == "Expo prebuild (expo-alternate-app-icons)")
        #expect(source["sources"] as? [String] == [repository.path + "/sunrise.png"])
        #expect((icons.last?["image"] as? [String: Any])?["path"] as? String == repository.path + "/sunrise.png")
        let set = try runner.run(["set", "Sunrise"], in: repository.path)
        #expect(set.status == 0, "\(set)")
        let current = try runner.run(["current"], in: repository.path)
        #expect(current.stdout.contains("Sunrise"), "\(current)")
    }

    /// A MAUI icon is listed from the SVGs MAUI draws it from, at the size MAUI renders.
    @Test func aMAUIIconIsListedFromItsSources() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-maui")
        defer { repository.remove() }
        repository.write(
            "Weather/Weather.csproj",
            text: #"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup><TargetFrameworks>net8.0-ios</TargetFrameworks><OutputType>Exe</OutputType></PropertyGroup>
                  <ItemGroup><MauiIcon Include="Resources\appicon.svg" ForegroundFile="Resources\appiconfg.svg" Color="#081B25" /></ItemGroup>
                </Project>
                """#)
        repository.write("Weather/Platforms/iOS/Info.plist", PlistFixture.xml(["XSAppIconAssets": "Assets.xcassets/appicon.appiconset"]))
        for name in ["appicon", "appiconfg"] { repository.write("Weather/Resources/\(name).svg", text: LayerImageFixture.quarterSVG) }
        let result = try runner.run(["list", "--json"], in: repository.path)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let primary = try #require((report["icons"] as? [[String: Any]])?.first)
        let source = try #require(primary["source"] as? [String: Any])
        #expect(
            source["kind"] as? String == "generated" && source["generator"] as? String == "MAUI" && source["name"] as? String == "appicon")
        let resources = repository.path + "/Weather/Resources/"
        #expect(source["sources"] as? [String] == [resources + "appicon.svg", resources + "appiconfg.svg"])
        let image = try #require(primary["image"] as? [String: Any])
        #expect(image["path"] as? String == resources + "appicon.svg")
        #expect(image["width"] as? Int == 1024 && image["height"] as? Int == 1024)
        let table = try runner.run(["list"], in: repository.path)
        #expect(table.stdout.contains("set appicon (MAUI)") && table.stdout.contains("SVG"), "\(table.stdout)")
    }

    /// A React Native app without Expo and without ios/: nothing generates its project, and that is said.
    @Test func aBareReactNativeAppWithoutIOSIsExplainedNotMistakenForTheDemo() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-react-native")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"react-native": "0.81.0"}}"#)
        repository.write("app.json", text: #"{"name": "Today", "displayName": "Today"}"#)
        let result = try runner.run(["list"], in: repository.path)
        #expect(result.status == 66, "\(result)")
        #expect(result.stderr.contains("a React Native app") && result.stderr.contains("ios/ folder is missing"), "\(result.stderr)")
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
