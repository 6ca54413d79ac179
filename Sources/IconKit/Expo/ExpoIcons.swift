import Foundation

/// The iOS icons an Expo configuration declares: the app icon (`ios.icon`, else `icon`) and the
/// alternates of the config plugins that make them, with what each plugin writes into `ios/` when
/// `npx expo prebuild` runs (read from the plugins' sources):
///
/// - `expo-alternate-app-icons` (`[{ name, ios: path | { light, dark, tinted } }]` or `[path]`, the
///   name then the file's): an `Images.xcassets/<Name>.appiconset` with one 1024 px image per icon,
///   named in `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`; since its PR #220 (2025) a name that
///   starts in lower case is built in PascalCase (`icon-a` → `IconA`).
/// - `expo-dynamic-app-icon` (`{ name: { image, prerendered } }` or `[path]`, named `0`, `1`, …): loose
///   `DynamicAppIcons/<name>-Icon-60x60@2x.png` and `@3x.png`, listed in `CFBundleIcons` and in
///   `CFBundleIcons~ipad` (with the same 60 pt files).
/// - `@mozzius/expo-dynamic-app-icon` (`{ name: { ios, android, prerendered } }`; `image` before 1.4):
///   the same files for icons with an iOS image, and with `ios.supportsTablet` also `@2x~ipad` and
///   `@3x~ipad` files (152 and 167 px) in `CFBundleIcons~ipad`.
/// - `react-native-change-icon` (the plugin of the library's `expo-config-plugin` branch,
///   `{ name: path }`): loose `AppIcons/<name>@2x.png` and `@3x.png` in `CFBundleIcons` only, the first
///   also the primary. Its released versions have no plugin: their alternates are asset-catalog sets
///   in `ios/` (README: "Include all app icon assets").
struct ExpoIcons: Sendable {
    struct Alternate: Equatable, Sendable {
        /// The name iOS gets (`setAlternateIconName`'s).
        var name: String
        /// The name as written, when the plugin changes it.
        var written: String?
        /// Its image: a path, or `light …, dark …, tinted …`.
        var image: String
        /// The same, each appearance's path apart; nil when the plugin has no iOS image for it.
        var source: ExpoImage? = nil
    }

    struct Plugin: Equatable, Sendable {
        var name: String
        /// Where its entry is written (`app.config.ts:34`).
        var place: String
        var generates: String
        var alternates: [Alternate]
        /// The line of its entry (nil in app.json).
        var line: Int? = nil
    }

    /// The app icon: what it is, which key says it, where.
    var appIcon: (image: String, key: String, place: String)?
    /// The app icon's paths (or what computes it), with where it is written; nil when no key gives one.
    var appIconSource: ExpoImage?
    var plugins: [Plugin] = []
    /// Plugins named by a path into the app (`./plugins/withIcons`), as written, with where: their
    /// code runs at prebuild and may add icons.
    var localPlugins: [(written: String, place: String)] = []
    /// What is computed and so not read, one sentence each.
    var unread: [String] = []

    static let pluginNames = [
        "expo-alternate-app-icons", "expo-dynamic-app-icon", "@mozzius/expo-dynamic-app-icon", "react-native-change-icon",
    ]

    /// The names iOS gets, every plugin's, in the order written.
    var alternateNames: [String] { plugins.flatMap { $0.alternates.map(\.name) } }

    /// `folder`: the app's, where a plugin named by a path (`../app.plugin.js`) is looked up.
    init(config: JSNode, folder: String? = nil) {
        readAppIcon(config)
        let supportsTablet = config.member("ios")?.member("supportsTablet")?.value == .boolean(true)
        guard let plugins = config.member("plugins") else { return }
        if let what = plugins.computed {
            unread.append("\(plugins.place): plugins is computed (\(what)), so no alternate icon plugin is read")
            return
        }
        for entry in plugins.elements ?? [] {
            if let what = entry.computed {
                unread.append("\(entry.place): an entry of plugins is computed (\(what)); if it is an icon plugin, it is not read")
                continue
            }
            let written = entry.string ?? entry.elements?.first?.string
            guard let written else { continue }
            let name = Self.pluginName(written, folder: folder)
            guard Self.pluginNames.contains(name) else {
                if written.hasPrefix("./") || written.hasPrefix("../") { localPlugins.append((written, entry.place)) }
                continue
            }
            let count = self.plugins.count
            readPlugin(name, options: entry.elements?.dropFirst().first, place: entry.place, supportsTablet: supportsTablet)
            if self.plugins.count > count, entry.line > 0 { self.plugins[count].line = entry.line }
        }
    }

