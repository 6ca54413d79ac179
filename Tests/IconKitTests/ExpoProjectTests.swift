import Foundation
import TestSupport
import Testing

@testable import IconKit

/// An Expo app without ios/ read as the project prebuild would generate, each fact pointing at the
/// configuration's line.
@Suite struct ExpoProjectTests {
    /// A folder with package.json (Expo), `config` as `file`, and 1024 px PNGs at `images`.
    func app(_ file: String, _ config: String, images: [String] = [], dependencies: String = #""expo": "~54.0.0""#) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("package.json", text: "{\"dependencies\": {\(dependencies)}}")
        folder.write(file, text: config)
        for image in images { folder.write(image, PNGFixture.solid(width: 1024, height: 1024)) }
        return folder
    }

    @Test func theSettingsPointAtTheConfigurationsLines() throws {
        let folder = app(
            "app.config.ts",
            """
            export default {
              name: 'Neuland Next',
              ios: {
                bundleIdentifier: 'de.example.next',
                supportsTablet: true,
              },
              icon: './assets/icon.png',
              plugins: [['expo-alternate-app-icons', ['./assets/cat.png']]],
            };
            """, images: ["assets/icon.png", "assets/cat.png"])
        defer { folder.remove() }
        let project = try #require(ExpoProject.read(folder: folder.path))
        #expect(project.generatedBy == "Expo prebuild")
        let target = try #require(project.targets.first)
        #expect(target.name == "NeulandNext", "as prebuild names the project")
        let release = try #require(target.configurations["Release"])
        #expect(release.settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("AppIcon"))
        #expect(release.origins["ASSETCATALOG_COMPILER_APPICON_NAME"]?.line == 7)
        #expect(release.settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .list(["Cat"]))
        #expect(release.origins["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"]?.line == 8)
        #expect(release.settings["TARGETED_DEVICE_FAMILY"] == .string("1,2"))
        #expect(release.origins["TARGETED_DEVICE_FAMILY"]?.line == 5)
        #expect(release.settings["PRODUCT_BUNDLE_IDENTIFIER"] == .string("de.example.next"))
        #expect(target.configurations["Debug"] == release)
        let app = try TestApp.load(folder.path, idiom: .ipad)
        #expect(app.appName == "Neuland Next")
        #expect(app.stateKey == "de.example.next")
        #expect(app.catalog.alternates.map(\.name) == ["Cat"], "a universal set is an iPad icon too")
        #expect(app.images.map { $0.generated?.generator } == ["Expo prebuild", "Expo prebuild (expo-alternate-app-icons)"])
    }

    /// SDK 54: an Icon Composer file as `ios.icon` is copied in and named by its own name.
    @Test func anIconComposerFileIsTheAppIconByItsName() throws {
        let folder = app("app.json", #"{"expo": {"name": "Palm", "ios": {"icon": "./assets/Default.icon"}}}"#)
        defer { folder.remove() }
        ModernProjectFixture.iconBundle("assets/Default.icon", in: folder)
        ModernProjectFixture.iconBundle("assets/expo.icon", in: folder)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.primary.iconSetName == "Default")
        #expect(app.images.first?.source == .iconComposer(bundle: folder.path + "/assets/Default.icon"))
        #expect(!app.diagnostics.contains { $0.kind == .iconBundleNotInTarget }, "the template's expo.icon is an asset, not a target's")
    }

    /// `ios.icon`'s appearances are the set's; an appearance it lacks shows the default, and says so.
    @Test func theAppIconsAppearancesAreTheGeneratedSets() throws {
        let folder = app(
            "app.json",
            #"{"expo": {"name": "Muqun", "ios": {"icon": {"light": "./light.png", "dark": "./dark.png"}}, "icon": "./top.png"}}"#,
            images: ["light.png", "dark.png", "top.png"])
        defer { folder.remove() }
        let dark = try TestApp.load(folder.path, idiom: .iphone, appearance: .dark)
        #expect(dark.images.first?.best?.fileName == "dark.png")
        let tinted = try TestApp.load(folder.path, idiom: .iphone, appearance: .tinted)
        #expect(tinted.images.first?.best?.fileName == "light.png")
        #expect(tinted.images.first?.problems.map(\.kind) == [.appearanceMissing])
    }

