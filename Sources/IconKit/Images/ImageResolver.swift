import Basics
import Foundation

/// Finds the image files behind each icon's `CFBundleIconFiles`, as iOS would pick them from the
/// bundle root: `name.png`, `name@2x.png`, `name@3x.png`, `name~ipad.png`, `name@2x~ipad.png`
/// (and `~iphone`), or the exact file when the name carries an image extension.
///
/// Sizes come from PNG headers only; the largest readable file wins, and on iPad `~ipad` files are
/// preferred, as the system does.
public struct ImageResolver: Sendable {
    private(set) var index: ImageFileIndex
    /// The icon sets by name, from every catalog the resolver compiles (see `compiling(_:)`).
    private(set) var iconSets: [String: AppIconSet]
    /// The catalogs whose sets the resolver knows: every one under the index root, or the ones a
    /// target compiles.
    private(set) var catalogPaths: [String]
    /// Each catalog's sets, kept apart so a target's view can be merged again from its own catalogs.
    private var setsByCatalog: [(catalog: String, sets: [String: AppIconSet])]
    /// Which image of a set to show (iOS 18 dark and tinted icons).
    var appearance: IconAppearance
    /// The `.icon` bundles the target compiles, by name → folder; a name here wins over a set.
    var iconBundles: [String: String] = [:]
    /// Sets of the target's catalogs that a same-named bundle shadows, by name → set folder.
    var shadowedSets: [String: String] = [:]
    /// Sets the build generates (a .NET MAUI `<MauiIcon>`, an Expo app's icons), by name: not in the
    /// repository, and not missing either; shown from their source images.
    var generatedSets: [String: GeneratedIcon] = [:]
    /// Loose files the build generates (Expo icon plugins' `CFBundleIconFiles`), by base name.
    var generatedFiles: [String: GeneratedIcon] = [:]
    /// The folder paths in messages are relative to: the working directory, as in every other
    /// message and finding, so one file is never printed under two different bases.
    let displayBase: String
    /// Headers and loose-file searches already done, shared with copies (which share `index`).
    private(set) var memo = ResolverMemo()

    /// `headerReader`: where PNG headers come from (default: the files on disk).
    init(
        index: ImageFileIndex, appearance: IconAppearance = .any, reader: AssetCatalogReader = .init(),
        displayBase: String = FileManager.default.currentDirectoryPath, headerReader: ResolverMemo.HeaderReader? = nil
    ) {
        if let headerReader { memo = ResolverMemo(headerReader: headerReader) }
        self.index = index
        self.appearance = appearance
        self.displayBase = displayBase
        setsByCatalog = index.catalogPaths.map { ($0, reader.iconSets(inCatalog: $0)) }
        catalogPaths = index.catalogPaths
        iconSets = Self.merged(setsByCatalog)
    }

    /// The resolver as a target sees it: only the sets of the catalogs its Resources phase
    /// compiles, so an extension's catalog (its own icon) never becomes the app's alternate. With no
    /// catalog listed, or none of them found under the index root, every catalog stays.
    func compiling(_ catalogs: [String]) -> ImageResolver {
        let wanted = Set(catalogs.map { ($0 as NSString).standardizingPath })
        let own = setsByCatalog.filter { wanted.contains(($0.catalog as NSString).standardizingPath) }
        guard !own.isEmpty else { return self }
        var copy = self
        copy.setsByCatalog = own
        copy.catalogPaths = own.map(\.catalog)
        copy.iconSets = Self.merged(own)
        return copy
    }

    /// The resolver with files outside the index root added (a target's Resources phase copies
    /// them in), keeping the catalogs and the sets it compiles: only the new files are looked at.
    func adding(files: [String]) -> ImageResolver {
        var copy = self
        copy.index.add(files: files)
        // Lookups made before the files were added would miss them.
        copy.memo = memo.emptied()
        return copy
    }

    private static func merged(_ setsByCatalog: [(catalog: String, sets: [String: AppIconSet])]) -> [String: AppIconSet] {
        var sets: [String: AppIconSet] = [:]
        for (_, catalogSets) in setsByCatalog {
            sets.merge(catalogSets, uniquingKeysWith: Self.preferred)
        }
        return sets
    }

