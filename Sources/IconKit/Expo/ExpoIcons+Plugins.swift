import Foundation

/// Each icon plugin's options read as that plugin reads them (see `ExpoIcons`).
extension ExpoIcons {
    mutating func readPlugin(_ name: String, options: JSNode?, place: String, supportsTablet: Bool) {
        if let what = options?.computed {
            unread.append("\(options?.place ?? place): the options of \(name) are computed (\(what)), so its icons are not read")
            return
        }
        let alternates: [Alternate]
        let generates: String
        switch name {
        case "expo-alternate-app-icons":
            alternates = alternateAppIcons(options)
            generates =
                "an app icon set Images.xcassets/<name>.appiconset (one 1024 px image) per icon, named in "
                + "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
        case "react-native-change-icon":
            alternates = namedImages(options, imageKeys: []) { $0.string }
            generates =
                "loose files AppIcons/<name>@2x.png and @3x.png, in CFBundleIcons only (no iPad entries); the first is also the primary"
        default:
            let mozzius = name.hasPrefix("@mozzius/")
            alternates = namedImages(options, imageKeys: mozzius ? ["ios", "image"] : ["image"]) { $0.string }
            let iPad =
                mozzius
                ? (supportsTablet
                    ? "; with ios.supportsTablet also @2x~ipad and @3x~ipad files (152 and 167 px) in CFBundleIcons~ipad"
                    : " (no iPad entries: ios.supportsTablet is not true)")
                : ", listed in CFBundleIcons and in CFBundleIcons~ipad (the iPad entries use the same 60 pt files)"
            generates = "loose files DynamicAppIcons/<name>-Icon-60x60@2x.png and @3x.png" + iPad
        }
        plugins.append(Plugin(name: name, place: place, generates: generates, alternates: alternates))
    }

    /// `[{ name, ios }]` or `[path]`; names starting in lower case built in PascalCase.
    mutating func alternateAppIcons(_ options: JSNode?) -> [Alternate] {
        var alternates: [Alternate] = []
        for item in options?.elements ?? [] {
            if let what = item.computed {
                unread.append("\(item.place): an icon of expo-alternate-app-icons is computed (\(what)), so it is not read")
                continue
            }
            let written: String?
            let image: String?
            let source: ExpoImage?
            if let path = item.string {
                written = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                image = path
                source = ExpoImage(item, key: "plugins")
            } else {
                written = item.member("name")?.string
                image = Self.image(item.member("ios"))
                source = item.member("ios").flatMap { ExpoImage($0, key: "plugins") }
                if written == nil, let what = item.member("name")?.computed {
                    unread.append("\(item.place): the name of an icon of expo-alternate-app-icons is computed (\(what))")
                }
            }
            guard let written else { continue }
            let built = Self.pascalCase(written)
            alternates.append(
                Alternate(
                    name: built, written: built == written ? nil : written,
                    image: image ?? source?.computed.map { "computed (\($0))" } ?? "no iOS image", source: source))
        }
        return alternates
    }

    /// `{ name: { image } }` (the image under the first of `imageKeys` present, or the value itself
    /// when `imageKeys` is empty) or `[path]`, named by index.
    mutating func namedImages(_ options: JSNode?, imageKeys: [String], image: (JSNode) -> String?) -> [Alternate] {
        if let paths = options?.elements {
            return paths.enumerated().map { index, path in
                Alternate(
                    name: String(index), image: path.string ?? path.computed.map { "computed (\($0))" } ?? "?",
                    source: ExpoImage(path, key: "plugins"))
            }
        }
        var alternates: [Alternate] = []
        for entry in options?.entries ?? [] {
            guard let name = entry.key else {
                unread.append(
                    "\(entry.value.place): icons come from a spread that is computed (\(entry.value.computed ?? "?")); they are not read")
                continue
            }
            let node = imageKeys.isEmpty ? entry.value : imageKeys.lazy.compactMap { entry.value.member($0) }.first
            if let node, let what = node.computed {
                unread.append("\(node.place): the image of \(name) is computed (\(what))")
                alternates.append(
                    Alternate(
                        name: name, image: "computed (\(what))",
                        source: ExpoImage(computed: what, key: "plugins", place: node.place, line: node.line > 0 ? node.line : nil)))
                continue
            }
            guard let node, let path = Self.image(node) ?? image(node) else { continue }
            alternates.append(Alternate(name: name, image: path, source: ExpoImage(node, key: "plugins")))
        }
        return alternates
    }

    /// expo-alternate-app-icons' `toPascalCase`, applied as it is to names starting with a-z: runs of
    /// white space, `-` and `_` become one space, a space goes before each capital, each run of word
    /// characters (`[A-Za-z0-9]`) is capitalised with the rest lowered, then white space is dropped.
    static func pascalCase(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return name }
        var spaced = ""
        var lastWasSeparator = false
        for character in name {
            let separator = character.isWhitespace || character == "-" || character == "_"
            if separator {
                if !lastWasSeparator { spaced.append(" ") }
            } else {
                if character.isASCII && character.isUppercase { spaced.append(" ") }
                spaced.append(character)
            }
            lastWasSeparator = separator
        }
        var result = ""
        var atWordStart = true
        for character in spaced {
            let isWordCharacter = character.isASCII && (character.isLetter || character.isNumber)
            if isWordCharacter {
                result += atWordStart ? character.uppercased() : character.lowercased()
            } else if !character.isWhitespace {
                result.append(character)
            }
            atWordStart = !isWordCharacter
        }
        return result
    }
}
