import Foundation
import ProjectEditing

/// An Expo alternate: an entry in the options of the app's icon plugin in `app.json`, written the way
/// that plugin reads it and like the entries already there, with the image copied beside theirs.
enum ExpoAlternate {
    static let plugins = [
        "expo-alternate-app-icons", "expo-dynamic-app-icon", "@mozzius/expo-dynamic-app-icon", "react-native-change-icon",
    ]

    /// The icon plugin's options in the file: their key path and value.
    struct PluginOptions {
        var plugin: String
        var path: PlistPath
        var value: Any
        /// The images the options name, as written (`./assets/icons/a.png`).
        var images: [String]
    }

    static func add(_ request: AlternateRequest, appJSON: String, draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        let data: Data
        do { data = try draft.data(at: appJSON) ?? Data() } catch { throw .edit(error) }
        let options = try pluginOptions(data, file: appJSON)
        if request.dark != nil || request.tinted != nil, options.plugin != "expo-alternate-app-icons" || !(options.value is [[String: Any]])
        {
            throw .unusableImage(
                path: request.picture.path,
                reason: "\(options.plugin) as this app writes it takes one image per icon, without dark or tinted ones")
        }
        if names(options).contains(where: { $0.lowercased() == request.name.lowercased() }) {
            throw .nameTaken(name: request.name, by: "an icon of \(options.plugin) in \(AppIcons.fileName(appJSON))")
        }
        let folder = imageFolder(options)
        let root = AppIcons.parent(appJSON)
        var written: [String: String] = [:]
        var notes: [String] = []
        for (suffix, picture) in [("", request.picture), ("-dark", request.dark), ("-tinted", request.tinted)] {
            guard let picture else { continue }
            let relative = folder + "/" + request.name + suffix + ".png"
            let path = root + "/" + relative.replacingOccurrences(of: "./", with: "", options: .anchored)
            if FileManager.default.fileExists(atPath: path) { throw .nameTaken(name: request.name, by: path) }
            guard let png = try picture.pngs([AlternatePicture.side]).first else { continue }
            do { try draft.write(png, to: path) } catch { throw .edit(error) }
            written[suffix] = relative
            notes.append("wrote \(path)")
        }
        var editor: JSONTextEditor
        do {
            editor = try JSONTextEditor(data, path: appJSON)
            try insert(request.name, images: written, options: options, editor: &editor)
            try draft.write(editor.data, to: appJSON)
        } catch { throw .edit(error) }
        notes.append("added \(request.name) to the options of \(options.plugin) in \(AppIcons.fileName(appJSON))")
        return notes
    }

    static func remove(_ name: String, appJSON: String, draft: inout ProjectDraft) throws(AdditionError) -> [String]? {
        let data: Data
        do { data = try draft.data(at: appJSON) ?? Data() } catch { throw .edit(error) }
        let options = try pluginOptions(data, file: appJSON)
        guard let found = entry(named: name, in: options) else { return nil }
        let (component, images) = found
        var notes: [String] = []
        do {
            var editor = try JSONTextEditor(data, path: appJSON)
            try editor.remove(at: options.path + [component])
            try draft.write(editor.data, to: appJSON)
            notes.append("removed \(name) from the options of \(options.plugin) in \(AppIcons.fileName(appJSON))")
            let text = String(decoding: editor.data, as: UTF8.self)
            for image in images where !text.contains("\"\(image)\"") {
                let path = AppIcons.parent(appJSON) + "/" + image.replacingOccurrences(of: "./", with: "", options: .anchored)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                try draft.write(nil, to: path)
                notes.append("deleted \(path)")
            }
        } catch { throw .edit(error) }
        return notes
    }

