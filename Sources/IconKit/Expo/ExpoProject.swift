import Foundation

/// An Expo app without `ios/`, read as the Xcode project `npx expo prebuild` would generate from its
/// configuration (`ExpoAppConfig`, `ExpoIcons`), so the loader, lint and the chooser treat it as
/// they treat a committed project, and every setting points at the configuration's line:
///
/// - one application target named as prebuild names it (`name` without spaces and punctuation), with
///   Debug and Release, as prebuild's template has;
/// - `ASSETCATALOG_COMPILER_APPICON_NAME`: `AppIcon`, a set prebuild draws from `ios.icon` (else
///   `icon`; a plain white square when neither is set), or the name of the Icon Composer `.icon`
///   that `ios.icon` names (SDK 54), which prebuild copies into the project;
/// - `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`: expo-alternate-app-icons' names, each a set it
///   draws from the entry's image;
/// - the Info.plist prebuild writes: the app's name, and the `CFBundleIcons` entries of the plugins
///   that write loose files (`ExpoLooseIcons`);
/// - `TARGETED_DEVICE_FAMILY` from `ios.supportsTablet` and `ios.isTabletOnly`.
///
/// Why a project and not a kind of location of its own: prebuild's output is an Xcode project whose
/// icons actool compiles, and reading it through `XcodeProject` gives the same declarations, the
/// same checks and the same provenance (file and line) as a committed prebuild, as the .NET and
/// XcodeGen readers do. What only running the configuration gives is a note naming file and line.
enum ExpoProject {
    /// What generates the project, as messages say it.
    static let generator = "Expo prebuild"

    /// The project for the Expo app in `folder`; nil when its configuration cannot be read at all.
    static func read(folder: String) -> XcodeProject? {
        let configuration = ExpoAppConfig(folder: folder)
        guard let config = configuration.config, let file = configuration.file else { return nil }
        let configFile = folder + "/" + file
        let icons = ExpoIcons(config: config, folder: folder)
        var context = Context(folder: folder, configFile: configFile, config: config, icons: icons)
        context.readPrimary()
        context.readPlugins()
        for sentence in configuration.unread + icons.unread { context.note(sentence) }
        context.noteLocalPlugins()
        // react-native-change-icon's released versions have no plugin: their icons are sets in ios/.
        let changeIcon = "react-native-change-icon"
        if GeneratedProjectFinder.dependencies(of: folder)?.contains(changeIcon) == true,
            !icons.plugins.contains(where: { $0.name == changeIcon })
        {
            context.note(
                "\(changeIcon) is a dependency, but its config plugin is not configured: its alternate icons are asset-catalog sets "
                    + "in ios/, which prebuild does not write")
        }
        return context.project
    }

    /// `name` as prebuild names the project, its folder and its target: letters and digits only,
    /// accents dropped (`IOSConfig.XcodeUtils.sanitizedName`); `app` when nothing is left.
    static func projectName(_ name: String) -> String {
        let folded = name.applyingTransform(.stripDiacritics, reverse: false) ?? name
        let kept = String(folded.unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) })
        return kept.isEmpty ? "app" : kept
    }
}