    /// Of two sets of the same name in different catalogs, the one with images: an app and its
    /// extension often both hold an `AppIcon`, the extension's with empty slots (Basic-Car-Maintenance's
    /// widget), and the app's is the one the build uses. On a tie the first catalog met wins.
    static func preferred(_ first: AppIconSet, _ second: AppIconSet) -> AppIconSet {
        func filled(_ set: AppIconSet) -> Int { set.images.count { $0.filename != nil } }
        return filled(second) > filled(first) ? second : first
    }

    /// Extensions that mark a CFBundleIconFiles name as a file name rather than a base name.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "heic"]
    static let modifiers: [(suffix: String, scale: Int, device: Idiom?)] = [
        ("", 1, nil), ("@2x", 2, nil), ("@3x", 3, nil),
        ("~iphone", 1, .iphone), ("@2x~iphone", 2, .iphone), ("@3x~iphone", 3, .iphone),
        ("~ipad", 1, .ipad), ("@2x~ipad", 2, .ipad),
    ]

    /// The file names iOS would try for one `CFBundleIconFiles` entry, with scale and device.
    ///
    /// The scale and device come from the whole file name, as UIImage reads it: Pocket Casts lists
    /// `AppIcon-Dark40x40@2x`, whose iPad file `AppIcon-Dark40x40@2x~ipad.png` is @2x. That is
    /// `writtenModifier(of: stem + suffix)`, worked out here from the stem once: a suffix with a scale
    /// gives it, a bare device suffix leaves the stem's own scale, and no suffix leaves the stem's
    /// own modifier (`writtenModifierOfEachCandidateIsTheWholeNames` pins the equality), so eight
    /// names a piece are not built by interpolation and read again for their modifiers.
    public static func candidateNames(for baseName: String) -> [(name: String, scale: Int, device: Idiom?)] {
        let names = candidateFileNames(for: baseName)
        return names.variants.indices.map { (names.name($0), names.variants[$0].scale, names.variants[$0].device) }
    }

