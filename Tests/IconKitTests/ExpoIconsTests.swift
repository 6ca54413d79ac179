import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Each icon plugin's options read as the plugin reads them, and what prebuild writes for them.
@Suite struct ExpoIconsTests {
    func icons(_ code: String) throws -> ExpoIcons {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("app.config.ts", text: code)
        return ExpoIcons(config: try #require(ExpoAppConfig(folder: folder.path).config))
    }

    @Test func expoAlternateAppIconsNamesAreBuiltInPascalCase() throws {
        let read = try icons(
            """
            export default {
              ios: { icon: { light: './l.png', dark: './d.png', tinted: './t.png' } },
              icon: './fallback.png',
              plugins: [
                'expo-router',
                ['expo-alternate-app-icons', [
                  { name: 'IconA', ios: { light: './a.png', dark: './a-dark.png', tinted: './a-tinted.png' } },
                  { name: 'icon-b', ios: './b.png' },
                  './assets/my_icon.png',
                ]],
              ],
            };
            """)
        #expect(read.appIcon?.key == "ios.icon")
        #expect(read.appIcon?.image == "light ./l.png, dark ./d.png, tinted ./t.png")
        let plugin = try #require(read.plugins.first)
        #expect(plugin.name == "expo-alternate-app-icons")
        #expect(plugin.place == "app.config.ts:6")
        #expect(plugin.alternates.map(\.name) == ["IconA", "IconB", "MyIcon"])
        #expect(plugin.alternates.map(\.written) == [nil, "icon-b", "my_icon"])
        #expect(plugin.alternates[0].image == "light ./a.png, dark ./a-dark.png, tinted ./a-tinted.png")
        #expect(plugin.generates.contains("Images.xcassets/<name>.appiconset"))
        #expect(read.alternateNames == ["IconA", "IconB", "MyIcon"])
    }

    @Test func expoDynamicAppIconWritesLooseSixtyPointFilesForBothIdioms() throws {
        let read = try icons(
            "export default { plugins: [['expo-dynamic-app-icon', { dark: { image: './dark.png', prerendered: true }, light: { image: './light.png' } }]] };"
        )
        #expect(read.alternateNames == ["dark", "light"])
        #expect(read.plugins.first?.alternates.first?.image == "./dark.png")
        #expect(read.plugins.first?.generates.contains("DynamicAppIcons/<name>-Icon-60x60@2x.png") == true)
        #expect(read.plugins.first?.generates.contains("CFBundleIcons~ipad (the iPad entries use the same 60 pt files)") == true)
        let array = try icons("export default { plugins: [['expo-dynamic-app-icon', ['./a.png', './b.png']]] };")
        #expect(array.alternateNames == ["0", "1"])
    }

    @Test func mozziusForkReadsIOSImagesAndWritesIPadFilesOnlyForTablets() throws {
        let read = try icons(
            """
            export default {
              ios: { supportsTablet: true },
              plugins: [['@mozzius/expo-dynamic-app-icon', {
                red: { ios: './red.png', android: './red-android.png' },
                gray: { android: './gray.png' },
                old: { image: './old.png' },
              }]],
            };
            """)
        #expect(read.alternateNames == ["red", "old"], "gray has no iOS image")
        #expect(read.plugins.first?.generates.contains("@2x~ipad and @3x~ipad files (152 and 167 px)") == true)
        let phone = try icons("export default { plugins: [['@mozzius/expo-dynamic-app-icon', { red: { ios: './red.png' } }]] };")
        #expect(phone.plugins.first?.generates.contains("no iPad entries") == true)
    }

    @Test func reactNativeChangeIconsPluginNamesPathsByKey() throws {
        let read = try icons("export default { plugins: [['react-native-change-icon', { primary: './icon.png', gold: './gold.png' }]] };")
        #expect(read.alternateNames == ["primary", "gold"])
        #expect(read.plugins.first?.generates.contains("AppIcons/<name>@2x.png") == true)
        #expect(read.plugins.first?.generates.contains("CFBundleIcons only") == true)
    }

    @Test func computedPluginsAndIconsAreSaidWithTheirLine() throws {
        let read = try icons(
            """
            const icons = process.env.ICONS;
            export default {
              icon: process.env.ICON,
              plugins: [
                process.env.CI ? 'expo-dev-client' : null,
                ['expo-dynamic-app-icon', { dark: { image: getDark() }, ...icons }],
                ['expo-alternate-app-icons', icons],
              ],
            };
            """)
        #expect(
            read.unread == [
                "app.config.ts:3: icon is computed (process.env.ICON), so the app icon is not read",
                "app.config.ts:5: an entry of plugins is computed (process.env.CI ? 'expo-dev-client' : null); if it is an icon plugin, it is not read",
                "app.config.ts:6: the image of dark is computed (getDark())",
                "app.config.ts:1: icons come from a spread that is computed (process.env.ICONS); they are not read",
                "app.config.ts:1: the options of expo-alternate-app-icons are computed (process.env.ICONS), so its icons are not read",
            ])
        #expect(read.alternateNames == ["dark"], "a name whose image is computed is still an icon")
        #expect(read.plugins.first?.alternates.first?.source?.computed == "getDark()")
        #expect(read.appIconSource?.computed == "process.env.ICON")
        #expect(read.appIconSource?.line == 3)
    }

    /// `[…].filter(Boolean)` drops the entries a condition leaves out; what is computed stays, and is said.
    @Test func pluginsFilteredByBooleanAreRead() throws {
        let read = try icons(
            """
            const useSentry = Boolean(process.env.SENTRY)
            export default {
              plugins: [
                useSentry && ['@sentry/react-native/expo', {}],
                false,
                ['@mozzius/expo-dynamic-app-icon', { dark: { ios: './dark.png' } }],
              ].filter(Boolean),
            }
            """)
        #expect(read.alternateNames == ["dark"])
        #expect(read.unread.count == 1)
        #expect(read.unread.first?.hasPrefix("app.config.ts:4: an entry of plugins is computed (useSentry &&") == true)
    }

    /// A plugin named by its path (a plugin's own example app) is the package that path is in.
    @Test func aPluginNamedByPathIsThePackageItIsIn() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("package.json", text: #"{"name": "expo-alternate-app-icons"}"#)
        folder.write("app.plugin.js", text: "module.exports = require('./plugin/build');\n")
        folder.write("example/app.json", text: #"{"expo": {"plugins": [["../app.plugin.js", [{"name": "IconA", "ios": "./a.png"}]]]}}"#)
        let example = folder.path + "/example"
        let read = ExpoIcons(config: try #require(ExpoAppConfig(folder: example).config), folder: example)
        #expect(read.plugins.map(\.name) == ["expo-alternate-app-icons"])
        #expect(read.alternateNames == ["IconA"])
        #expect(ExpoIcons.pluginName("./missing.js", folder: example) == "./missing.js")
    }

    @Test func pascalCaseIsThePluginsOwn() {
        #expect(ExpoIcons.pascalCase("icon-a") == "IconA")
        #expect(ExpoIcons.pascalCase("myIcon") == "MyIcon")
        #expect(ExpoIcons.pascalCase("dark  mode_2") == "DarkMode2")
        #expect(ExpoIcons.pascalCase("icon.v2") == "Icon.V2")
        #expect(ExpoIcons.pascalCase("Already") == "Already")
        #expect(ExpoIcons.pascalCase("1icon") == "1icon")
    }
}
