/// Turns a parsed Info.plist into an `AppDeclaration`, collecting every wrongly typed value as a
/// diagnostic with its key path instead of stopping at the first.
///
/// Only a root that is not a dictionary stops the read: nothing else can be shown then.
public struct InfoPlistParser: Sendable {
    public static let iconsKey = "CFBundleIcons"
    public static let iPadIconsKey = "CFBundleIcons~ipad"
    public static let primaryKey = "CFBundlePrimaryIcon"
    /// The keys an icons dictionary (`CFBundleIcons`, `CFBundleIcons~ipad`) may hold; iOS ignores any other.
    static let iconsDictionaryKeys: Set<String> = [primaryKey, alternatesKey, "UINewsstandIcon"]
    public static let alternatesKey = "CFBundleAlternateIcons"

    /// True when a build fills in the app's name and identifier (an Xcode project's target): an
    /// unexpanded variable in them, or a missing identifier, is then not worth reporting.
    var buildFillsInValues: Bool

    public init(buildFillsInValues: Bool = false) {
        self.buildFillsInValues = buildFillsInValues
    }

    /// Reads an untyped tree (Foundation's, or one built by hand), converting it first.
    public func parse(_ root: Any, path: String) throws -> AppDeclaration {
        try parse(PlistValue(converting: root), path: path)
    }

    /// Whether `root` is a dictionary with `CFBundleIcons` or `CFBundleIcons~ipad`: how an Info.plist
    /// that declares icons is told from the others (app discovery, a project's targets).
    public static func declaresIcons(_ root: PlistValue) -> Bool {
        guard let top = try? PlistNode(root).dictionary() else { return false }
        return top[iconsKey] != nil || top[iPadIconsKey] != nil
    }

    public func parse(_ root: PlistValue, path: String) throws -> AppDeclaration {
        let node = PlistNode(root)
        let top: PlistDictionary
        do {
            top = try node.dictionary()
        } catch {
            throw PropertyListError.wrongType(path: path, keyPath: "", expected: "a dictionary", found: error.found)
        }
        var context = Context(path: path)
        var app = AppDeclaration(infoPlistPath: path)
        app.displayName = context.optionalString(top["CFBundleDisplayName"])
        app.bundleName = context.optionalString(top["CFBundleName"])
        app.executableName = context.optionalString(top["CFBundleExecutable"])
        app.bundleIdentifier = context.optionalString(top["CFBundleIdentifier"])
        if let icons = top[Self.iconsKey] { app.icons = context.icons(icons) }
        if let icons = top[Self.iPadIconsKey] { app.iPadIcons = context.icons(icons) }
        app.deviceFamilies = Self.deviceFamilies(top)
        if !buildFillsInValues, let name = app.appName, BuildVariable.containsReference(name) {
            context.add(
                .warning, .unexpandedBuildVariable,
                "the app's name \"\(name)\" is an unexpanded build variable; the built app shows the expanded value",
                keyPath: app.displayName == name ? "CFBundleDisplayName" : "CFBundleName")
        }
        if !buildFillsInValues && app.bundleIdentifier == nil {
            context.add(
                .warning, .missingBundleIdentifier,
                "CFBundleIdentifier is missing; the icon choice is remembered under the app's name instead", keyPath: nil)
        }
        app.diagnostics = context.diagnostics
        return app
    }

    /// `UIDeviceFamily` (1 iPhone, 2 iPad) when present; otherwise the iPad-only keys Xcode's
    /// universal templates write imply iPad as well as iPhone.
    static func deviceFamilies(_ top: PlistDictionary) -> Set<Idiom>? {
        if let families = top["UIDeviceFamily"] {
            var result: Set<Idiom> = []
            let values = (try? families.integers()) ?? ((try? families.integer()).map { [$0] } ?? [])
            if values.contains(1) { result.insert(.iphone) }
            if values.contains(2) { result.insert(.ipad) }
            if !result.isEmpty { return result }
        }
        if top[iPadIconsKey] != nil || top["UISupportedInterfaceOrientations~ipad"] != nil { return [.iphone, .ipad] }
        return nil
    }

    /// Reads values leniently and records what it had to skip.
    private struct Context {
        let path: String
        var diagnostics: [Diagnostic] = []

