import IconKit

/// What the rules' severity judgements ask of a reader's fact: whether it is about the app's primary
/// icon. A mistake in the primary icon costs the upload (no 120 px iPhone icon, no App Store icon);
/// the same mistake in an alternate ships, and only that choice is missing or broken.
enum PrimaryIconFacts {
    static let primaryKeyPaths = [InfoPlistParser.iconsKey, InfoPlistParser.iPadIconsKey].map { "\($0).\(InfoPlistParser.primaryKey)" }

    /// Whether `diagnostic` is about the primary icon: its key path is a primary icon dictionary or
    /// inside one, it is about ASSETCATALOG_COMPILER_APPICON_NAME, or its file is inside the set or the
    /// `.icon` bundle a device shows as the primary icon.
    static func isAboutPrimary(_ diagnostic: Diagnostic, in app: LoadedApp) -> Bool {
        if let keyPath = diagnostic.keyPath {
            if keyPath == "ASSETCATALOG_COMPILER_APPICON_NAME" { return true }
            if primaryKeyPaths.contains(where: { keyPath == $0 || keyPath.hasPrefix($0 + ".") }) { return true }
        }
        guard let file = diagnostic.file else { return false }
        return primaryFolders(of: app).contains { file == $0 || file.hasPrefix($0 + "/") }
    }

    /// The folders of the set or `.icon` bundle each device shows as the primary icon.
    static func primaryFolders(of app: LoadedApp) -> [String] {
        app.devices.compactMap { device -> String? in
            switch device.images.first?.source {
            case .iconSet(let name, _)?: app.iconSets[name]?.folder
            case .iconComposer(let bundle)?: bundle
            default: nil
            }
        }
    }

    /// The reader's severity for the primary icon, at most a warning for anything else.
    static func errorOnlyForPrimary(_ diagnostic: Diagnostic, _ app: LoadedApp) -> Diagnostic.Severity {
        isAboutPrimary(diagnostic, in: app) ? diagnostic.severity : min(diagnostic.severity, .warning)
    }
}
