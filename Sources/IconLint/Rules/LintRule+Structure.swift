import IconKit

/// The rules of the category “Info.plist structure”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let wrongType = LintRule(
        .wrongType, .error, .structure,
        "an icon key holds a value of the wrong type",
        """
        For example a number where CFBundleIconFiles expects a string or an array of strings, or an alternate \
        that is not a dictionary. The system ignores such values, so the icon is missing at run time. Fix the \
        value at the key path shown.
        """)
    static let primaryInsideAlternates = LintRule(
        .primaryInsideAlternates, .error, .structure,
        "CFBundlePrimaryIcon is nested inside CFBundleAlternateIcons",
        """
        CFBundlePrimaryIcon belongs beside CFBundleAlternateIcons, inside CFBundleIcons. Nested one level too \
        deep, it becomes an alternate named "CFBundlePrimaryIcon" and the app has no primary icon declaration.
        """)
    static let iconNameMissing = LintRule(
        .iconNameMissing, .error, .structure, facts: nil, check: .looseName(checkIconNameMissing),
        groupsAcrossKeyPaths: true,
        "an icon that comes from an asset catalog has no CFBundleIconName",
        """
        Since iOS 11, icons in an asset catalog must be named with CFBundleIconName; upload validation says \
        "A value for the Info.plist key 'CFBundleIconName' is missing". Names like AppIcon60x60 in \
        CFBundleIconFiles are what the build writes, not a way to reach the set. Add CFBundleIconName with the \
        set's name.
        """)
    static let mixedFileExtensions = LintRule(
        .mixedFileExtensions, .warning, .structure, facts: nil, check: .iconDeclaration(checkMixedFileExtensions),
        "some CFBundleIconFiles names have a file extension and others do not",
        """
        Apple's rule: if one name carries an extension, all of them should. Mixed, the system may not find the \
        @2x, @3x and ~ipad variants of the names with an extension. Drop the extensions (preferred) or add \
        them everywhere.
        """)
    static let invalidFileName = LintRule(
        .invalidFileName, .error, .structure, check: .iconDeclaration(checkInvalidFileName),
        "an icon name cannot work as a file name",
        """
        Names are file names in the bundle root: an empty name, a slash, a NUL, "." or "..", leading or \
        trailing spaces, or more than 255 bytes cannot name a file there. Rename the icon's files and the \
        entry.
        """)
    static let newsstandIcon = LintRule(
        .newsstandIcon, .warning, .structure,
        "UINewsstandIcon is obsolete",
        """
        Newsstand was removed in iOS 9 and the key is ignored. Delete the UINewsstandIcon dictionary.
        """)
    static let prerenderedIcon = LintRule(
        .prerenderedIcon, .note, .structure, facts: nil, check: .app(checkPrerenderedIcon),
        "UIPrerenderedIcon has no effect",
        """
        The gloss effect it switched off went away with iOS 7; the key is ignored. It can be deleted.
        """)
    static let unexpandedBuildVariable = LintRule(
        .unexpandedBuildVariable, .warning, .structure,
        "a name holds a build variable that cannot be expanded here",
        """
        $(VAR) and ${VAR} are expanded by the build. Read from a plain Info.plist, the file cannot be \
        found from the source tree; read through the Xcode project (pass the .xcodeproj), iconpicker \
        expands the project's settings and reports only what is still unresolved.
        """)
    static let primaryNotDeclared = LintRule(
        .primaryNotDeclared, .note, .structure,
        "the Info.plist declares no primary icon",
        """
        The built app's primary icon then comes from the asset catalog (ASSETCATALOG_COMPILER_APPICON_NAME). \
        Lint the Xcode project rather than the Info.plist to check it.
        """)
    static let iPadPrimaryMissing = LintRule(
        .iPadPrimaryMissing, .warning, .structure,
        "CFBundleIcons~ipad has no CFBundlePrimaryIcon",
        """
        iPad reads CFBundleIcons~ipad alone. Add a CFBundlePrimaryIcon to it (with the iPad file names).
        """)
    static let missingAppName = LintRule(
        .missingAppName, .warning, .structure,
        "the app has no name",
        """
        None of CFBundleDisplayName, CFBundleName or CFBundleExecutable is set, so the system's alert \
        ("You have changed the icon for …") has no name to show.
        """)
    static let missingBundleIdentifier = LintRule(
        .missingBundleIdentifier, .warning, .structure,
        "CFBundleIdentifier is missing",
        """
        Every app needs one. iconpicker remembers the chosen icon under the app's name instead.
        """)
}

