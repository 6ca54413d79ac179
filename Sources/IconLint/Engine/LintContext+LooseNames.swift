import Basics
import Foundation
import IconKit

extension LintContext {
    /// A `CFBundleIconFiles` name that reaches no loose file because an asset catalog holds it.
    struct LooseName {
        enum Explanation: Equatable {
            /// The name is the icon set's, or a file the build writes from it (`AppIcon60x60`).
            case iconSet(String)
            /// A file of the name is inside an `.xcassets` folder (the path).
            case insideCatalog(String)
        }

        var icon: IconDeclaration
        var subject: LintFinding.Subject
        var name: String
        var explanation: Explanation
        /// The Info.plist that declares the icon.
        var file: String
    }

    /// Every loose name without a file that a catalog explains, in the order icons are read.
    func findLooseNames() -> [LooseName] {
        var names: [LooseName] = []
        var catalogFiles: [String: [String]]?
        for current in apps {
            for (icon, images) in current.entries where icon.iconSetName == nil {
                // Names resolved through a set (the reader's fallback for a set's name) still need CFBundleIconName.
                let found = images.source == .files ? Set(images.candidates.map(\.baseName)) : []
                // A name repeated in CFBundleIconFiles is the same name: looked at once per icon.
                var seen: Set<String> = []
                for name in icon.iconFiles
                where !name.isEmpty && !found.contains(name) && seen.insert(name).inserted && !BuildVariable.containsReference(name) {
                    let explanation: LooseName.Explanation
                    if let setName = Self.iconSetName(forLooseName: name, sets: app.iconSets) {
                        explanation = .iconSet(setName)
                    } else {
                        if catalogFiles == nil { catalogFiles = Self.filesInCatalogs(app.catalogPaths) }
                        let hidden = ImageResolver.candidateNames(for: name).flatMap { catalogFiles?[$0.name] ?? [] }
                        guard let place = hidden.first else { continue }
                        explanation = .insideCatalog(place)
                    }
                    names.append(
                        LooseName(
                            icon: icon, subject: subject(of: icon), name: name, explanation: explanation,
                            file: app.declaration.infoPlistPath))
                }
            }
        }
        return names
    }

    /// `AppIcon` for `AppIcon` or for `AppIcon60x60` (the names actool writes), when the set exists.
    static func iconSetName(forLooseName name: String, sets: [String: AppIconSet]) -> String? {
        if sets[name] != nil { return name }
        let sizeCharacters = Set("0123456789.x")
        // Index by index from the end: dropping one character at a time is quadratic on long names.
        var stemEnd = name.endIndex
        while stemEnd > name.startIndex {
            let before = name.index(before: stemEnd)
            guard sizeCharacters.contains(name[before]) else { break }
            stemEnd = before
        }
        guard stemEnd < name.endIndex, name[stemEnd...].contains("x") else { return nil }
        let stem = String(name[..<stemEnd])
        return sets[stem] != nil ? stem : nil
    }

    /// Every file inside the catalogs, by name (bounded like the catalog reader).
    static func filesInCatalogs(_ catalogs: [String]) -> [String: [String]] {
        var files: [String: [String]] = [:]
        var visited = 0
        for catalog in catalogs {
            guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { continue }
            while let relative = enumerator.nextObject() as? String, visited < 20_000 {
                visited += 1
                let name = (relative as NSString).lastPathComponent
                if name.lowercased().hasSuffix(".png") { files[name, default: []].append(catalog + "/" + relative) }
            }
        }
        return files
    }
}
