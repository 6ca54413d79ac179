/// Finds the image files behind each icon's `CFBundleIconFiles`, as iOS would pick them from the
/// bundle root: `name.png`, `name@2x.png`, `name@3x.png`, `name~ipad.png`, `name@2x~ipad.png`
/// (and `~iphone`), or the exact file when the name carries an image extension.
///
/// Sizes come from PNG headers only; the largest readable file wins, and on iPad `~ipad` files are
/// preferred, as the system does.
public struct ImageResolver: Sendable {
    public let index: ImageFileIndex

    public init(index: ImageFileIndex) {
        self.index = index
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

        if icon.iconFiles.isEmpty {
            if let setName = icon.iconSetName {
                problem(.note, "asset-catalog-not-read",
                        "the picture is the icon set \u{2018}\(setName)\u{2019} of an asset catalog, which this version does not read yet")
            } else {
                problem(.error, "no-image-declared",
                        "declares no image: add CFBundleIconFiles (loose PNGs) or CFBundleIconName (an asset-catalog icon set)")
            }
            return result
        }

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
            let found = Self.candidateNames(for: baseName).flatMap { candidate in
                index.paths(named: candidate.name).prefix(1).map { path in
                    Self.candidate(path: path, baseName: baseName, scale: candidate.scale, device: candidate.device)
                }
            }
            for candidate in Self.candidateNames(for: baseName) where index.paths(named: candidate.name).count > 1 {
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
            if index.iconSetNames.contains(baseName) {
                message += "; \u{2018}\(baseName)\u{2019} is an icon set in an asset catalog, whose files only the build "
                    + "produces (this version does not read catalogs yet)"
            }
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
        if result.best == nil, let setName = icon.iconSetName {
            problem(.note, "asset-catalog-not-read",
                    "the icon set \u{2018}\(setName)\u{2019} lives in an asset catalog, which this version does not read yet")
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
        let prefix = index.root.hasSuffix("/") ? index.root : index.root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
