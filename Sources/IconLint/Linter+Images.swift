import Basics
import Foundation
import IconKit

/// Rules about the image files behind each icon: names that reach nothing, sizes, formats, and the
/// App Store icon.
extension Linter {
    /// Loose names that are really asset-catalog sets (or the files a build writes from one), and
    /// loose files hidden inside a catalog.
    func checkLooseNames(_ apps: [LoadedApp], into collector: inout FindingCollector) {
        guard let app = apps.first else { return }
        var catalogFiles: [String: [String]]?
        for current in apps {
            for (icon, images) in current.entries where icon.iconSetName == nil {
                let subject = collector.subject(of: icon)
                // Names resolved through a set (the reader's fallback for a set's name) still need CFBundleIconName.
                let found = images.source == .files ? Set(images.candidates.map(\.baseName)) : []
                for name in icon.iconFiles where !name.isEmpty && !found.contains(name) && !BuildVariable.containsReference(name) {
                    if let setName = Self.iconSetName(forLooseName: name, sets: app.iconSets) {
                        collector.remove { $0.ruleID == .missingIconFile && $0.subject == subject && $0.about == name }
                        collector.add(.iconNameMissing,
                                      "\u{2018}\(name)\u{2019} is \(setName == name ? "" : "a file the build writes from ")the asset-catalog icon set "
                                          + "\u{2018}\(setName)\u{2019}; catalog icons must be named with CFBundleIconName (add "
                                          + "CFBundleIconName = \(setName))",
                                      file: app.declaration.infoPlistPath, location: icon.keyPath, subject: subject)
                        continue
                    }
                    if catalogFiles == nil { catalogFiles = Self.filesInCatalogs(app.catalogPaths) }
                    let hidden = ImageResolver.candidateNames(for: name).flatMap { catalogFiles?[$0.name] ?? [] }
                    if let place = hidden.first {
                        collector.remove { $0.ruleID == .missingIconFile && $0.subject == subject && $0.about == name }
                        collector.add(.iconFileInCatalog,
                                      "\(PathDisplay.relative(place, to: app.imageRoot)) is inside an asset catalog, which the build compiles "
                                          + "into Assets.car, so \u{2018}\(name)\u{2019} is missing from the app; move the file out of the "
                                          + ".xcassets folder, or make the icon an app icon set named with CFBundleIconName",
                                      file: app.declaration.infoPlistPath, location: icon.keyPath, subject: subject)
                    }
                }
            }
        }
    }

