import Basics
import Foundation

/// Finds the image files behind each icon's `CFBundleIconFiles`, as iOS would pick them from the
/// bundle root: `name.png`, `name@2x.png`, `name@3x.png`, `name~ipad.png`, `name@2x~ipad.png`
/// (and `~iphone`), or the exact file when the name carries an image extension.
///
/// Sizes come from PNG headers only; the largest readable file wins, and on iPad `~ipad` files are
/// preferred, as the system does.
public struct ImageResolver: Sendable {
    public let index: ImageFileIndex
    /// The project's icon sets by name, from every catalog the index met.
    public let iconSets: [String: AppIconSet]
    /// Which image of a set to show (iOS 18 dark and tinted icons).
    public var appearance: IconAppearance

    public init(index: ImageFileIndex, appearance: IconAppearance = .any, reader: AssetCatalogReader = .init()) {
        self.index = index
        self.appearance = appearance
        var sets: [String: AppIconSet] = [:]
        for catalog in index.catalogPaths {
            sets.merge(reader.iconSets(inCatalog: catalog)) { first, _ in first }
        }
        iconSets = sets
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "heic"]
    static let modifiers: [(suffix: String, scale: Int, device: Idiom?)] = [
        ("", 1, nil), ("@2x", 2, nil), ("@3x", 3, nil),
        ("~iphone", 1, .iphone), ("@2x~iphone", 2, .iphone), ("@3x~iphone", 3, .iphone),
        ("~ipad", 1, .ipad), ("@2x~ipad", 2, .ipad),
    ]

    /// The file names iOS would try for one `CFBundleIconFiles` entry, with scale and device.
    public static func candidateNames(for baseName: String) -> [(name: String, scale: Int, device: Idiom?)] {
        var stem = baseName
        var fileExtension = "png"
        if let dot = baseName.lastIndex(of: "."),
           imageExtensions.contains(baseName[baseName.index(after: dot)...].lowercased()) {
            stem = String(baseName[..<dot])
            fileExtension = String(baseName[baseName.index(after: dot)...])
        }
        return modifiers.map { ("\(stem)\($0.suffix).\(fileExtension)", $0.scale, $0.device) }
    }

    public func resolve(_ icon: IconDeclaration, idiom: Idiom, file: String) -> IconImages {
        var result = IconImages()
        func problem(_ severity: Diagnostic.Severity, _ code: String, _ message: String) {
            result.problems.append(Diagnostic(severity, code, message, file: file, keyPath: icon.keyPath))
        }

        // The catalog wins when both are declared, as in the built app.
        if let setName = icon.iconSetName {
            if let set = iconSets[setName] {
                return resolve(set: set, icon: icon, idiom: idiom, file: file, note: nil)
            }
            problem(.error, "catalog-set-missing",
                    "CFBundleIconName names the icon set \u{2018}\(setName)\u{2019}, which no asset catalog under \(index.root) holds")
        }
        if icon.iconFiles.isEmpty {
            if icon.iconSetName == nil {
                problem(.error, "no-image-declared",
                        "declares no image: add CFBundleIconFiles (loose PNGs) or CFBundleIconName (an asset-catalog icon set)")
            }
            return result
        }
        result.source = .files

        var missing: [String] = []
        for baseName in icon.iconFiles {
            if baseName.isEmpty {
                problem(.error, "empty-file-name", "CFBundleIconFiles contains an empty name")
                continue
            }
            let variables = BuildVariable.references(in: baseName)
            if !variables.isEmpty {
                problem(.warning, "unexpanded-build-variable",
                        "\u{2018}\(baseName)\u{2019} uses the build variable \(variables.joined(separator: ", ")), "
                            + "which only a build expands; its files cannot be found from the source tree")
                continue
            }
            let names = Self.candidateNames(for: baseName)
            let found = names.flatMap { candidate in
                index.paths(named: candidate.name).prefix(1).map { path in
                    Self.candidate(path: path, baseName: baseName, scale: candidate.scale, device: candidate.device)
                }
            }
            for candidate in names where index.paths(named: candidate.name).count > 1 {
                let places = index.paths(named: candidate.name).map(relative).joined(separator: ", ")
                problem(.warning, "duplicate-file-name",
                        "\(candidate.name) exists in several folders (\(places)); a build copies only one into the app, using \(relative(index.paths(named: candidate.name)[0]))")
            }
            if found.isEmpty { missing.append(baseName) }
            result.candidates += found
        }

        for candidate in result.candidates {
            if let failure = candidate.failure {
                problem(.warning, "unreadable-image", "\(relative(candidate.path)) \(failure)")
            }
        }

        let usable = result.candidates.filter { $0.header != nil && ($0.device == nil || $0.device == idiom) }
        let preferred = idiom == .ipad && usable.contains { $0.device == .ipad } ? usable.filter { $0.device == .ipad } : usable
        result.best = preferred.max { lhs, rhs in
            (lhs.pixelArea, lhs.scale, rhs.path) < (rhs.pixelArea, rhs.scale, lhs.path)
        }

        let severity: Diagnostic.Severity = result.best == nil ? .error : .warning
        for baseName in missing {
            let tried = Self.candidateNames(for: baseName).map(\.name)
            var message = "no file for \u{2018}\(baseName)\u{2019} under \(index.root) (looked for "
                + tried.prefix(3).joined(separator: ", ") + ", … \(tried.last ?? ""))"
            let nearMisses = Set(tried.flatMap(index.caseInsensitiveMatches(for:))).sorted()
            if !nearMisses.isEmpty {
                message += "; \(nearMisses.joined(separator: ", ")) differs only in letter case, and iOS file names are case-sensitive"
            }
            problem(severity, "missing-icon-file", message)
        }
        if result.best == nil, missing.count < icon.iconFiles.count, !result.candidates.isEmpty {
            let others = result.candidates.filter { $0.header != nil && $0.device != nil && $0.device != idiom }
            if !others.isEmpty {
                problem(.error, "no-file-for-idiom",
                        "only \(others.map(\.fileName).joined(separator: ", ")) exist, which \(idiom.displayName) does not use")
            }
        }
        if let setName = icon.iconSetName, iconSets[setName] == nil {
            if result.best != nil {
                // A built app: the catalog is compiled into Assets.car; the loose files the build wrote
                // from it are what shows (and `source` says so).
                result.problems.removeAll { $0.code == "catalog-set-missing" }
            } else {
                // Names like "AppIcon60x60" are what a build would write from the missing set: saying
                // they are missing too adds nothing.
                result.problems.removeAll { $0.code == "missing-icon-file" && $0.message.contains("\u{2018}\(setName)") }
            }
        }
        // A loose name that is really a set name (actool writes AppIcon60x60@2x.png from the set
        // "AppIcon"): show the set, and say so.
        if result.best == nil, let setName = missing.first(where: { iconSets[$0] != nil }), let set = iconSets[setName] {
            let note = Diagnostic(.note, "files-from-icon-set",
                                  "\u{2018}\(setName)\u{2019} is an icon set in an asset catalog; the build writes its files, so its image is shown",
                                  file: file, keyPath: icon.keyPath)
            return resolve(set: set, icon: icon, idiom: idiom, file: file, note: note)
        }
        return result
    }

