import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Repositories whose Xcode project is generated: an XcodeGen spec alone, a spec beside its
/// committed project, an Expo app without `ios/`, and a Flutter app's `ios/Runner`.
@Suite struct GeneratedProjectTests {
    static let spec = """
        name: Today
        options:
          bundleIdPrefix: com.example
        configs:
          Debug: debug
          Release: release
        settings:
          base:
            IPHONEOS_DEPLOYMENT_TARGET: "18.0"
        targets:
          Today:
            type: application
            platform: iOS
            sources:
              - path: App
                excludes:
                  - Legacy.icon
              - Icons/Sunrise.icon
            settings:
              base:
                ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS: NO
                TARGETED_DEVICE_FAMILY: "1,2"
              configs:
                Release:
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise Dusk
                Debug:
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise
            info:
              path: App/Info.plist
              properties:
                CFBundleDisplayName: Today
          TodayTests:
            type: bundle.unit-test
            platform: iOS
        """

    func writeSpecProject(in folder: TemporaryFolder) {
        folder.write("project.yml", text: Self.spec)
        for bundle in ["App/AppIcon.icon", "App/Dusk.icon", "App/Legacy.icon", "Icons/Sunrise.icon"] {
            ModernProjectFixture.iconBundle(bundle, in: folder)
        }
    }

    func bundle(_ images: IconImages) -> String? {
        guard case .iconComposer(let path) = images.source else { return nil }
        return (path as NSString).lastPathComponent
    }

