import Basics
import Foundation

/// Walks the untyped JSON of an `icon.json` into an `IconComposerDocument`. It never trusts a type:
/// each value is cast with `as?`, a value of the wrong shape is reported with its key path and left
/// out, and the number of groups and layers is capped so a hostile file cannot make the compositor
/// draw millions of layers.
struct IconComposerReader {
    let bundle: String
    let file: String
    /// More groups or layers than any real icon has (Icon Composer's own limit is far lower).
    static let maxGroups = 64
    static let maxLayers = 512
    private(set) var diagnostics: [Diagnostic] = []
    private var layerCount = 0

    init(bundle: String, file: String) {
        self.bundle = bundle
        self.file = file
    }

    /// The top-level object of `path`, refused before parsing when larger than `maxSize`. Read through
    /// `RegularFile`: an `icon.json` that is a FIFO is refused at once instead of blocking the read.
    static func jsonObject(at path: String, maxSize: Int) throws(IconComposerError) -> [String: Any] {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: maxSize)
        } catch .missing {
            throw .missing(path: path)
        } catch .tooLarge {
            throw .tooLarge(path: path, limit: maxSize)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .notAnIconDocument(path: path, detail: "not valid JSON")
        }
        guard let object = value as? [String: Any] else { throw .notAnIconDocument(path: path, detail: "the top level is not an object") }
        return object
    }

    mutating func document(from root: [String: Any]) -> IconComposerDocument {
        var document = IconComposerDocument(bundle: bundle)
        document.fill = specialized(root, "fill", at: "", expected: "a fill", parse: Self.fill)
        if let value = root["groups"] {
            if let list = value as? [Any] {
                document.groups = groups(list)
            } else {
                report("groups", "expected a list of groups")
            }
        }
        if let value = root["supported-platforms"] {
            document.supportedPlatforms = supportedPlatforms(value)
        }
        if let value = root["color-space-for-untagged-svg-colors"] {
            if let name = value as? String, let space = IconComposerColor.Space(rawValue: name) {
                document.untaggedSVGColorSpace = space
            } else {
                report("color-space-for-untagged-svg-colors", "expected a colour space name such as display-p3")
            }
        }
        document.diagnostics = diagnostics
        return document
    }

    private mutating func groups(_ list: [Any]) -> [IconComposerGroup] {
        var groups: [IconComposerGroup] = []
        for (index, value) in list.enumerated() {
            let keyPath = "groups[\(index)]"
            guard index < Self.maxGroups else {
                report(keyPath, "more than \(Self.maxGroups) groups; the rest are ignored")
                break
            }
            guard let object = value as? [String: Any] else {
                report(keyPath, "expected a group object")
                continue
            }
            groups.append(group(object, at: keyPath))
        }
        return groups
    }

    private mutating func group(_ object: [String: Any], at keyPath: String) -> IconComposerGroup {
        var group = IconComposerGroup(name: object["name"] as? String, keyPath: keyPath)
        group.opacity = specialized(object, "opacity", at: keyPath, expected: "a number", parse: Self.number)
        group.hidden = specialized(object, "hidden", at: keyPath, expected: "true or false", parse: Self.bool)
        group.blendMode = specialized(object, "blend-mode", at: keyPath, expected: "a blend mode", parse: Self.blendMode)
        group.position = specialized(object, "position", at: keyPath, expected: "a position", parse: Self.position)
        guard let value = object["layers"] else { return group }
        guard let list = value as? [Any] else {
            report(keyPath + ".layers", "expected a list of layers")
            return group
        }
        for (index, item) in list.enumerated() {
            let layerPath = "\(keyPath).layers[\(index)]"
            guard layerCount < Self.maxLayers else {
                report(layerPath, "more than \(Self.maxLayers) layers in the icon; the rest are ignored")
                break
            }
            guard let layerObject = item as? [String: Any] else {
                report(layerPath, "expected a layer object")
                continue
            }
            layerCount += 1
            group.layers.append(layer(layerObject, at: layerPath))
        }
        return group
    }

    private mutating func layer(_ object: [String: Any], at keyPath: String) -> IconComposerLayer {
        var layer = IconComposerLayer(name: object["name"] as? String, keyPath: keyPath)
        layer.imageName = specialized(object, "image-name", at: keyPath, expected: "a file name", parse: Self.string)
        layer.fill = specialized(object, "fill", at: keyPath, expected: "a fill", parse: Self.fill)
        layer.opacity = specialized(object, "opacity", at: keyPath, expected: "a number", parse: Self.number)
        layer.hidden = specialized(object, "hidden", at: keyPath, expected: "true or false", parse: Self.bool)
        layer.blendMode = specialized(object, "blend-mode", at: keyPath, expected: "a blend mode", parse: Self.blendMode)
        layer.position = specialized(object, "position", at: keyPath, expected: "a position", parse: Self.position)
        layer.glass = specialized(object, "glass", at: keyPath, expected: "true or false", parse: Self.bool)
        checkImages(of: layer)
        return layer
    }

    /// Each image a layer names must be a plain file name that `Assets/` holds: Xcode fails the
    /// build otherwise (missing) or cannot address it (a path).
    private mutating func checkImages(of layer: IconComposerLayer) {
        var seen: Set<String> = []
        for name in layer.imageName.allValues where seen.insert(name).inserted {
            let keyPath = layer.keyPath + ".image-name"
            if name.isEmpty || name.contains("/") || name == ".." || name == "." {
                report(keyPath, "\u{201C}\(name)\u{201D} is not a plain file name in Assets/")
                continue
            }
            var isDirectory: ObjCBool = false
            let path = bundle + "/Assets/" + name
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || isDirectory.boolValue {
                diagnostics.append(
                    Diagnostic(
                        .error, .iconComposerImageMissing, "names \(name), which is not in the bundle's Assets folder",
                        file: file, keyPath: keyPath, about: name))
            }
        }
    }

    mutating func report(_ keyPath: String, _ message: String) {
        diagnostics.append(Diagnostic(.warning, .iconComposerMalformed, message, file: file, keyPath: keyPath))
    }
}