    /// The dynamic-app-icon plugins write loose files and their Info.plist entries; the iPad's only
    /// where the plugin writes them.
    @Test func looseFilePluginsWriteTheirInfoPlistEntries() throws {
        let plugin = "[['@mozzius/expo-dynamic-app-icon', { red: { ios: './red.png' }, gray: { android: './gray.png' } }]]"
        let folder = app(
            "app.config.js", "module.exports = { name: 'Sky', icon: './icon.png', ios: { supportsTablet: true }, plugins: \(plugin) };",
            images: ["icon.png", "red.png"])
        defer { folder.remove() }
        let iPad = try TestApp.load(folder.path, idiom: .ipad)
        #expect(iPad.catalog.alternates.map(\.name) == ["red"])
        #expect(iPad.catalog.alternates.first?.iconFiles == ["red-Icon-60x60"])
        #expect(iPad.images.last?.best?.fileName == "red.png")
        #expect(iPad.images.last?.generated?.largestOutput == 180)
        folder.write("app.config.js", text: "module.exports = { name: 'Sky', icon: './icon.png', plugins: \(plugin) };")
        let phone = try TestApp.load(folder.path, idioms: nil)
        #expect(phone.devices.map(\.idiom) == [.iphone])
        let changeIcon = "[['react-native-change-icon', { blue: './red.png', gold: './icon.png' }]]"
        folder.write("app.config.js", text: "module.exports = { name: 'Sky', icon: './icon.png', plugins: \(changeIcon) };")
        let changed = try TestApp.load(folder.path, idiom: .iphone)
        #expect(changed.catalog.alternates.map(\.name) == ["blue", "gold"])
        #expect(changed.declaration.iPadIcons == nil, "CFBundleIcons only")
    }

    /// A local config plugin that writes icons is said, with the line it is named on.
    @Test func aLocalIconPluginIsSaid() throws {
        let folder = app(
            "app.config.js",
            """
            module.exports = {
              name: 'Hydra',
              icon: './icon.png',
              plugins: [['./plugins/withAppIcons', { icons: [] }], './plugins/withFonts'],
            };
            """, images: ["icon.png"])
        defer { folder.remove() }
        folder.write("plugins/withAppIcons.js", text: "const KEY = 'ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES';\n")
        folder.write("plugins/withFonts.js", text: "module.exports = (config) => config;\n")
        let project = try #require(ExpoProject.read(folder: folder.path))
        #expect(
            project.readerDiagnostics.map(\.message) == [
                "line 4: the local config plugin plugins/withAppIcons.js writes ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES when "
                    + "prebuild runs it; the icons it adds are made by its code, which is not run here, so they are not listed"
            ])
        #expect(project.readerDiagnostics.first?.kind == .configNotRead)
    }

    /// Two entries that give one name, an appearance object short of one key, and an entry without
    /// `ios`, as expo-alternate-app-icons treats them.
    @Test func namesWrittenTwiceAndEntriesThePluginRejects() throws {
        let entries = """
            [{ name: 'IconA', ios: './a.png' }, { name: 'icon-a', ios: './a.png' }, { name: 'AppIcon', ios: './a.png' },
             { name: 'Dusk', ios: { light: './a.png', dark: './a.png' } }, { name: 'Bare' }, { name: 'After', ios: './a.png' }]
            """
        let folder = app(
            "app.config.js", "module.exports = { name: 'Twice', icon: './a.png', plugins: [['expo-alternate-app-icons', \(entries)]] };",
            images: ["a.png"])
        defer { folder.remove() }
        let project = try #require(ExpoProject.read(folder: folder.path))
        let kinds = project.readerDiagnostics.map { "\($0.kind):\($0.about ?? "")" }
        #expect(
            kinds == [
                "generatedNameDuplicate:IconA", "generatedNameDuplicate:AppIcon", "generatedIconInvalid:Dusk", "generatedIconInvalid:Bare",
            ], "\(project.readerDiagnostics)")
        let target = try #require(project.targets.first)
        #expect(target.generatedIconSets["After"] == nil, "the plugin stopped at Bare")
        let names = target.configurations["Release"]?.settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"]
        #expect(names == .list(["IconA", "IconA", "AppIcon", "Dusk", "Bare", "After"]))
    }

    /// No icon at all: prebuild draws a white square, which is said; a computed identifier is said too.
    @Test func noIconIsAWhiteSquareAndAComputedIdentifierIsSaid() throws {
        let folder = app("app.config.js", "module.exports = { name: 'Blank', ios: { bundleIdentifier: process.env.ID } };")
        defer { folder.remove() }
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.images.first?.best == nil)
        let blank = try #require(app.images.first?.problems.first)
        #expect(blank.kind == .generatedIcon && blank.severity == .warning)
        #expect(blank.message.contains("draws a plain white square"), "\(blank.message)")
        #expect(app.stateKey == "name:Blank")
        #expect(
            app.diagnostics.map(\.message) == [
                "line 1: ios.bundleIdentifier is computed (process.env.ID), so it is not read; the icon choice is remembered under the "
                    + "app's name"
            ])
    }

    @Test(arguments: [("Neuland Next", "NeulandNext"), ("Äpp Nöw!", "AppNow"), ("!!!", "app"), ("hydra", "hydra")])
    func projectNamesAreLettersAndDigits(name: String, expected: String) {
        #expect(ExpoProject.projectName(name) == expected)
    }
}