extension LintRule {
    static func checkIconNameMissing(_ name: LintContext.LooseName, _ context: LintContext) -> [Hit] {
        guard case .iconSet(let setName) = name.explanation else { return [] }
        return [
            Hit(
                message:
                    "\u{2018}\(name.name)\u{2019} is \(setName == name.name ? "" : "a file the build writes from ")the asset-catalog icon set "
                    + "\u{2018}\(setName)\u{2019}; catalog icons must be named with CFBundleIconName (add "
                    + "CFBundleIconName = \(setName))",
                file: name.file, location: name.icon.keyPath, subject: name.subject)
        ]
    }

    /// Some names with an image extension and some without.
    static func checkMixedFileExtensions(_ declared: LintContext.DeclaredIcon, _ context: LintContext) -> [Hit] {
        let icon = declared.icon
        let names = icon.iconFiles.filter { !$0.isEmpty }
        let withExtension = names.filter(hasImageExtension)
        guard !withExtension.isEmpty && withExtension.count < names.count else { return [] }
        let without = names.filter { !hasImageExtension($0) }
        return [
            Hit(
                message: "\(quoted(withExtension)) \(withExtension.count == 1 ? "has" : "have") a file extension and "
                    + "\(quoted(without)) \(without.count == 1 ? "does" : "do") not; use the same form for all (preferably without)",
                file: declared.file, location: "\(icon.keyPath).CFBundleIconFiles", subject: declared.subject)
        ]
    }

    /// File names and set names that cannot name a file.
    static func checkInvalidFileName(_ declared: LintContext.DeclaredIcon, _ context: LintContext) -> [Hit] {
        let icon = declared.icon
        var hits: [Hit] = []
        func hit(_ message: String, at location: String) {
            hits.append(Hit(message: message, file: declared.file, location: location, subject: declared.subject))
        }
        for (index, name) in icon.iconFiles.enumerated() where !name.isEmpty {
            if let problem = fileNameProblem(name) {
                hit("\u{2018}\(name)\u{2019} \(problem)", at: "\(icon.keyPath).CFBundleIconFiles[\(index)]")
            }
        }
        if let setName = icon.iconSetName {
            if setName.isEmpty {
                hit("CFBundleIconName is empty; name the icon set", at: "\(icon.keyPath).CFBundleIconName")
            } else if let problem = fileNameProblem(setName, allowSlash: true) {
                hit("\u{2018}\(setName)\u{2019} \(problem)", at: "\(icon.keyPath).CFBundleIconName")
            }
        }
        return hits
    }

    /// Harmless and usually everywhere: one note for the app, not one per icon.
    static func checkPrerenderedIcon(_ context: LintContext) -> [Hit] {
        let prerendered = context.declaredIcons.filter { $0.icon.prerendered != nil }.map { "\($0.icon.keyPath).UIPrerenderedIcon" }
        guard let first = prerendered.first else { return [] }
        let others = prerendered.count - 1
        return [
            Hit(
                message: others == 0
                    ? "UIPrerenderedIcon has no effect since iOS 7; delete it"
                    : "UIPrerenderedIcon (here and in \(others) other icon dictionar\(others == 1 ? "y" : "ies")) has no effect since iOS 7; delete it",
                file: context.app.declaration.infoPlistPath, location: first, subject: .app)
        ]
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
}