    /// The largest readable image of `set` for the idiom and appearance (falling back to the default
    /// appearance, with a note, when the set has none for the one asked for).
    func resolve(set: AppIconSet, icon: IconDeclaration, idiom: Idiom, file: String, note: Diagnostic?) -> IconImages {
        var result = IconImages(source: .iconSet(name: set.name, catalog: set.folder))
        result.problems = set.diagnostics
        if let note { result.problems.append(note) }
        var entries = set.candidates(for: idiom, appearance: appearance)
        if entries.isEmpty && appearance != .any {
            entries = set.candidates(for: idiom, appearance: .any)
            if !entries.isEmpty {
                result.problems.append(Diagnostic(.note, "appearance-missing",
                    "the icon set \u{2018}\(set.name)\u{2019} has no \(appearance.rawValue) image; showing the default one",
                    file: set.folder + "/Contents.json", keyPath: icon.keyPath))
            }
        }
        for entry in entries {
            guard let path = entry.path, let filename = entry.filename else { continue }
            guard FileManager.default.fileExists(atPath: path) else {
                result.problems.append(Diagnostic(.warning, "catalog-file-missing",
                    "Contents.json of \u{2018}\(set.name)\u{2019} names \(filename), which is not in the set's folder",
                    file: set.folder + "/Contents.json", keyPath: icon.keyPath))
                continue
            }
            result.candidates.append(Self.candidate(path: path, baseName: set.name, scale: entry.scale ?? 1,
                                                    device: Idiom(rawValue: entry.idiom)))
        }
        for candidate in result.candidates {
            if let failure = candidate.failure {
                result.problems.append(Diagnostic(.warning, "unreadable-image", "\(relative(candidate.path)) \(failure)",
                                                  file: file, keyPath: icon.keyPath))
            }
        }
        result.best = result.candidates.filter { $0.header != nil }.max { ($0.pixelArea, $1.path) < ($1.pixelArea, $0.path) }
        if result.best == nil {
            result.problems.append(Diagnostic(.error, "catalog-set-empty",
                "the icon set \u{2018}\(set.name)\u{2019} has no usable image for \(idiom.displayName)",
                file: set.folder + "/Contents.json", keyPath: icon.keyPath))
        }
        return result
    }

    static func candidate(path: String, baseName: String, scale: Int, device: Idiom?) -> ImageCandidate {
        var candidate = ImageCandidate(path: path, baseName: baseName, scale: scale, device: device)
        do {
            candidate.header = try PNGHeader.read(path: path)
        } catch {
            candidate.failure = error
        }
        return candidate
    }

    /// A path relative to the index root, for messages.
    func relative(_ path: String) -> String {
        PathDisplay.relative(path, to: index.root)
    }
}