        mutating func add(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, _ message: String, keyPath: String?) {
            diagnostics.append(Diagnostic(severity, kind, message, file: path, keyPath: keyPath))
        }

        mutating func wrongType(_ error: PlistNode.TypeMismatch, severity: Diagnostic.Severity = .error) {
            add(severity, .wrongType, "expected \(error.expected), found \(error.found)", keyPath: error.keyPath)
        }

        mutating func optionalString(_ node: PlistNode?) -> String? {
            guard let node else { return nil }
            do { return try node.string() } catch {
                wrongType(error, severity: .warning)
                return nil
            }
        }

        mutating func icons(_ node: PlistNode) -> IconsDeclaration? {
            let dictionary: PlistDictionary
            do { dictionary = try node.dictionary() } catch {
                wrongType(error)
                return nil
            }
            var primary: IconDeclaration?
            if let primaryNode = dictionary[InfoPlistParser.primaryKey] {
                primary = icon(primaryNode, name: nil)
            }
            var alternates: [IconDeclaration] = []
            if let alternatesNode = dictionary[InfoPlistParser.alternatesKey] {
                do {
                    let alternatesDictionary = try alternatesNode.dictionary()
                    alternates.reserveCapacity(alternatesDictionary.count)
                    for (name, child) in alternatesDictionary.children {
                        if name == InfoPlistParser.primaryKey {
                            add(
                                .error, .primaryInsideAlternates,
                                "CFBundlePrimaryIcon is nested inside CFBundleAlternateIcons; move it up one level, "
                                    + "beside CFBundleAlternateIcons (as written it is an alternate named \"CFBundlePrimaryIcon\")",
                                keyPath: child.keyPath)
                        }
                        if let alternate = icon(child, name: name) { alternates.append(alternate) }
                    }
                } catch {
                    wrongType(error)
                }
            }
            for (key, child) in dictionary.children where !InfoPlistParser.iconsDictionaryKeys.contains(key) {
                add(
                    .note, .unknownIconsKey, "\u{201C}\(key)\u{201D} is no key of an icons dictionary, so iOS ignores it",
                    keyPath: child.keyPath)
            }
            if dictionary["UINewsstandIcon"] != nil {
                add(
                    .warning, .newsstandIcon, "UINewsstandIcon is obsolete since iOS 9 (Newsstand was removed) and is ignored; delete it",
                    keyPath: "\(node.keyPath).UINewsstandIcon")
            }
            return IconsDeclaration(keyPath: node.keyPath, primary: primary, alternates: alternates)
        }

        mutating func icon(_ child: PlistNode, name: String?) -> IconDeclaration? {
            let node = child.resolved
            var icon = IconDeclaration(name: name, keyPath: node.keyPath)
            let firstDiagnostic = diagnostics.count
            do throws(PlistNode.TypeMismatch) {
                // One pass over the entries: with 1,000 alternates, lookups by key cost more than the parse.
                try node.forEachEntry { key, child in
                    switch key {
                    case "CFBundleIconFiles":
                        do throws(PlistNode.TypeMismatch) { icon.iconFiles = try child.stringOrStrings() } catch { wrongType(error) }
                    case "CFBundleIconName":
                        do throws(PlistNode.TypeMismatch) { icon.iconSetName = try child.string() } catch { wrongType(error) }
                    case "ordinal":
                        do throws(PlistNode.TypeMismatch) { icon.ordinal = .value(try child.integer()) } catch {
                            icon.ordinal = .invalid(error.found)
                        }
                    case "UIPrerenderedIcon":
                        do throws(PlistNode.TypeMismatch) { icon.prerendered = try child.bool() } catch {
                            wrongType(error, severity: .warning)
                        }
                    default:
                        break
                    }
                }
            } catch {
                add(
                    .error, .wrongType,
                    "expected a dictionary, found \(error.found); this \(name == nil ? "primary icon" : "alternate") is ignored",
                    keyPath: node.keyPath)
                return nil
            }
            if diagnostics.count - firstDiagnostic > 1 {
                diagnostics[firstDiagnostic...].sort { ($0.keyPath ?? "") < ($1.keyPath ?? "") }
            }
            return icon
        }
    }
}