    /// `AppIcon` for `AppIcon` or for `AppIcon60x60` (the names actool writes), when the set exists.
    static func iconSetName(forLooseName name: String, sets: [String: AppIconSet]) -> String? {
        if sets[name] != nil { return name }
        var stem = Substring(name)
        let sizeCharacters = Set("0123456789.x")
        while let last = stem.last, sizeCharacters.contains(last) { stem = stem.dropLast() }
        guard stem.count < name.count, name.dropFirst(stem.count).contains("x") else { return nil }
        return sets[String(stem)] != nil ? String(stem) : nil
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

    /// The pixel sizes each icon has for the device, against what upload validation asks.
    func checkSizes(_ apps: [LoadedApp], into collector: inout FindingCollector) {
        for app in apps {
            let idiom = app.catalog.idiom
            for (icon, images) in app.entries where images.best != nil {
                let available = Self.squareSizes(images, idiom: idiom, sets: app.iconSets, collector: &collector)
                if available.all { continue }
                let subject = collector.subject(of: icon)
                let (file, location) = Self.place(of: icon, images: images, app: app)
                let required = idiom == .iphone ? [120] : [152, 167]
                let missing = required.filter { !available.sizes.contains($0) }
                let what = icon.isPrimary ? "the primary icon" : "\u{201C}\(icon.name ?? "")\u{201D}"
                let have = available.sizes.isEmpty ? "no square image" : available.sizes.sorted().map { "\($0)" }.joined(separator: ", ") + " px"
                if !missing.isEmpty {
                    let sizes = missing.map { "\($0)x\($0)" }.joined(separator: " and ")
                    let rule = icon.isPrimary ? (idiom == .iphone ? RuleID.iPhoneIconSizeMissing : RuleID.iPadIconSizeMissing)
                        : (idiom == .iphone ? RuleID.alternateIPhoneSizeMissing : RuleID.alternateIPadSizeMissing)
                    let advice = idiom == .iphone ? "add a 120x120 px image (name@2x.png, or the 60x60 @2x slot)"
                        : "add 152x152 and 167x167 px images (name@2x~ipad.png and a 167 px file, or the 76x76 @2x and 83.5x83.5 @2x slots)"
                    collector.add(rule, "\(what) has no \(sizes) px image for \(idiom.displayName) (it has \(have)); \(advice)",
                                  file: file, location: location, subject: subject, idiom: idiom)
                }
                if idiom == .iphone && !available.sizes.contains(180) {
                    collector.add(.recommendedSizeMissing,
                                  "\(what) has no 180x180 px image, so 3x iPhones scale up a smaller one; add name@3x.png (or the 60x60 @3x slot)",
                                  file: file, location: location, subject: subject, idiom: idiom)
                }
            }
        }
    }

    /// The square pixel sizes an icon has for a device; `all` when it comes from a single-size set
    /// (one 1024 px image, from which the build makes every size).
    static func squareSizes(_ images: IconImages, idiom: Idiom, sets: [String: AppIconSet],
                            collector: inout FindingCollector) -> (sizes: Set<Int>, all: Bool) {
        var sizes: Set<Int> = []
        if case .iconSet(let name, _) = images.source, let set = sets[name] {
            for entry in set.images where entry.appearance == .any && entry.filename != nil {
                guard let path = entry.path, let header = try? collector.header(at: path).get(), header.width == header.height else { continue }
                if entry.isUniversalForIOS {
                    if header.width == 1024 && (entry.scale ?? 1) == 1 && entry.size == 1024 { return ([1024], true) }
                    sizes.insert(header.width)
                } else if entry.idiom == CatalogIdiom(idiom) {
                    sizes.insert(header.width)
                }
            }
            return (sizes, false)
        }
        for candidate in images.candidates where candidate.device == nil || candidate.device == idiom {
            if let header = candidate.header, header.width == header.height { sizes.insert(header.width) }
        }
        return (sizes, false)
    }

    /// Where to fix an icon's images: its set's `Contents.json`, or its dictionary in the Info.plist.
    static func place(of icon: IconDeclaration, images: IconImages, app: LoadedApp) -> (file: String, location: String?) {
        if case .iconSet(let name, _) = images.source, let set = app.iconSets[name] {
            return (set.folder + "/Contents.json", nil)
        }
        return (app.declaration.infoPlistPath, icon.keyPath)
    }

    /// Every image file an icon uses, each checked once: format, shape, Xcode's crushing.
    func checkImageFiles(_ apps: [LoadedApp], into collector: inout FindingCollector) {
        var checked: Set<String> = []
        for app in apps {
            for (icon, images) in app.entries {
                for candidate in images.candidates where checked.insert(candidate.path).inserted {
                    checkImageFile(path: candidate.path, header: candidate.header, failure: candidate.failure, app: app,
                                   subject: collector.subject(of: icon), into: &collector)
                }
            }
        }
    }

    func checkImageFile(path: String, header: PNGHeader?, failure: PNGHeader.Failure?, app: LoadedApp,
                        subject: LintFinding.Subject, into collector: inout FindingCollector) {
        let name = PathDisplay.relative(path, to: app.imageRoot)
        if let failure {
            if failure == .notPNG {
                collector.add(.iconNotPNG, "\(name) is not a PNG file; app icons must be PNGs", file: path, location: nil, subject: subject)
            } else {
                collector.add(.unreadableImage, "\(name) \(failure)", file: path, location: nil, subject: subject)
            }
            return
        }
        guard let header else { return }
        if !path.lowercased().hasSuffix(".png") {
            collector.add(.iconNotPNG, "\(name) is a PNG named .\((path as NSString).pathExtension); name it .png",
                          file: path, location: nil, subject: subject)
        }
        if header.width != header.height {
            collector.add(.iconNotSquare, "\(name) is \(header.width)x\(header.height) px; icons must be square",
                          file: path, location: nil, subject: subject)
        }
        if header.isCgBI && !app.isBuiltApp {
            collector.add(.cgbiInSource, "\(name) is an Xcode-crushed (CgBI) PNG copied out of a built app; replace it with the original image",
                          file: path, location: nil, subject: subject)
        }
    }

    /// The 1024 px App Store icon: present in the primary icon's set, and opaque.
    func checkMarketingIcon(_ apps: [LoadedApp], into collector: inout FindingCollector) {
        guard let app = apps.first, !app.isBuiltApp else { return }
        let primarySetName = apps.lazy.compactMap { app -> String? in
            if case .iconSet(let name, _)? = app.images.first?.source { return name }
            return nil
        }.first
        guard let primarySetName, let set = app.iconSets[primarySetName] else {
            checkLoosePrimaryHasNoStoreIcon(apps, into: &collector)
            return
        }
        let contents = set.folder + "/Contents.json"
        let marketing = set.images.filter { entry in
            entry.appearance == .any && entry.filename != nil && (entry.idiom == .iosMarketing
                || (entry.isUniversalForIOS && entry.size == 1024))
        }
        let usable = marketing.compactMap { entry -> (AppIconSet.Image, String, PNGHeader)? in
            guard let path = entry.path, let header = try? collector.header(at: path).get(), header.width == 1024, header.height == 1024 else { return nil }
            return (entry, path, header)
        }
        guard let (entry, path, header) = usable.first else {
            collector.add(.marketingIconMissing,
                          marketing.isEmpty
                              ? "the icon set \u{2018}\(set.name)\u{2019} has no 1024x1024 px App Store image; fill its ios-marketing slot (or use the single-size form)"
                              : "the App Store image of the icon set \u{2018}\(set.name)\u{2019} is missing or not 1024x1024 px",
                          file: contents, location: marketing.first.map { "images[\($0.index)]" }, subject: .primary)
            return
        }
        let location = "images[\(entry.index)]"
        let name = PathDisplay.relative(path, to: app.imageRoot)
        let hasAlphaChannel = header.hasAlphaChannel
        let hasTransparencyChunk = !hasAlphaChannel && PNGChunkScanner.hasChunk("tRNS", beforeImageData: path)
        guard hasAlphaChannel || hasTransparencyChunk else { return }
        let message = transparencyMessage(name: name, path: path, hasAlphaChannel: hasAlphaChannel)
        collector.add(.marketingIconTransparent, message, file: contents, location: location, subject: .primary)
    }

    /// A primary icon of loose files only: no App Store icon can come from it (unless a set it
    /// names is missing, which is reported already).
    func checkLoosePrimaryHasNoStoreIcon(_ apps: [LoadedApp], into collector: inout FindingCollector) {
        guard let app = apps.first else { return }
        guard !apps.contains(where: { $0.diagnostics.contains { $0.kind == .catalogSetMissing } }) else { return }
        let others = app.iconSets.keys.sorted()
        if others.isEmpty || app.project != nil {
            collector.add(.marketingIconMissing,
                          "there is no 1024x1024 px App Store icon: the primary icon is loose files only; add an app icon set with a "
                              + "1024 px image to an asset catalog and name it with CFBundleIconName (or ASSETCATALOG_COMPILER_APPICON_NAME)",
                          file: app.declaration.infoPlistPath, location: app.catalog.primary.keyPath, subject: .primary)
        } else {
            collector.add(.marketingIconMissing,
                          "no 1024x1024 px App Store icon is reachable from this Info.plist (the primary icon is loose files); the "
                              + "project's catalogs hold \(Self.quoted(Array(others.prefix(3))))\(others.count > 3 ? ", …" : ""): lint the "
                              + ".xcodeproj to check the set the build uses, or name it with CFBundleIconName",
                          file: app.declaration.infoPlistPath, location: app.catalog.primary.keyPath, subject: .primary,
                          severity: .warning)
        }
    }

    /// What is transparent about the App Store image: the channel or chunk, and with a pixel reader
    /// how many pixels use it.
    func transparencyMessage(name: String, path: String, hasAlphaChannel: Bool) -> String {
        var message = hasAlphaChannel ? "\(name) has an alpha channel" : "\(name) has a transparency (tRNS) chunk"
        if let pixelReader, let image = try? pixelReader.pixels(of: path) {
            var transparent = 0
            for index in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[index] < 255 { transparent += 1 }
            let total = max(1, image.width * image.height)
            if transparent == 0 {
                message += " although every pixel is opaque; App Store validation rejects the channel itself"
            } else {
                let percent = Double(transparent) * 100 / Double(total)
                message += "; \(transparent) of its pixels (\(percent < 0.1 ? "<0.1" : String(format: "%.1f", percent))%) are transparent"
            }
        }
        message += ". Export it without alpha"
        return message
    }
}
