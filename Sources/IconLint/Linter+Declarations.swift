import IconKit

/// Rules about how the Info.plist declares icons.
extension Linter {
    func checkDeclarations(_ app: LoadedApp, into collector: inout FindingCollector) {
        let declaration = app.declaration
        let file = declaration.infoPlistPath
        var prerendered: [String] = []
        for icons in [declaration.icons, declaration.iPadIcons].compactMap({ $0 }) {
            for icon in [icons.primary].compactMap({ $0 }) + icons.alternates {
                if icon.prerendered != nil { prerendered.append("\(icon.keyPath).UIPrerenderedIcon") }
                checkFileNames(icon, file: file, subject: collector.subject(of: icon), into: &collector)
            }
        }
        // Harmless and usually everywhere: one note for the app, not one per icon.
        if let first = prerendered.first {
            collector.add(.prerenderedIcon,
                          prerendered.count == 1 ? "UIPrerenderedIcon has no effect since iOS 7; delete it"
                              : "UIPrerenderedIcon (here and in \(prerendered.count - 1) other icon dictionar\(prerendered.count == 2 ? "y" : "ies")) has no effect since iOS 7; delete it",
                          file: file, location: first, subject: .app)
        }
        checkPredictedIPadDictionary(app, into: &collector)
    }

    /// Mixed extensions and names that cannot be file names.
    func checkFileNames(_ icon: IconDeclaration, file: String, subject: LintFinding.Subject, into collector: inout FindingCollector) {
        let names = icon.iconFiles.filter { !$0.isEmpty }
        let withExtension = names.filter(Self.hasImageExtension)
        if !withExtension.isEmpty && withExtension.count < names.count {
            let without = names.filter { !Self.hasImageExtension($0) }
            collector.add(.mixedFileExtensions,
                          "\(Self.quoted(withExtension)) \(withExtension.count == 1 ? "has" : "have") a file extension and "
                              + "\(Self.quoted(without)) \(without.count == 1 ? "does" : "do") not; use the same form for all (preferably without)",
                          file: file, location: "\(icon.keyPath).CFBundleIconFiles", subject: subject)
        }
        for (index, name) in icon.iconFiles.enumerated() where !name.isEmpty {
            if let problem = Self.fileNameProblem(name) {
                collector.add(.invalidFileName, "\u{2018}\(name)\u{2019} \(problem)",
                              file: file, location: "\(icon.keyPath).CFBundleIconFiles[\(index)]", subject: subject)
            }
        }
        if let setName = icon.iconSetName {
            if setName.isEmpty {
                collector.add(.invalidFileName, "CFBundleIconName is empty; name the icon set", file: file,
                              location: "\(icon.keyPath).CFBundleIconName", subject: subject)
            } else if let problem = Self.fileNameProblem(setName, allowSlash: true) {
                collector.add(.invalidFileName, "\u{2018}\(setName)\u{2019} \(problem)", file: file,
                              location: "\(icon.keyPath).CFBundleIconName", subject: subject)
            }
        }
    }

    /// Why `name` cannot name a file in the bundle root, or nil when it can. Icon-set names may
    /// contain slashes (namespaced groups).
    static func fileNameProblem(_ name: String, allowSlash: Bool = false) -> String? {
        if name.contains("\u{0}") { return "contains a NUL character" }
        if !allowSlash && name.contains("/") { return "contains a slash; icon files live in the bundle root, so name the file alone" }
        if name == "." || name == ".." { return "is not a file name" }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return "starts or ends with white space, which is part of the file name; remove it"
        }
        if name.utf8.count > 250 { return "is longer than a file name can be (255 bytes with its suffixes)" }
        if name.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }) {
            return "contains a control character"
        }
        return nil
    }

    static func hasImageExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ImageResolver.imageExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    static func quoted(_ names: [String]) -> String {
        names.map { "\u{2018}\($0)\u{2019}" }.joined(separator: ", ")
    }

    /// A source Info.plist without `CFBundleIcons~ipad` whose primary icon set has iPad images:
    /// the build writes `CFBundleIcons~ipad` with the primary alone, so on iPad every alternate fails.
    /// (Read through the Xcode project, the prediction is already in the declaration.)
    func checkPredictedIPadDictionary(_ app: LoadedApp, into collector: inout FindingCollector) {
        let declaration = app.declaration
        guard app.project == nil, !app.isBuiltApp, declaration.iPadIcons == nil,
              declaration.deviceFamilies?.contains(.ipad) == true,
              let icons = declaration.icons, !icons.alternates.isEmpty,
              let setName = icons.primary?.iconSetName, let set = app.iconSets[setName],
              set.images.contains(where: { $0.filename != nil && ($0.idiom == .ipad || $0.idiom == .universal) }) else { return }
        collector.add(IconCatalog.iPadRuleDiagnostics(app: declaration, predictedIPadSet: setName), subjectFromKeyPath: true)
    }
}
