import Basics
import Foundation

/// What an Expo app's configuration (`app.json`, or `app.config.ts`/`.js` read without running it,
/// see `ExpoAppConfig`) says about iOS icons: the app icon (`ios.icon`, which wins, else `icon`) and
/// the alternates of the icon config plugins (`ExpoIcons`), with what `npx expo prebuild` writes for
/// them, and what is computed and so not read.
///
/// They are the notes of the error for an app whose project nothing here can stand for (a React
/// Native app without Expo, or a configuration that cannot be read at all); an Expo app that can be
/// read is listed as the project prebuild would generate (`ExpoProject`).
struct ExpoConfiguration: Sendable {
    /// A larger app.json is not read (it is configuration, not data).
    static let maxFileSize = 1 << 20

    /// One line each, for the error's notes.
    private(set) var notes: [String] = []

    init(folder: String) {
        let configuration = ExpoAppConfig(folder: folder)
        notes += configuration.unread
        guard let config = configuration.config else { return }
        let icons = ExpoIcons(config: config, folder: folder)
        if let (image, key, place) = icons.appIcon {
            notes.append("\(place): the app icon\(key == "icon" ? "" : " (\(key))") is \(image)")
        }
        for plugin in icons.plugins {
            let count = plugin.alternates.count
            notes.append("\(plugin.place): \(plugin.name) declares \(count) alternate icon\(count == 1 ? "" : "s")")
            notes += plugin.alternates.map { "  \($0.name)\($0.written.map { " (written \($0))" } ?? ""): \($0.image)" }
            notes.append("  prebuild writes \(plugin.generates)")
        }
        if icons.plugins.isEmpty, let file = configuration.file {
            notes.append(
                "\(file): no alternate icon plugin (\(ExpoIcons.pluginNames.joined(separator: ", "))) is configured: no alternates")
        }
        notes += icons.unread
    }

    /// A JSON file's value, or nil when it is missing, too large, not an ordinary file or not JSON.
    static func json(at path: String) -> Any? {
        // RegularFile: a FIFO named app.json is refused at once instead of blocking the read.
        guard let data = try? RegularFile.read(path: path, limit: maxFileSize) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }
}
