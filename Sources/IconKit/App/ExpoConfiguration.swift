import Basics
import Foundation

/// What an Expo app's `app.json` says about icons, when it is plain JSON: the app icon
/// (`expo.ios.icon`, else `expo.icon`) and the alternates of the `expo-alternate-app-icons` config
/// plugin (`["expo-alternate-app-icons", [{"name", "ios": path or {light, dark, tinted}}, …]]`).
///
/// Nothing is built from them: without `ios/` there is no project to list. They are told so a
/// person can check the names before running `npx expo prebuild`. `app.config.js`/`.ts` are code
/// and are never evaluated.
struct ExpoConfiguration: Sendable {
    static let alternateIconsPlugin = "expo-alternate-app-icons"
    /// A larger app.json is not read (it is configuration, not data).
    static let maxFileSize = 1 << 20

    /// One line each, for the error's notes.
    private(set) var notes: [String] = []

    init(folder: String) {
        let appJSON = folder + "/app.json"
        guard let root = Self.json(at: appJSON) as? [String: Any] else {
            for name in ["app.config.ts", "app.config.js"] where FileManager.default.fileExists(atPath: folder + "/" + name) {
                notes.append("\(name) is code, so its icons are not read here")
            }
            return
        }
        let expo = root["expo"] as? [String: Any] ?? root
        if let icon = (expo["ios"] as? [String: Any])?["icon"] as? String ?? expo["icon"] as? String {
            notes.append("app.json: the app icon is \(icon)")
        }
        let alternates = Self.alternates(in: expo["plugins"])
        if let alternates {
            notes.append(
                "app.json: \(Self.alternateIconsPlugin) declares \(alternates.count) alternate icon\(alternates.count == 1 ? "" : "s")")
            notes += alternates.map { "  \($0.name): \($0.image)" }
        }
    }

    /// The plugin's alternates as `(name, iOS image)`; nil when the plugin is not configured.
    static func alternates(in plugins: Any?) -> [(name: String, image: String)]? {
        for case let entry as [Any] in plugins as? [Any] ?? [] where entry.first as? String == alternateIconsPlugin {
            return (entry.dropFirst().first as? [Any] ?? []).compactMap { item in
                guard let icon = item as? [String: Any], let name = icon["name"] as? String else { return nil }
                return (name, image(icon["ios"]) ?? "no iOS image")
            }
        }
        return nil
    }

    /// An `ios` value: a path, or `{light, dark, tinted}` paths.
    static func image(_ value: Any?) -> String? {
        if let path = value as? String { return path }
        guard let variants = value as? [String: Any] else { return nil }
        let parts = ["light", "dark", "tinted"].compactMap { key in (variants[key] as? String).map { "\(key) \($0)" } }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A JSON file's value, or nil when it is missing, too large, not an ordinary file or not JSON.
    static func json(at path: String) -> Any? {
        // RegularFile: a FIFO named app.json is refused at once instead of blocking the read.
        guard let data = try? RegularFile.read(path: path, limit: maxFileSize) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }
}