    /// The scale a stem's own ending gives (`x@2x` → 2), whatever device suffix is appended to it.
    static func stemScale(of stem: String) -> Int {
        var stem = stem
        if let scale = stem.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? scaleEnding(bytes, at: bytes.count) : nil }) {
            return scale
        }
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }

    /// `parts` joined into one string of exactly their length: one allocation, where appending
    /// grew the string twice for a name like `Alternate001@2x~ipad.png`.
    static func joined(_ parts: String...) -> String {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + written).update(from: base, count: bytes.count)
                    written += bytes.count
                }
            }
            return written
        }
    }

    /// The scale and device a name's own trailing modifier gives (`x@2x~ipad` → 2, iPad); nil
    /// when it has none.
    public static func writtenModifier(of stem: String) -> (scale: Int, device: Idiom?)? {
        if let ascii = asciiWrittenModifier(of: stem) { return ascii }
        var rest = Substring(stem)
        var device: Idiom?
        if rest.hasSuffix("~ipad") {
            device = .ipad
            rest = rest.dropLast(5)
        } else if rest.hasSuffix("~iphone") {
            device = .iphone
            rest = rest.dropLast(7)
        }
        let scale = rest.hasSuffix("@3x") ? 3 : rest.hasSuffix("@2x") ? 2 : 1
        return device == nil && scale == 1 ? nil : (scale, device)
    }

    /// `writtenModifier(of:)` read from the UTF-8 bytes of an all-ASCII stem (where bytes and
    /// characters agree); the outer nil for any other stem. Every name is checked eight times
    /// (`candidateNames`), and comparing characters is slow.
    static func asciiWrittenModifier(of stem: String) -> (scale: Int, device: Idiom?)?? {
        var stem = stem
        return stem.withUTF8 { bytes -> (scale: Int, device: Idiom?)?? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var end = bytes.count
            var device: Idiom?
            if ends(bytes, at: end, with: "~ipad") {
                device = .ipad
                end -= 5
            } else if ends(bytes, at: end, with: "~iphone") {
                device = .iphone
                end -= 7
            }
            let scale = scaleEnding(bytes, at: end)
            return .some(device == nil && scale == 1 ? nil : (scale, device))
        }
    }

    /// 3 for `@3x`, 2 for `@2x` ending `bytes[..<end]`, else 1.
    static func scaleEnding(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int) -> Int {
        ends(bytes, at: end, with: "@3x") ? 3 : ends(bytes, at: end, with: "@2x") ? 2 : 1
    }

    /// Whether `bytes[..<end]` ends with `suffix`, compared byte by byte.
    static func ends(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int, with suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard end >= count else { return false }
        let start = suffix.utf8Start
        for offset in 0..<count where bytes[end - count + offset] != start[offset] { return false }
        return true
    }

    /// A `CFBundleIconFiles` name without its image extension (`icon-60.png` → `icon-60`).
    public static func stem(of baseName: String) -> String { split(baseName).stem }

    /// The name's stem and the extension its files have (`png` unless the name carries one).
    static func split(_ baseName: String) -> (stem: String, fileExtension: String) {
        if let ascii = asciiSplit(baseName) { return ascii }
        guard let dot = baseName.lastIndex(of: "."),
            imageExtensions.contains(baseName[baseName.index(after: dot)...].lowercased())
        else { return (baseName, "png") }
        return (String(baseName[..<dot]), String(baseName[baseName.index(after: dot)...]))
    }

    /// `split` of an all-ASCII name by its bytes (where bytes and characters agree); nil for any
    /// other name; splitting by characters is slow.
    private static func asciiSplit(_ baseName: String) -> (stem: String, fileExtension: String)? {
        var baseName = baseName
        return baseName.withUTF8 { bytes -> (stem: String, fileExtension: String)? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard let dot = bytes.lastIndex(of: 0x2E) else { return (String(decoding: bytes, as: UTF8.self), "png") }
            let written = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            let lowered = String(decoding: written.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
            guard imageExtensions.contains(lowered) else { return (String(decoding: bytes, as: UTF8.self), "png") }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self), String(decoding: written, as: UTF8.self))
        }
    }

    func resolve(_ icon: IconDeclaration, idiom: Idiom, file: String) -> IconImages {
        var result = IconImages()
        func problem(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, _ message: String, about: String? = nil) {
            result.problems.append(Diagnostic(severity, kind, message, file: file, keyPath: icon.keyPath, about: about))
        }

        if let images = iconComposerImages(for: icon) { return images }
        // What the build generates is what it compiles, whatever a catalog in the tree holds.
        if let images = generatedImages(for: icon, idiom: idiom) { return images }
        // The catalog wins when both are declared, as in the built app.
        if let set = icon.iconSetName.flatMap({ iconSets[$0] }) {
            return resolve(set: set, icon: icon, idiom: idiom, file: file, note: nil)
        }
        let missingSet = icon.iconSetName
        let setMissing = missingSet.map { setName in
            Diagnostic(
                .error, .catalogSetMissing,
                "CFBundleIconName names the icon set \u{2018}\(setName)\u{2019}, which no asset catalog under \(index.root) holds",
                file: file, keyPath: icon.keyPath, about: setName)
        }
        if icon.iconFiles.isEmpty {
            if let setMissing {
                result.problems.append(setMissing)
            } else {
                problem(
                    .error, .noImageDeclared,
                    "declares no image: add CFBundleIconFiles (loose PNGs) or CFBundleIconName (an asset-catalog icon set)")
            }
            return result
        }
        result.source = .files
        let missing = findLooseFiles(of: icon, into: &result, file: file)
        for candidate in result.candidates {
            if let failure = candidate.failure {
                problem(.warning, .unreadableImage, "\(relative(candidate.path)) \(failure)")
            }
        }
        result.best = Self.best(of: result.candidates, idiom: idiom)
        // With files found, this is a built app: the catalog is compiled into Assets.car, and the
        // loose files the build wrote from it are what shows (and `source` says so). Without, names
        // like "AppIcon60x60" are what a build would write from the missing set: saying they are
        // missing too adds nothing.
        if let setMissing, result.best == nil { result.problems.insert(setMissing, at: 0) }
        let writtenBySet = result.best == nil ? missingSet : nil
        result.problems += missingFileProblems(missing, writtenBySet: writtenBySet, of: icon, images: result, idiom: idiom, file: file)
        // A loose name that is really a set name (actool writes AppIcon60x60@2x.png from the set
        // "AppIcon"): show the set, and say so.
        if result.best == nil, let setName = missing.first(where: { iconSets[$0] != nil }), let set = iconSets[setName] {
            let note = Diagnostic(
                .note, .filesFromIconSet,
                "\u{2018}\(setName)\u{2019} is an icon set in an asset catalog; the build writes its files, so its image is shown",
                file: file, keyPath: icon.keyPath, about: setName)
            return resolve(set: set, icon: icon, idiom: idiom, file: file, note: note)
        }
        return result
    }

    /// The icon as Xcode 26 builds it when the target compiles a `.icon` of its name (which wins over
    /// a same-named set); nil when it does not.
    func iconComposerImages(for icon: IconDeclaration) -> IconImages? {
        guard let name = icon.iconSetName, let bundle = iconBundles[name] else { return nil }
        var images = IconImages(source: .iconComposer(bundle: bundle))
        images.shadowedSet = shadowedSets[name]
        images.problems += memo.facts(ofBundle: bundle) { IconComposerDocument.facts(bundle: bundle) }
        return images
    }

    /// The files iOS would try for each of the icon's `CFBundleIconFiles` names, the first of each
    /// name found; returns the names with no file at all.
    func findLooseFiles(of icon: IconDeclaration, into result: inout IconImages, file: String) -> [String] {
        func problem(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, _ message: String) {
            result.problems.append(Diagnostic(severity, kind, message, file: file, keyPath: icon.keyPath))
        }
        var missing: [String] = []
        for baseName in icon.iconFiles {
            if baseName.isEmpty {
                problem(.error, .emptyFileName, "CFBundleIconFiles contains an empty name")
                continue
            }
            let variables = BuildVariable.references(in: baseName)
            if !variables.isEmpty {
                problem(
                    .warning, .unexpandedBuildVariable,
                    "\u{2018}\(baseName)\u{2019} uses the build variable \(variables.joined(separator: ", ")), "
                        + "which only a build expands; its files cannot be found from the source tree")
                continue
            }
            let lookup = memo.looseLookup(for: baseName) { looseLookup(for: baseName) }
            for warning in lookup.duplicateWarnings { problem(.warning, .duplicateFileName, warning) }
            if lookup.found.isEmpty { missing.append(baseName) }
            result.candidates += lookup.found
        }
        return missing
    }

    /// The first file found for each name iOS would try for `baseName`, and a warning for each
    /// of those names that exists in several folders.
    func looseLookup(for baseName: String) -> ResolverMemo.LooseLookup {
        var found: [ImageCandidate] = []
        var warnings: [String] = []
        // Each name is looked up once.
        let names = Self.candidateFileNames(for: baseName)
        for (offset, paths) in index.paths(of: names).enumerated() {
            guard let first = paths.first else { continue }
            let tried = names.variants[offset]
            found.append(
                candidate(
                    path: first, baseName: baseName, scale: tried.scale, device: tried.device,
                    isListedFile: index.isListedFile(first)))
            if paths.count > 1 {
                let places = paths.map(relative).joined(separator: ", ")
                warnings.append(
                    "\(names.name(offset)) exists in several folders (\(places)); a build copies only one into the app, using \(relative(first))"
                )
            }
        }
        return ResolverMemo.LooseLookup(found: found, duplicateWarnings: warnings)
    }

    /// The largest readable file the device uses; on iPad `~ipad` files first, as the system does.
    static func best(of candidates: [ImageCandidate], idiom: Idiom) -> ImageCandidate? {
        let usable = candidates.filter { $0.header != nil && ($0.device == nil || $0.device == idiom) }
        let preferred = idiom == .ipad && usable.contains { $0.device == .ipad } ? usable.filter { $0.device == .ipad } : usable
        return preferred.max { lhs, rhs in
            (lhs.pixelArea, lhs.scale, rhs.path) < (rhs.pixelArea, rhs.scale, lhs.path)
        }
    }

    /// A problem for each name without files (an error when the icon has no image at all), with
    /// near misses in letter case, except the names a build writes from `writtenBySet`; and files
    /// that exist only for the other device.
    func missingFileProblems(
        _ missing: [String], writtenBySet: String?, of icon: IconDeclaration, images: IconImages,
        idiom: Idiom, file: String
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let severity: Diagnostic.Severity = images.best == nil ? .error : .warning
        for baseName in missing where !(writtenBySet.map(baseName.hasPrefix) ?? false) {
            let tried = Self.candidateNames(for: baseName).map(\.name)
            var message =
                "no file for \u{2018}\(baseName)\u{2019} under \(searchedFolder) (looked for "
                + tried.prefix(3).joined(separator: ", ") + ", … \(tried.last ?? ""))"
            let nearMisses = Set(tried.flatMap(index.caseInsensitiveMatches(for:))).sorted()
            if !nearMisses.isEmpty {
                message += "; \(nearMisses.joined(separator: ", ")) differs only in letter case, and iOS file names are case-sensitive"
            }
            problems.append(Diagnostic(severity, .missingIconFile, message, file: file, keyPath: icon.keyPath, about: baseName))
        }
        if images.best == nil, missing.count < icon.iconFiles.count, !images.candidates.isEmpty {
            let others = images.candidates.filter { $0.header != nil && $0.device != nil && $0.device != idiom }
            if !others.isEmpty {
                problems.append(
                    Diagnostic(
                        .error, .noFileForIdiom,
                        "only \(others.map(\.fileName).joined(separator: ", ")) exist, which \(idiom.displayName) does not use",
                        file: file, keyPath: icon.keyPath))
            }
        }
        return problems
    }

    /// The largest readable image of `set` for the idiom and appearance (falling back to the default
    /// appearance, with a note, when the set has none for the one asked for).
    /// What `set` offers `idiom` in the resolver's appearance (its default images when it has none in
    /// that appearance): the files there, those missing, and the largest readable one.
    func lookUp(_ set: AppIconSet, idiom: Idiom) -> ResolverMemo.SetLookup {
        var entries = set.candidates(for: idiom, appearance: appearance)
        var fellBack = false
        if entries.isEmpty && appearance != .any {
            entries = set.candidates(for: idiom, appearance: .any)
            fellBack = !entries.isEmpty
        }
        var candidates: [ImageCandidate] = []
        var missing: [String] = []
        for entry in entries {
            guard let path = entry.path, let filename = entry.filename else { continue }
            guard FileManager.default.fileExists(atPath: path) else {
                missing.append(filename)
                continue
            }
            candidates.append(candidate(path: path, baseName: set.name, scale: entry.scale ?? 1, device: entry.idiom.device))
        }
        let best = candidates.filter { $0.header != nil }.max { ($0.pixelArea, $1.path) < ($1.pixelArea, $0.path) }
        return ResolverMemo.SetLookup(candidates: candidates, missing: missing, fellBack: fellBack, best: best)
    }

    func resolve(set: AppIconSet, icon: IconDeclaration, idiom: Idiom, file: String, note: Diagnostic?) -> IconImages {
        var result = IconImages(source: .iconSet(name: set.name, catalog: set.folder))
        result.problems = set.diagnostics
        if let note { result.problems.append(note) }
        let lookup = memo.setLookup(for: set.folder + "|" + idiom.rawValue + "|" + appearance.rawValue) { lookUp(set, idiom: idiom) }
        if lookup.fellBack {
            result.problems.append(
                Diagnostic(
                    .note, .appearanceMissing,
                    "the icon set \u{2018}\(set.name)\u{2019} has no \(appearance.rawValue) image; showing the default one",
                    file: set.folder + "/Contents.json", keyPath: icon.keyPath))
        }
        for filename in lookup.missing {
            result.problems.append(
                Diagnostic(
                    .warning, .catalogFileMissing,
                    "Contents.json of \u{2018}\(set.name)\u{2019} names \(filename), which is not in the set's folder",
                    file: set.folder + "/Contents.json", keyPath: icon.keyPath))
        }
        result.candidates = lookup.candidates
        for candidate in result.candidates {
            if let failure = candidate.failure {
                result.problems.append(
                    Diagnostic(
                        .warning, .unreadableImage, "\(relative(candidate.path)) \(failure)",
                        file: file, keyPath: icon.keyPath))
            }
        }
        result.best = lookup.best
        if result.best == nil {
            result.problems.append(
                Diagnostic(
                    .error, .catalogSetEmpty,
                    "the icon set \u{2018}\(set.name)\u{2019} has no usable image for \(idiom.displayName)",
                    file: set.folder + "/Contents.json", keyPath: icon.keyPath))
        }
        return result
    }

    /// The file at `path` as a candidate, its header read once per resolver (see `ResolverMemo`).
    /// `isListedFile`: the index's folder listing reported it as an ordinary file.
    func candidate(path: String, baseName: String, scale: Int, device: Idiom?, isListedFile: Bool = false) -> ImageCandidate {
        var candidate = ImageCandidate(path: path, baseName: baseName, scale: scale, device: device)
        switch memo.header(at: path, isListedFile: isListedFile) {
        case .success(let header): candidate.header = header
        case .failure(let error): candidate.failure = error
        }
        return candidate
    }

    /// The folder the image search covered, as a message names it.
    var searchedFolder: String {
        index.root == displayBase ? "the current folder" : relative(index.root)
    }

    /// A path relative to the working directory, for messages.
    func relative(_ path: String) -> String {
        PathDisplay.relative(path, to: displayBase)
    }
}
