import Basics
import Foundation

extension ExpoProject.Context {
    static let appIconName = "AppIcon"
    static let primarySetting = "ASSETCATALOG_COMPILER_APPICON_NAME"
    static let alternatesSetting = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

    /// The app icon as prebuild's `withIosIcons` writes it: a `.icon` that `ios.icon` names is copied
    /// in and named by its own name; anything else becomes the set `AppIcon`, drawn from the image
    /// (a white square when there is none), opaque on white but for the dark appearance.
    mutating func readPrimary() {
        let source = icons.appIconSource
        let origin = SettingOrigin(level: .target, file: configFile, line: source?.line, keyPath: source?.key ?? "icon")
        if let source, source.key == "ios.icon", let path = source.light, source.dark == nil, source.tinted == nil,
            (path as NSString).pathExtension == "icon"
        {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            settings[Self.primarySetting] = (.string(name), origin)
            resourceFiles.append(absolute(path))
            return
        }
        var icon = generatedIcon(ExpoProject.generator, source: source, keyPath: source?.key ?? "icon", largestOutput: 1024)
        icon.fillsTransparency = true
        generatedSets[Self.appIconName] = icon
        settings[Self.primarySetting] = (.string(Self.appIconName), origin)
    }

    /// A generated icon drawn from `source`, declared where `source` is written.
    func generatedIcon(_ generator: String, source: ExpoImage?, keyPath: String, largestOutput: Int, line: Int? = nil) -> GeneratedIcon {
        var icon = GeneratedIcon(
            generator: generator, image: source?.base.map(absolute), file: configFile, line: source?.line ?? line,
            largestOutput: largestOutput)
        icon.keyPath = keyPath
        icon.computed = source?.computed
        if let dark = source?.dark { icon.appearances[.dark] = absolute(dark) }
        if let tinted = source?.tinted { icon.appearances[.tinted] = absolute(tinted) }
        return icon
    }

    mutating func readPlugins() {
        for plugin in icons.plugins {
            if plugin.name == "expo-alternate-app-icons" {
                readAlternateSets(plugin)
            } else {
                readLooseFiles(plugin)
            }
        }
    }

    /// expo-alternate-app-icons: one set per entry, drawn from its `ios` image (with dark and tinted
    /// when `ios` is an object, which must then give all three), named in the alternates setting. It
    /// stops at an entry without `ios` (`if (!iconPath) break`): the names after it get no set.
    mutating func readAlternateSets(_ plugin: ExpoIcons.Plugin) {
        let generator = "\(ExpoProject.generator) (\(plugin.name))"
        var names: [String] = []
        var stopped = false
        for alternate in plugin.alternates {
            names.append(alternate.name)
            guard !stopped else { continue }
            guard let source = alternate.source else {
                stopped = true
                invalid(
                    "\(plugin.place): \u{201C}\(alternate.name)\u{201D} has no ios image, and \(plugin.name) stops there: neither it nor an "
                        + "icon after it gets an icon set, though the alternates setting names them", severity: .warning,
                    about: alternate.name)
                continue
            }
            if source.computed == nil, source.isAppearanceObject, source.light == nil || source.dark == nil || source.tinted == nil {
                invalid(
                    "\(source.place): the ios object of \u{201C}\(alternate.name)\u{201D} lacks one of light, dark and tinted; "
                        + "\(plugin.name) stops prebuild with \u{201C}Invalid alternate icon configuration\u{201D}", severity: .error,
                    about: alternate.name)
            }
            noteDuplicate(alternate.name, place: source.place, plugin: plugin.name, writesSet: true)
            generatedSets[alternate.name] = generatedIcon(
                generator, source: source, keyPath: "plugins", largestOutput: 1024, line: plugin.line)
        }
        let origin = SettingOrigin(level: .target, file: configFile, line: plugin.line, keyPath: "plugins")
        let earlier = settings[Self.alternatesSetting]?.value.words ?? []
        settings[Self.alternatesSetting] = (.list(earlier + names), origin)
    }

    mutating func invalid(_ message: String, severity: Diagnostic.Severity, about: String) {
        notes.append(Diagnostic(severity, .generatedIconInvalid, message, file: configFile, keyPath: "plugins", about: about))
    }

    /// A name the configuration gives twice (or the app icon's own set's): the build writes one over the other.
    /// `writesSet`: the plugin writes a set of that name (then the app icon's `AppIcon` is taken too).
    mutating func noteDuplicate(_ name: String, place: String, plugin: String, writesSet: Bool, alsoTaken: Bool = false) {
        let appIcon = writesSet && name == Self.appIconName && generatedSets[name] != nil
        let taken = alsoTaken || (writesSet && generatedSets[name] != nil)
        let declared = ((plist[InfoPlistParser.iconsKey] as? [String: Any])?[InfoPlistParser.alternatesKey] as? [String: Any])?[name] != nil
        guard taken || declared else { return }
        let what = appIcon ? "the app icon's set, which prebuild also writes" : "another icon of the configuration"
        notes.append(
            Diagnostic(
                .warning, .generatedNameDuplicate,
                "\(place): \(plugin) writes \u{201C}\(name)\u{201D}, the name of \(what): one is written over the other, and the app "
                    + "offers one icon where two are declared; give each its own name", file: configFile, keyPath: "plugins", about: name))
    }
}
