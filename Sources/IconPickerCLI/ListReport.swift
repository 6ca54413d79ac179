import Foundation
import IconKit

/// The `--json` output of `iconpicker list`: schema version 1, documented in docs/json-schema.md.
///
/// Every key is always present (absent values are `null`), keys are sorted, and new keys may be
/// added in later versions without changing `schemaVersion`; renaming or removing one bumps it.
struct ListReport: Encodable {
    let schemaVersion = 1
    let app: AppSummary
    let idiom: Idiom
    let iconsKey: String?
    let imageRoot: String
    let supportsAlternateIcons: Bool
    let alternateIconName: String?
    let icons: [Icon]
    let diagnostics: [DiagnosticRecord]

    struct Icon: Encodable {
        let name: String?
        let primary: Bool
        let ordinal: Int?
        let current: Bool
        let keyPath: String
        let iconFiles: [String]
        let iconSetName: String?
        let image: Image?
        let problems: [DiagnosticRecord]

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(primary, forKey: .primary)
            try container.encode(ordinal, forKey: .ordinal)
            try container.encode(current, forKey: .current)
            try container.encode(keyPath, forKey: .keyPath)
            try container.encode(iconFiles, forKey: .iconFiles)
            try container.encode(iconSetName, forKey: .iconSetName)
            try container.encode(image, forKey: .image)
            try container.encode(problems, forKey: .problems)
        }

        enum CodingKeys: String, CodingKey {
            case name, primary, ordinal, current, keyPath, iconFiles, iconSetName, image, problems
        }
    }

    struct Image: Encodable {
        let path: String
        let width: Int
        let height: Int
        let scale: Int
        let cgbi: Bool
    }

    init(app loaded: LoadedApp, current: String?, stateDiagnostics: [Diagnostic] = []) {
        app = AppSummary(loaded)
        idiom = loaded.catalog.idiom
        iconsKey = loaded.catalog.sourceKeyPath
        imageRoot = loaded.imageRoot
        supportsAlternateIcons = loaded.catalog.supportsAlternateIcons
        alternateIconName = current
        icons = loaded.entries.map { icon, images in
            Icon(name: icon.name, primary: icon.isPrimary, ordinal: icon.ordinal.integer,
                 current: icon.name == current, keyPath: icon.keyPath, iconFiles: icon.iconFiles,
                 iconSetName: icon.iconSetName,
                 image: images.best.flatMap { best in
                     best.header.map { Image(path: best.path, width: $0.width, height: $0.height, scale: best.scale, cgbi: $0.isCgBI) }
                 },
                 problems: images.problems.map(DiagnosticRecord.init))
        }
        diagnostics = (loaded.diagnostics + stateDiagnostics).map(DiagnosticRecord.init)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(app, forKey: .app)
        try container.encode(idiom, forKey: .idiom)
        try container.encode(iconsKey, forKey: .iconsKey)
        try container.encode(imageRoot, forKey: .imageRoot)
        try container.encode(supportsAlternateIcons, forKey: .supportsAlternateIcons)
        try container.encode(alternateIconName, forKey: .alternateIconName)
        try container.encode(icons, forKey: .icons)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, app, idiom, iconsKey, imageRoot, supportsAlternateIcons, alternateIconName, icons, diagnostics
    }
}

/// The app block shared by every JSON output.
struct AppSummary: Encodable {
    let name: String
    let bundleIdentifier: String?
    let infoPlist: String
    let stateKey: String

    init(_ app: LoadedApp) {
        name = app.appName
        bundleIdentifier = app.declaration.bundleIdentifier
        infoPlist = app.declaration.infoPlistPath
        stateKey = app.stateKey
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(bundleIdentifier, forKey: .bundleIdentifier)
        try container.encode(infoPlist, forKey: .infoPlist)
        try container.encode(stateKey, forKey: .stateKey)
    }

    enum CodingKeys: String, CodingKey { case name, bundleIdentifier, infoPlist, stateKey }
}

/// A diagnostic in JSON: `{"code","file","keyPath","message","severity"}`.
struct DiagnosticRecord: Encodable {
    let severity: Diagnostic.Severity
    let code: String
    let message: String
    let file: String?
    let keyPath: String?

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        code = diagnostic.code
        message = diagnostic.message
        file = diagnostic.file
        keyPath = diagnostic.keyPath
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encode(file, forKey: .file)
        try container.encode(keyPath, forKey: .keyPath)
    }

    enum CodingKeys: String, CodingKey { case severity, code, message, file, keyPath }
}

enum JSONOutput {
    static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
