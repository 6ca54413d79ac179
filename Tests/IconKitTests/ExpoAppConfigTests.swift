import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Expo configurations written as code, read without running them: each form Expo accepts, the
/// values only running them gives named with their line, and hostile files stopped by the caps.
@Suite struct ExpoAppConfigTests {
    static let appJSON = #"{"expo": {"name": "Today", "icon": "./assets/icon.png", "ios": {"supportsTablet": true}}}"#

    func read(_ code: String, name: String = "app.config.ts", appJSON: String? = nil) -> ExpoAppConfig {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(name, text: code)
        if let appJSON { folder.write("app.json", text: appJSON) }
        return ExpoAppConfig(folder: folder.path)
    }

    @Test func anExportedObjectIsTheConfiguration() {
        let configuration = read(
            """
            // A comment, and a trailing comma
            export default {
              name: 'Today',
              icon: "./assets/icon.png",
              ios: { supportsTablet: true, },
            } as const;
            """, appJSON: Self.appJSON)
        #expect(configuration.file == "app.config.ts")
        #expect(configuration.config?.member("icon")?.string == "./assets/icon.png")
        #expect(configuration.config?.member("icon")?.line == 4)
        #expect(configuration.config?.member("ios")?.member("supportsTablet")?.value == .boolean(true))
        #expect(configuration.unread.isEmpty)
    }

    @Test(arguments: [
        "export default ({ config }: ConfigContext): ExpoConfig => ({ ...config, icon: './assets/new.png' });",
        "module.exports = ({ config }) => ({ ...config, icon: `./assets/new.png` });",
        "export default function ({ config: base }) { const icon = './assets/new.png'; return { ...base, icon }; }",
        "const make = (context) => { return { ...context.config, icon: './assets/new.png' } }\nexport default make;",
        "import { ExpoConfig } from 'expo/config';\nconst icon: string = './assets/new.png';\nexport default defineConfig(({ config }) => ({ ...config, icon }));",
    ])
    func aFunctionIsCalledWithAppJSONsConfiguration(_ code: String) {
        let configuration = read(code, name: code.contains("module.exports") ? "app.config.js" : "app.config.ts", appJSON: Self.appJSON)
        #expect(configuration.config?.member("icon")?.string == "./assets/new.png", "\(configuration.unread)")
        #expect(configuration.config?.member("name")?.string == "Today", "from app.json through ...config")
        #expect(configuration.unread.isEmpty, "\(configuration.unread)")
    }

    @Test func appJSONRequiredOrImportedIsRead() {
        for code in [
            "const appJson = require('./app.json');\nmodule.exports = { ...appJson.expo, icon: appJson.expo.icon ?? './fallback.png' };",
            "import appJson from './app.json';\nexport default () => ({ expo: { ...appJson.expo } });",
        ] {
            let configuration = read(code, name: "app.config.js", appJSON: Self.appJSON)
            #expect(configuration.config?.member("icon")?.string == "./assets/icon.png", "\(code)")
        }
    }

    @Test func valuesOnlyRunningTheCodeGivesAreComputedWithTheirLine() {
        let configuration = read(
            """
            const variant = process.env.APP_VARIANT;
            export default ({ config }) => {
              if (variant === 'beta') { config.name += ' Beta'; }
              return {
                ...config,
                icon: variant === 'beta' ? './beta.png' : './icon.png',
                ios: { icon: `./assets/${variant}.png` },
                ...getOverrides(),
                extra: process.env.EXTRA,
              };
            };
            """, appJSON: Self.appJSON)
        let config = configuration.config
        #expect(config?.member("icon")?.computed == "...getOverrides()", "a later spread that cannot be read may set it")
        #expect(config?.member("extra")?.computed == "process.env.EXTRA")
        #expect(config?.member("extra")?.line == 9)
        #expect(config?.member("ios")?.computed == "...getOverrides()")
        #expect(
            configuration.unread == [
                "app.config.ts: line 3 runs code that is not run here; what it changes in the configuration is not read"
            ])
    }

    /// Statements without semicolons end at a new line that starts a statement, as JavaScript's
    /// automatic semicolon insertion ends them; a line starting with an operator continues.
    @Test func statementsWithoutSemicolonsEndAtTheirLine() {
        let configuration = read(
            """
            const pkg = require('./package.json')
            const channel = process.env.CI
              ? 'ci'
              : 'local'
            module.exports = function (_config) {
              return { expo: { icon: './icon.png', name: pkg.name } }
            }
            """, name: "app.config.js")
        #expect(configuration.config?.member("icon")?.string == "./icon.png", "\(configuration.unread)")
        #expect(configuration.config?.member("name")?.computed == "require('./package.json').name")
    }

    @Test func whatCannotBeReadIsSaid() {
        #expect(
            read("export default {\n  name: 'open\n}").unread == ["app.config.ts: line 2: a string is not closed: the file is not read"])
        #expect(read("const a = 1;").unread == ["app.config.ts exports nothing Expo reads (no export default or module.exports)"])
        #expect(
            read("export default makeConfig();").unread == [
                "app.config.ts:1: the configuration is computed (makeConfig()), so it is not read"
            ])
        #expect(read("export default () => { if (a) return {}; return { icon: 'x' }; }").config?.member("icon")?.string == "x")
        #expect(read("export default () => { return a; return b; }").unread.first?.contains("returns in 2 places") == true)
    }

    /// Nesting, cycles and fan-out stop at the caps; nothing hangs, traps or grows without bound.
    @Test func hostileConfigurationsStopAtTheCaps() {
        let deep = "export default " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + ";"
        #expect(read(deep).config == nil)
        let unbalanced = "export default " + String(repeating: "{a:", count: 10_000) + "1;"
        #expect(read(unbalanced).config == nil)
        #expect(read("const a = b; const b = a; export default { icon: a };").config?.member("icon")?.computed == "a")
        var fanOut = "const a0 = 'x';\n"
        for level in 1...30 { fanOut += "const a\(level) = [a\(level - 1), a\(level - 1), a\(level - 1), a\(level - 1)];\n" }
        fanOut += "export default { icon: 'y', big: a30 };"
        #expect(read(fanOut).config?.member("icon")?.string == "y")
        #expect(
            read("export default { icon: " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + " };")
                .config != nil)
        #expect(read(String(repeating: "x", count: ExpoAppConfig.maxFileSize + 1)).unread.first?.contains("more than") == true)
    }
}