/// The Expo and React Native apps of `../shared/corpus`, each run from its repository root, against
/// the truth their `SOURCE.md` reads from the files.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct ExpoCorpusTests {
    /// app.config.ts with expo-dynamic-app-icon and a committed prebuild: the project is what is read.
    @Test func digitalBreaksConfigurationDeclaresItsThreeAlternates() throws {
        let folder = SharedFolder.corpus("lukesthl__digital-break-app/apps/expo")
        let configuration = ExpoAppConfig(folder: folder)
        #expect(configuration.file == "app.config.ts")
        #expect(configuration.unread.isEmpty, "\(configuration.unread)")
        let icons = ExpoIcons(config: try #require(configuration.config))
        #expect(icons.appIcon?.image == "./assets/images/default.png")
        #expect(icons.plugins.map(\.name) == ["expo-dynamic-app-icon"])
        #expect(icons.alternateNames == ["default", "light", "dark"])
        #expect(
            icons.plugins.first?.alternates.map(\.image) == [
                "./assets/images/default.png", "./assets/images/light.png", "./assets/images/dark.png",
            ])
        let app = try TestApp.load(nil, idioms: [.iphone], root: SharedFolder.corpus("lukesthl__digital-break-app"))
        #expect(app.project?.target == "DigitalBreak", "the committed ios/ project")
        #expect(app.on(.iphone)?.catalog.primary.iconSetName == "AppIcon")
    }

    /// app.json's `ios.icon` object wins over the top-level `icon`; app.config.js spreads app.json:
    /// the app icon is the set prebuild draws from the light image, with the dark and tinted ones.
    @Test func streamyfinsIOSIconIsTheAppearanceObjectAndItHasNoAlternates() throws {
        let root = SharedFolder.corpus("streamyfin__streamyfin")
        let app = try TestApp.load(nil, idioms: nil, root: root)
        #expect(app.source == .manifest)
        #expect(app.devices.map(\.idiom) == [.iphone, .ipad], "ios.supportsTablet")
        let primary = try #require(app.on(.iphone)?.images.first)
        #expect(primary.best?.path == root + "/assets/images/icon-ios-light.png")
        #expect(primary.generated?.appearances[.dark] == root + "/assets/images/icon-plain.png")
        #expect(primary.generated?.appearances[.tinted] == root + "/assets/images/icon-ios-tinted.png")
        #expect(app.on(.iphone)?.catalog.alternates.isEmpty == true)
        #expect(
            app.diagnostics.map(\.message) == [
                "line 2 runs code that is not run here; what it changes in the configuration is not read"
            ])
    }

    /// React Native bare with a committed project and no icon plugin in app.json: the project alone.
    @Test func memmyIsItsCommittedProjectWithNoConfigurationNote() throws {
        let app = try TestApp.load(nil, idioms: [.iphone], root: SharedFolder.corpus("Memmy-App__memmy"))
        #expect(app.on(.iphone)?.catalog.primary.iconSetName == "purple_icon")
        #expect(app.on(.iphone)?.catalog.alternates.count == 12)
        #expect(!app.diagnostics.contains { $0.kind == .xcodeGenSpecDisagrees })
    }
}
