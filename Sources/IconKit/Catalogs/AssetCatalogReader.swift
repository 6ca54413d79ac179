import Basics
import Foundation

/// Reads `.appiconset` folders from asset catalogs: `Contents.json` in the multi-size form
/// (`idiom`, `size`, `scale`) and the single-size form (`universal`, `platform: ios`, 1024x1024),
/// with iOS 18 appearances. JSON is read with `JSONSerialization` behind a size cap and walked with
/// `as?` casts: a broken file is a diagnostic, not a crash.
struct AssetCatalogReader: Sendable {
    var maxContentsSize: Int

    init(maxContentsSize: Int = 1 << 20) {
        self.maxContentsSize = maxContentsSize
    }

    /// Every icon set in the catalog at `catalog`, keyed by name (namespaced groups prefix it).
    func iconSets(inCatalog catalog: String) -> [String: AppIconSet] {
        var sets: [String: AppIconSet] = [:]
        var pending: [(folder: String, namespace: String)] = [(catalog, "")]
        var visited = 0
        while let (folder, namespace) = pending.popLast(), visited < 20_000 {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                visited += 1
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if name.hasSuffix(".appiconset") {
                    let setName = namespace + String(name.dropLast(".appiconset".count))
                    sets[setName] = iconSet(named: setName, folder: path)
                } else if !name.contains(".") {
                    // A group: it adds its name to the set names only when it provides a namespace.
                    pending.append((path, providesNamespace(path) ? namespace + name + "/" : namespace))
                }
            }
        }
        return sets
    }

    func providesNamespace(_ group: String) -> Bool {
        guard let json = readJSON(group + "/Contents.json").value as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }

    /// Reads one set's `Contents.json`.
    func iconSet(named name: String, folder: String) -> AppIconSet {
        let file = folder + "/Contents.json"
        var set = AppIconSet(name: name, folder: folder, images: [], diagnostics: [])
        let (value, problem) = readJSON(file)
        if let problem {
            set.diagnostics.append(Diagnostic(.error, .catalogContentsUnreadable, problem, file: file, keyPath: nil))
            return set
        }
        guard let root = value as? [String: Any] else {
            set.diagnostics.append(Diagnostic(.error, .catalogContentsUnreadable, "the top level is not a JSON object", file: file))
            return set
        }
        guard let entries = root["images"] as? [Any] else {
            set.diagnostics.append(
                Diagnostic(.error, .catalogContentsUnreadable, "there is no \"images\" array", file: file, keyPath: "images"))
            return set
        }
        for (index, entry) in entries.enumerated() {
            guard let entry = entry as? [String: Any] else {
                set.diagnostics.append(
                    Diagnostic(.warning, .catalogEntryMalformed, "entry is not a JSON object", file: file, keyPath: "images[\(index)]"))
                continue
            }
            let filename = entry["filename"] as? String
            var image = AppIconSet.Image(
                filename: filename, idiom: CatalogIdiom(entry["idiom"] as? String ?? "universal"),
                size: (entry["size"] as? String).flatMap(Self.points), scale: (entry["scale"] as? String).flatMap(Self.scale),
                platform: (entry["platform"] as? String).map(CatalogPlatform.init), appearance: Self.appearance(entry["appearances"]),
                path: filename.map { folder + "/" + $0 }, index: index)
            if let size = entry["size"] as? String, Self.points(size) == nil || !size.contains("x") { image.unreadableSize = size }
            if let filename, filename.contains("/") || filename == ".." {
                set.diagnostics.append(
                    Diagnostic(
                        .warning, .catalogEntryMalformed, "filename \"\(filename)\" is not a plain file name",
                        file: file, keyPath: "images[\(index)].filename"))
                image.path = nil
            }
            set.images.append(image)
        }
        return set
    }

    func readJSON(_ path: String) -> (value: Any?, problem: String?) {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: maxContentsSize)
        } catch .missing {
            return (nil, "Contents.json is missing")
        } catch .tooLarge {
            return (nil, "Contents.json is larger than \(maxContentsSize) bytes")
        } catch {
            return (nil, "Contents.json cannot be read (\(error.reason))")
        }
        do {
            return (try JSONSerialization.jsonObject(with: data), nil)
        } catch {
            return (nil, "Contents.json is not valid JSON")
        }
    }

    /// "60x60" → 60, "83.5x83.5" → 83.5.
    static func points(_ size: String) -> Double? {
        size.split(separator: "x").first.flatMap { Double($0) }
    }

    /// "2x" → 2.
    static func scale(_ scale: String) -> Int? {
        Int(scale.replacingOccurrences(of: "x", with: ""))
    }

    static func appearance(_ value: Any?) -> IconAppearance {
        guard let list = value as? [[String: Any]] else { return .any }
        for item in list where (item["appearance"] as? String) == "luminosity" {
            if let raw = item["value"] as? String, let appearance = IconAppearance(rawValue: raw) { return appearance }
        }
        return .any
    }
}