    /// The first icon plugin with options in `expo.plugins` (or top-level `plugins`).
    static func pluginOptions(_ data: Data, file: String) throws(AdditionError) -> PluginOptions {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .edit(.malformed(path: file, reason: "it is not a JSON object"))
        }
        let base: PlistPath = root["expo"] is [String: Any] ? ["expo"] : []
        let config = (root["expo"] as? [String: Any]) ?? root
        for (index, item) in ((config["plugins"] as? [Any]) ?? []).enumerated() {
            guard let pair = item as? [Any], let name = pair.first as? String, plugins.contains(name) else { continue }
            guard pair.count > 1 else {
                throw .unsupported(path: file, reason: "\(name) has no options to add an icon to; give it its first icon by hand")
            }
            return PluginOptions(plugin: name, path: base + ["plugins", .index(index), 1], value: pair[1], images: images(in: pair[1]))
        }
        throw .undecidable(path: file, reason: "no icon plugin (\(plugins.joined(separator: ", "))) with options is in its plugins")
    }

    private static func images(in value: Any) -> [String] {
        if let text = value as? String { return text.lowercased().hasSuffix(".png") ? [text] : [] }
        if let list = value as? [Any] { return list.flatMap(images) }
        if let object = value as? [String: Any] { return object.keys.sorted().flatMap { images(in: object[$0] as Any) } }
        return []
    }

    /// The names the plugin builds, as the loader reads them.
    private static func names(_ options: PluginOptions) -> [String] {
        if let object = options.value as? [String: Any] { return Array(object.keys) }
        return ((options.value as? [Any]) ?? []).enumerated().map { index, item in
            if let object = item as? [String: Any], let name = object["name"] as? String { return name }
            if let path = item as? String, options.plugin == "expo-alternate-app-icons" {
                return ((AppIcons.fileName(path)) as NSString).deletingPathExtension
            }
            return String(index)
        }
    }

    /// The folder the other icons' images are in, as written (`./assets/icons`), else `./assets`.
    private static func imageFolder(_ options: PluginOptions) -> String {
        options.images.first.map(AppIcons.parent).flatMap { $0.isEmpty ? nil : $0 } ?? "./assets"
    }

    /// The new entry, shaped like the first one there.
    private static func insert(_ name: String, images: [String: String], options: PluginOptions, editor: inout JSONTextEditor)
        throws(EditError)
    {
        let image = JSONValue.string(images[""] ?? "")
        if let list = options.value as? [Any] {
            if list.first is String || options.plugin != "expo-alternate-app-icons" {
                guard options.plugin == "expo-alternate-app-icons" else {
                    throw EditError.malformed(
                        path: editor.path,
                        reason:
                            "\(options.plugin) names icons by their index in a list; add this one by hand so the others keep their names")
                }
                try editor.append(image, toArrayAt: options.path)
                return
            }
            let ios: JSONValue =
                images.count == 1
                ? image
                : .object(
                    [.init("light", image)]
                        + [("dark", "-dark"), ("tinted", "-tinted")].compactMap { key, suffix in
                            images[suffix].map { .init(key, .string($0)) }
                        })
            try editor.append(.object([.init("name", .string(name)), .init("ios", ios)]), toArrayAt: options.path)
            return
        }
        let template = (options.value as? [String: Any])?.sorted { $0.key < $1.key }.first?.value
        let value: JSONValue
        if let fields = template as? [String: Any] {
            let imageKey = ["ios", "image"].first { fields[$0] != nil } ?? "image"
            var members: [JSONValue.Member] = [.init(imageKey, image)]
            if let prerendered = fields["prerendered"] as? Bool { members.append(.init("prerendered", .bool(prerendered))) }
            value = .object(members)
        } else {
            value = image
        }
        try editor.set(value, at: options.path + [.key(name)])
    }

    /// The component of the options holding `name`, and the images it names.
    private static func entry(named name: String, in options: PluginOptions) -> (PlistPathComponent, [String])? {
        if let object = options.value as? [String: Any] {
            return object[name].map { (.key(name), images(in: $0)) }
        }
        let list = (options.value as? [Any]) ?? []
        let names = Self.names(options)
        guard let index = names.firstIndex(of: name) ?? names.firstIndex(where: { $0.lowercased() == name.lowercased() }) else {
            return nil
        }
        return (.index(index), images(in: list[index]))
    }
}