    /// The package a plugin path names (`../app.plugin.js` in a plugin's own example app, a local
    /// copy): the `name` of the `package.json` beside the file; the name as written otherwise.
    static func pluginName(_ written: String, folder: String?) -> String {
        guard let folder, written.hasPrefix("./") || written.hasPrefix("../") else { return written }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(written).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return written }
        let packageFolder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        return (ExpoConfiguration.json(at: packageFolder + "/package.json") as? [String: Any])?["name"] as? String ?? written
    }

    /// `ios.icon`, else `icon`, as prebuild's `getIcons` takes them: an empty `ios.icon` string, or an
    /// object without `light`, `dark` or `tinted`, gives way to `icon`.
    mutating func readAppIcon(_ config: JSNode) {
        for (key, node) in [("ios.icon", config.member("ios")?.member("icon")), ("icon", config.member("icon"))] {
            guard let node, node.value != .null, node.string != "" else { continue }
            if let what = node.computed {
                unread.append("\(node.place): \(key) is computed (\(what)), so the app icon is not read")
                appIconSource = ExpoImage(computed: what, key: key, place: node.place, line: node.line > 0 ? node.line : nil)
                return
            }
            if let image = Self.image(node) {
                appIcon = (image, key, node.place)
                appIconSource = ExpoImage(node, key: key)
                return
            }
        }
    }

    /// An image: a path, or `{ light, dark, tinted }` paths (as `light …, dark …`); nil for neither.
    static func image(_ node: JSNode?) -> String? {
        if let path = node?.string { return path }
        guard let node, node.entries != nil else { return nil }
        let parts = ["light", "dark", "tinted"].compactMap { key in node.member(key).map { "\(key) \($0.string ?? $0.computed ?? "?")" } }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// An image an Expo configuration names for iOS: a path, or `{ light, dark, tinted }` (iOS 18's
/// appearances), relative to the app's folder as written; or what computes it.
struct ExpoImage: Equatable, Sendable {
    /// The default image (the path, or `light`).
    var light: String?
    var dark: String?
    var tinted: String?
    /// What computes the image (or one of its appearances) when the configuration runs, as written.
    var computed: String?
    /// The key it is written under (`ios.icon`, `plugins[2]`).
    var key: String
    /// `app.config.ts:12`.
    var place: String
    var line: Int?
    /// Written as `{ light, dark, tinted }` rather than a path.
    var isAppearanceObject = false

    init(computed: String, key: String, place: String, line: Int? = nil) {
        self.computed = computed
        self.key = key
        self.place = place
        self.line = line
    }

    /// A path or an appearance object; nil for anything else.
    init?(_ node: JSNode, key: String) {
        self.key = key
        place = node.place
        line = node.line > 0 ? node.line : nil
        if let what = node.computed {
            computed = what
            return
        }
        if let path = node.string {
            light = path
            return
        }
        guard node.entries != nil else { return nil }
        isAppearanceObject = true
        func path(_ name: String) -> String? {
            guard let value = node.member(name) else { return nil }
            if let what = value.computed { computed = computed ?? "\(name): \(what)" }
            return value.string
        }
        light = path("light")
        dark = path("dark")
        tinted = path("tinted")
        if light == nil && dark == nil && tinted == nil && computed == nil { return nil }
    }

    /// The image prebuild draws the default appearance from: `light`, else `dark`, else `tinted`
    /// (`withIosIcons`' `icon.light || icon.dark || icon.tinted`).
    var base: String? { light ?? dark ?? tinted }
}