    @Test func aSpecWithoutAProjectIsReadAsTheProjectItGenerates() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeSpecProject(in: folder)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.project?.target == "Today")
        #expect(app.project?.project.hasSuffix("/project.yml") == true)
        #expect(app.appName == "Today")
        #expect(app.stateKey == "com.example.Today")
        #expect(app.catalog.icons.map { $0.name ?? "(primary)" } == ["(primary)", "Sunrise", "Dusk"])
        #expect(app.images.map(bundle) == ["AppIcon.icon", "Sunrise.icon", "Dusk.icon"])
        // XcodeGen writes .icon references as wrapper.icon: the disputed type is warned about once.
        #expect(app.diagnostics.filter { $0.kind == .wrapperIconReference }.map(\.about) == ["Sunrise"])
        // The excluded bundle is in no target.
        #expect(app.diagnostics.contains { $0.kind == .iconBundleNotInTarget && $0.about == "Legacy" })
        #expect(!app.diagnostics.contains { $0.severity == .error }, "\(app.diagnostics)")
        let debug = try TestApp.load(folder.path + "/project.yml", idiom: .iphone, configuration: "Debug")
        #expect(debug.catalog.alternates.map(\.name) == ["Sunrise"])
    }

    @Test func infoPropertiesAreThePlistXcodeGenWouldWrite() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "project.yml",
            text: """
                name: Loose
                targets:
                  Loose:
                    type: application
                    platform: iOS
                    sources: [Loose]
                    info:
                      path: Loose/Info.plist
                      properties:
                        CFBundleDisplayName: Loose Icons
                        CFBundleIcons:
                          CFBundlePrimaryIcon:
                            CFBundleIconFiles: [icon]
                          CFBundleAlternateIcons:
                            night:
                              CFBundleIconFiles: [night]
                              UIPrerenderedIcon: false
                """)
        folder.write("Loose/icon@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("Loose/night@3x.png", PNGFixture.solid(width: 180, height: 180))
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.appName == "Loose Icons")
        #expect(app.catalog.alternates.map(\.name) == ["night"])
        #expect(app.images.map { $0.best?.fileName } == ["icon@3x.png", "night@3x.png"])
        #expect(app.declaration.infoPlistPath.hasSuffix("/project.yml"))
    }

    @Test func aFolderHoldingOnlyASpecIsAnApp() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeSpecProject(in: folder)
        #expect(try AppLocator().locate(nil, workingDirectory: folder.path).project?.isXcodeGenSpec == true)
    }

    @Test func yamlThatIsNotASpecIsATypedErrorNamingTheFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("project.yml", text: "targets: [unclosed\n")
        let error = try #require(throws: InputError.self) { try TestApp.load(folder.path, idiom: .iphone) }
        guard case .unreadableProjectSpec(let path, let detail) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(path.hasSuffix("/project.yml"))
        #expect(detail.contains("not valid YAML"))
    }

    @Test func aSpecThatDisagreesWithTheCommittedProjectIsANote() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeSpecProject(in: folder)
        // The committed project (target renamed to match the spec) builds only Sunrise as an alternate.
        var text = ModernProjectFixture(
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Sunrise")],
            synchronizedFolder: "App", resources: [("Icons/Sunrise.icon", "folder.iconcomposer.icon")]
        ).text
        text = text.replacingOccurrences(of: "name = App;", with: "name = Today;")
        folder.write("Today.xcodeproj/project.pbxproj", text: text)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.project?.project.hasSuffix("Today.xcodeproj") == true)
        #expect(app.catalog.alternates.map(\.name) == ["Sunrise"])
        let note = try #require(app.diagnostics.first { $0.kind == .xcodeGenSpecDisagrees })
        #expect(note.severity == .note)
        #expect(note.message.contains("Sunrise Dusk in the spec, Sunrise in the project"), "\(note.message)")
    }

    /// An Expo app without ios/ is the project prebuild would generate: the app icon and the plugin's
    /// alternates, each drawn from its image, found with no PATH too.
    @Test func anExpoAppWithoutIOSIsTheProjectPrebuildWouldGenerate() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"name": "today", "dependencies": {"expo": "~54.0.0", "react-native": "0.81.0"}}"#)
        folder.write(
            "app.json",
            text: #"{"expo": {"name": "Today", "icon": "./assets/icon.png", "plugins": [["expo-alternate-app-icons", "#
                + #"[{"name": "Sunrise", "ios": "./assets/sunrise.png"}, {"name": "dusk-blue", "ios": {"light": "./assets/dusk.png", "#
                + #""dark": "./assets/dusk-dark.png", "tinted": "./assets/dusk-tinted.png"}}]]]}}"#)
        for name in ["icon", "sunrise", "dusk", "dusk-dark", "dusk-tinted"] {
            folder.write("assets/\(name).png", PNGFixture.solid(width: 1024, height: 1024))
        }
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.source == .manifest)
        #expect(location.project?.path == folder.path + "/app.json")
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.source == .manifest)
        #expect(app.project?.target == "Today")
        #expect(app.catalog.primary.iconSetName == "AppIcon")
        #expect(app.catalog.alternates.map(\.name) == ["Sunrise", "DuskBlue"], "as the plugin writes them")
        #expect(app.images.map { $0.best?.fileName } == ["icon.png", "sunrise.png", "dusk.png"])
        #expect(!app.diagnostics.contains { $0.severity > .note }, "\(app.diagnostics)")
    }

    /// An ios/ folder without an Xcode project (Xcode Cloud's ci_scripts) is not a committed prebuild.
    @Test func anIOSFolderWithoutAProjectIsNoPrebuild() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"dependencies": {"expo": "~57.0.0"}}"#)
        folder.write("app.json", text: #"{"expo": {"name": "Olaf", "icon": "./icon.png"}}"#)
        folder.write("ios/ci_scripts/ci_post_clone.sh", text: "#!/bin/sh\n")
        folder.write("uitests/Info.plist", PlistFixture.xml(["CFBundleIdentifier": "com.example.uitests"]))
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.source == .manifest, "not the UI tests' Info.plist")
        #expect(location.project?.path == folder.path + "/app.json")
    }

    /// What the configuration computes is said with its line; the images that are computed are not shown.
    @Test func anExpoAppsCodeConfigurationIsReadWithoutRunningIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"dependencies": {"expo": "~54.0.0", "react-native-change-icon": "^5.0.0"}}"#)
        folder.write(
            "app.config.ts",
            text: """
                export default ({ config }) => ({
                  ...config,
                  icon: process.env.ICON,
                  plugins: [["expo-dynamic-app-icon", { dark: { image: "./dark.png" } }]],
                });
                """)
        folder.write("dark.png", PNGFixture.solid(width: 1024, height: 1024))
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.alternates.map(\.name) == ["dark"])
        #expect(app.images.first?.best == nil)
        #expect(app.images.first?.problems.map(\.kind) == [.configNotRead])
        #expect(app.images.last?.best?.fileName == "dark.png")
        #expect(
            app.diagnostics.map(\.message) == [
                "line 3: icon is computed (process.env.ICON), so the app icon is not read",
                "react-native-change-icon is a dependency, but its config plugin is not configured: its alternate icons are "
                    + "asset-catalog sets in ios/, which prebuild does not write",
            ])
    }

    /// A monorepo's Expo app (`apps/mobile`) is found from the repository's root, never the demo;
    /// two of them are a choice; a React Native app without Expo is said to lack its ios/.
    @Test func anExpoAppBelowTheRootIsFoundAndSeveralAreAChoice() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"name": "monorepo", "devDependencies": {"turbo": "2"}}"#)
        folder.write("apps/mobile/package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        folder.write("apps/mobile/app.json", text: #"{"expo": {"icon": "./icon.png"}}"#)
        folder.write("apps/web/package.json", text: #"{"dependencies": {"next": "15"}}"#)
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.path == folder.path + "/apps/mobile/app.json")
        folder.write("apps/tablet/package.json", text: #"{"dependencies": {"react-native": "0.81.0"}}"#)
        let choice = try #require(throws: InputError.self) { try AppLocator().locate(nil, workingDirectory: folder.path) }
        guard case .projectChoice(_, _, let options) = choice else {
            Issue.record("got \(choice)")
            return
        }
        #expect(options == [folder.path + "/apps/mobile", folder.path + "/apps/tablet"])
        let error = try #require(throws: InputError.self) { try AppLocator().locate(folder.path + "/apps/tablet") }
        guard case .generatedProject(_, let kind, let advice, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(kind == "a React Native app")
        #expect(advice.contains("its ios/ folder is missing"))
    }

    /// A React Native app's own app.json (its name, no `expo` object) does not make it an Expo app.
    @Test func aReactNativeAppJSONIsNotAnExpoConfiguration() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"dependencies": {"react-native": "0.81.0"}}"#)
        folder.write("app.json", text: #"{"name": "Today", "displayName": "Today"}"#)
        #expect(GeneratedProjectFinder.kind(of: folder.path) == "a React Native app")
        folder.write("package.json", text: #"{"dependencies": {"react-native": "0.81.0", "expo": "~54.0.0"}}"#)
        #expect(GeneratedProjectFinder.kind(of: folder.path) == "an Expo app", "Expo is used: app.json's icon is the app icon")
    }

    @Test func aFlutterAppsRunnerIsFoundFromTheRepositoryRoot() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("pubspec.yaml", text: "name: today\n")
        folder.write("lib/main.dart", text: "void main() {}\n")
        let project = ModernProjectFixture(settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")]).text
        folder.write("ios/Runner.xcodeproj/project.pbxproj", text: project)
        CatalogFixture.singleSize(in: folder, catalog: "ios/Runner/Assets.xcassets", set: "AppIcon")
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        let app = try #require(try AppLoader(LoadOptions(idioms: [.iphone])).load(location).on(.iphone))
        #expect(app.project?.project.hasSuffix("ios/Runner.xcodeproj") == true)
        #expect(app.images.first?.best?.fileName == "icon.png")
    }
}
