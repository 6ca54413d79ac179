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

    @Test func anExpoAppWithoutIOSSaysWhatGeneratesTheProjectAndListsItsPluginIcons() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"name": "today", "dependencies": {"expo": "~54.0.0", "react-native": "0.81.0"}}"#)
        folder.write(
            "app.json",
            text: #"{"expo": {"name": "Today", "icon": "./assets/icon.png", "plugins": [["expo-alternate-app-icons", "#
                + #"[{"name": "Sunrise", "ios": "./assets/sunrise.png"}, {"name": "Dusk", "ios": {"light": "./assets/dusk.png", "#
                + #""dark": "./assets/dusk-dark.png"}}]]]}}"#)
        #expect(throws: InputError.self, "with no PATH too") { try AppLocator().locate(nil, workingDirectory: folder.path) }
        let error = try #require(throws: InputError.self) { try TestApp.load(folder.path, idiom: .iphone) }
        guard case .generatedProject(_, let kind, let advice, let notes) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(kind == "an Expo app")
        #expect(advice.contains("npx expo prebuild"))
        #expect(notes.contains("app.json: the app icon is ./assets/icon.png"))
        #expect(notes.contains("app.json: expo-alternate-app-icons declares 2 alternate icons"))
        #expect(notes.contains("  Dusk: light ./assets/dusk.png, dark ./assets/dusk-dark.png"))
        #expect(error.description.contains("its iOS project is not in the repository"))
    }

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
        let error = try #require(throws: InputError.self) { try TestApp.load(folder.path, idiom: .iphone) }
        guard case .generatedProject(_, _, let advice, let notes) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(advice.contains("npx expo prebuild"))
        #expect(
            notes == [
                "app.config.ts:4: expo-dynamic-app-icon declares 1 alternate icon", "  dark: ./dark.png",
                "  prebuild writes loose files DynamicAppIcons/<name>-Icon-60x60@2x.png and @3x.png, listed in CFBundleIcons and in "
                    + "CFBundleIcons~ipad (the iPad entries use the same 60 pt files)",
                "app.config.ts:3: icon is computed (process.env.ICON), so the app icon is not read",
                "react-native-change-icon is a dependency: its alternate icons are app icon sets in ios/'s asset catalog, which is not here",
            ])
    }

    /// A monorepo's Expo app (`apps/mobile`) is found from the repository's root, never the demo;
    /// two of them are a choice.
    @Test func anExpoAppBelowTheRootIsFoundAndSeveralAreAChoice() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"name": "monorepo", "devDependencies": {"turbo": "2"}}"#)
        folder.write("apps/mobile/package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        folder.write("apps/mobile/app.json", text: #"{"expo": {"icon": "./icon.png"}}"#)
        folder.write("apps/web/package.json", text: #"{"dependencies": {"next": "15"}}"#)
        let error = try #require(throws: InputError.self) { try AppLocator().locate(nil, workingDirectory: folder.path) }
        guard case .generatedProject(let app, _, _, let notes) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(app == folder.path + "/apps/mobile")
        #expect(notes.first == "app.json: the app icon is ./icon.png")
        folder.write("apps/tablet/package.json", text: #"{"dependencies": {"react-native": "0.81.0"}}"#)
        let choice = try #require(throws: InputError.self) { try AppLocator().locate(nil, workingDirectory: folder.path) }
        guard case .projectChoice(_, _, let options) = choice else {
            Issue.record("got \(choice)")
            return
        }
        #expect(options == [folder.path + "/apps/mobile", folder.path + "/apps/tablet"])
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

/// The YAML a spec is read with: typed plain scalars, quoted ones kept as strings, and a budget
/// that stops a document whose aliases expand without end.
@Suite struct BoundedYAMLTests {
    @Test func plainScalarsAreTypedAndQuotedOnesAreStrings() throws {
        let value = try #require(try BoundedYAML.load("a: YES\nb: \"YES\"\nc: 18.0\nd: \"18.0\"\ne: \"\"\nf: [x, 2]\n") as? [String: Any])
        #expect(value["a"] as? Bool == true)
        #expect(value["b"] as? String == "YES")
        #expect(value["c"] as? Double == 18.0)
        #expect(value["d"] as? String == "18.0")
        #expect(value["e"] as? String == "")
        #expect((value["f"] as? [Any])?.count == 2)
    }

    /// Ten billion nodes would exhaust memory long before the limit, which only guards against a hang.
    @Test(.timeLimit(.minutes(1))) func aBillionLaughsSpecIsRefusedNamingTheFile() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text +=
                "l\(level): &l\(level) [" + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("project.yml", text: text)
        let error = try #require(throws: InputError.self) { try XcodeGenSpecReader().read(specPath: folder.path + "/project.yml") }
        #expect(error.description.contains("project.yml") && error.description.contains("expands to more than"), "\(error)")
    }
}

/// XcodeGen as it generates: target templates, the setting presets it writes, duplicate keys as its
/// YAML reader takes them (the last wins), and a spec deep in a monorepo.
@Suite struct XcodeGenAsItGeneratesTests {
    @Test func templatesAndPresetsMakeTheApplicationTargetAndItsIconSet() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "Support/Assets.xcassets", set: "AppIcon")
        folder.write(
            "project.yml",
            text: """
                name: Kiwix
                targetTemplates:
                  ApplicationTemplate:
                    type: application
                    supportedDestinations: [iOS, macOS]
                    info:
                      path: ${target_name}/Info.plist
                    sources: [Support]
                targets:
                  Kiwix:
                    templates: [ApplicationTemplate]
                    settings:
                      PRODUCT_NAME: Kiwix
                """)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.project?.target == "Kiwix")
        #expect(app.catalog.primary.iconSetName == "AppIcon", "XcodeGen's iOS application preset")
        #expect(app.images[0].best?.fileName == "icon.png")
        #expect(app.buildSettings["TARGETED_DEVICE_FAMILY"]?.value == "1,2")
    }

    /// Plozz repeats keys in a target's `info.properties`; XcodeGen (Yams 5.0.1) takes the last.
    @Test func aDuplicatedKeyIsTakenAsXcodeGenTakesIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon")
        folder.write(
            "project.yml",
            text: """
                name: Plozz
                targets:
                  PlozziOS:
                    type: application
                    platform: iOS
                    sources: [App]
                    info:
                      path: App/Info.plist
                      properties:
                        APIKey: first
                        APIKey: second
                        CFBundleDisplayName: Plozz
                """)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.appName == "Plozz" && app.catalog.primary.iconSetName == "AppIcon")
    }

    /// vellum: the app is `clients/ios/App/project.yml`, three levels down, no project committed.
    @Test func aSpecDeepInAMonorepoIsFound() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("clients/ios/App/project.yml", text: "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        folder.write("clients/web/package.json", text: "{}")
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.isXcodeGenSpec == true && location.project?.path == folder.path + "/clients/ios/App/project.yml")
    }
}
