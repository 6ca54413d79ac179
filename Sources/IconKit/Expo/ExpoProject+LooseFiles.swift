import Basics
import Foundation

extension ExpoProject.Context {
    /// What a plugin that writes loose files writes (read from the plugins' sources): the
    /// `CFBundleIconFiles` name of an icon, the dictionaries it is listed in, the largest file it
    /// draws, and what it lists as the primary icon.
    struct LooseFilePlugin {
        /// `CFBundleIconFiles` name for the icon `name`.
        var baseName: (String) -> String
        var keys: [String]
        var largestOutput: Int
        /// The primary icon's files: `AppIcon` (the set prebuild writes), or the first icon's.
        var primaryIsFirstIcon: Bool

        /// expo-dynamic-app-icon: `DynamicAppIcons/<name>-Icon-60x60@2x.png` and `@3x` (120, 180 px),
        /// in both dictionaries. @mozzius's fork: the same, and `~ipad` files (152, 167 px) in the
        /// iPad dictionary only with `ios.supportsTablet`. react-native-change-icon's plugin:
        /// `AppIcons/<name>@2x.png` and `@3x`, in `CFBundleIcons` only, the first icon also the primary.
        init?(_ plugin: String, supportsTablet: Bool) {
            let both = [InfoPlistParser.iconsKey, InfoPlistParser.iPadIconsKey]
            switch plugin {
            case "expo-dynamic-app-icon":
                self.init(baseName: { $0 + "-Icon-60x60" }, keys: both, largestOutput: 180, primaryIsFirstIcon: false)
            case "@mozzius/expo-dynamic-app-icon":
                self.init(
                    baseName: { $0 + "-Icon-60x60" }, keys: supportsTablet ? both : [InfoPlistParser.iconsKey], largestOutput: 180,
                    primaryIsFirstIcon: false)
            case "react-native-change-icon":
                self.init(baseName: { $0 }, keys: [InfoPlistParser.iconsKey], largestOutput: 180, primaryIsFirstIcon: true)
            default:
                return nil
            }
        }

        init(baseName: @escaping (String) -> String, keys: [String], largestOutput: Int, primaryIsFirstIcon: Bool) {
            self.baseName = baseName
            self.keys = keys
            self.largestOutput = largestOutput
            self.primaryIsFirstIcon = primaryIsFirstIcon
        }
    }

    /// The alternates of a plugin that writes loose files: their Info.plist entries, and the files as
    /// generated icons drawn (opaque on white, as these plugins draw them) from the entry's image.
    mutating func readLooseFiles(_ plugin: ExpoIcons.Plugin) {
        let supportsTablet = config.member("ios")?.member("supportsTablet")?.value == .boolean(true)
        guard let writes = LooseFilePlugin(plugin.name, supportsTablet: supportsTablet) else { return }
        let generator = "\(ExpoProject.generator) (\(plugin.name))"
        var entries: [String: Any] = [:]
        for alternate in plugin.alternates {
            let baseName = writes.baseName(alternate.name)
            noteDuplicate(
                alternate.name, place: alternate.source?.place ?? plugin.place, plugin: plugin.name, writesSet: false,
                alsoTaken: entries[alternate.name] != nil)
            var icon = generatedIcon(
                generator, source: alternate.source, keyPath: "plugins", largestOutput: writes.largestOutput, line: plugin.line)
            icon.fillsTransparency = true
            generatedFiles[baseName] = icon
            entries[alternate.name] = ["CFBundleIconFiles": [baseName]]
        }
        let firstFiles = plugin.alternates.first.map { ["CFBundleIconFiles": [writes.baseName($0.name)]] }
        let primary: [String: Any] = writes.primaryIsFirstIcon ? firstFiles ?? [:] : ["CFBundleIconFiles": [Self.appIconName]]
        for key in writes.keys {
            var icons = plist[key] as? [String: Any] ?? [:]
            var alternates = icons[InfoPlistParser.alternatesKey] as? [String: Any] ?? [:]
            alternates.merge(entries) { _, new in new }
            icons[InfoPlistParser.alternatesKey] = alternates
            icons[InfoPlistParser.primaryKey] = primary
            plist[key] = icons
        }
    }

    /// Texts in a local plugin's code that mean it writes icons.
    static let iconMarkers = [
        "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "CFBundleAlternateIcons", "ASSETCATALOG_COMPILER_APPICON_NAME", ".appiconset",
        "CFBundleIcons",
    ]

    /// A note for each local config plugin whose code writes icons: what it adds is made by running
    /// it, which is not done here, so it is said rather than left out silently.
    mutating func noteLocalPlugins() {
        for (written, place) in icons.localPlugins {
            guard let file = Self.pluginFile(written, folder: folder),
                let text = try? RegularFile.read(path: file, limit: ExpoAppConfig.maxFileSize),
                let marker = Self.iconMarkers.first(where: { String(decoding: text, as: UTF8.self).contains($0) })
            else { continue }
            let shown = PathDisplay.relative(file, to: folder)
            note(
                "\(place): the local config plugin \(shown) writes \(marker) when prebuild runs it; the icons it adds are made by its "
                    + "code, which is not run here, so they are not listed")
        }
    }

    /// The file a local plugin path names, as Node resolves it: the path, with `.js`, `.ts`, `.cjs` or
    /// `.mjs`, or a folder's `app.plugin.js` or `index.js`/`.ts`.
    static func pluginFile(_ written: String, folder: String) -> String? {
        let base = URL(fileURLWithPath: folder).appendingPathComponent(written).standardizedFileURL.path
        let candidates =
            [base] + ["js", "ts", "cjs", "mjs"].map { base + "." + $0 } + ["app.plugin.js", "index.js", "index.ts"].map { base + "/" + $0 }
        return candidates.first { path in
            (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
        }
    }

    /// The project prebuild would generate: one application target, Debug and Release alike.
    var project: XcodeProject {
        let configuration = XcodeProject.Configuration(settings: settings.mapValues(\.value), origins: settings.mapValues(\.origin))
        var target = XcodeProject.Target(
            name: projectName, productType: "com.apple.product-type.application",
            configurations: ["Debug": configuration, "Release": configuration], resourceFiles: resourceFiles)
        target.generatedInfoPlist = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        target.generatedIconSets = generatedSets
        target.generatedIconFiles = generatedFiles
        var project = XcodeProject(path: configFile, sourceRoot: folder, name: projectName, targets: [target], projectConfigurations: [:])
        project.readerDiagnostics = notes
        project.generatedBy = ExpoProject.generator
        return project
    }
}
