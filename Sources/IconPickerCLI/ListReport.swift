import Basics
import Foundation
import IconKit
import IconLint

/// The `--json` output of `iconpicker list`: schema version 1, documented in docs/json-schema.md.
///
/// Every key is always present (absent values are `null`), keys are sorted, and new keys may be
/// added in later versions without changing `schemaVersion`; renaming or removing one bumps it.
struct ListReport: Encodable {
    let schemaVersion = 1
    let app: AppSummary
    let idiom: Idiom
    @Nullable var iconsKey: String?
    let imageRoot: String
    let supportsAlternateIcons: Bool
    @Nullable var alternateIconName: String?
    let icons: [Icon]
    let diagnostics: [DiagnosticRecord]

    struct Icon: Encodable {
        @Nullable var name: String?
        let primary: Bool
        @Nullable var ordinal: Int?
        let current: Bool
        let keyPath: String
        let iconFiles: [String]
        @Nullable var iconSetName: String?
        @Nullable var image: Image?
        /// Where the picture comes from: `{"kind": "files"}`, `{"kind": "iconSet", "name", "catalog"}`,
        /// `{"kind": "iconComposer", "bundle", "shadowedSet"}` (`shadowedSet`: the same-named set it wins
        /// over), `{"kind": "generated", "generator", "sources"}` (a set or files a build step draws from
        /// `sources`) or `{"kind": "compiled", "name", "catalog", "rendition", "renditions", "stack", "bytes"}`.
        @Nullable var source: Source?
        let problems: [DiagnosticRecord]
    }

    struct Source: Encodable {
        let kind: String
        @Nullable var name: String?
        @Nullable var catalog: String?
        /// The `.icon` folder, for `iconComposer`.
        @Nullable var bundle: String? = nil
        /// The `.appiconset` folder a `.icon` shadows (Xcode 26 builds the `.icon`), for `iconComposer`.
        @Nullable var shadowedSet: String? = nil
        /// What draws it (`MAUI`, `Expo prebuild (…)`), for `generated`.
        @Nullable var generator: String? = nil
        /// The images it is drawn from, for `generated`.
        @Nullable var sources: [String]? = nil
        /// For `compiled`: the bitmap shown, every bitmap of the set, its Icon Composer stack, and the
        /// bytes the set takes in `Assets.car`.
        @Nullable var rendition: CompiledImage? = nil
        @Nullable var renditions: [CompiledImage]? = nil
        @Nullable var stack: CompiledStack? = nil
        @Nullable var bytes: Int? = nil

        init(_ images: IconImages, icon: IconDeclaration, compiledCatalog: BuiltCatalog?) {
            switch images.source {
            case .files?, nil:
                kind = "files"
                name = nil
                catalog = nil
            case .iconSet(let setName, let folder)?:
                kind = "iconSet"
                name = setName
                catalog = folder
            case .iconComposer(let folder)?:
                kind = "iconComposer"
                name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
                catalog = nil
                bundle = folder
                shadowedSet = images.shadowedSet
            case .generated(let maker, let files)?:
                kind = "generated"
                name = icon.iconSetName
                catalog = nil
                generator = maker
                sources = files
            case .compiled(let shown)?:
                kind = "compiled"
                name = shown.setName
                catalog = compiledCatalog?.path
                rendition = CompiledImage(shown)
                let set = compiledCatalog?.iconSets[shown.setName]
                renditions = set?.images.map(CompiledImage.init)
                stack = set?.stack.map(CompiledStack.init)
                bytes = set?.byteCount
            }
        }
    }

    /// The file shown (for a compiled bitmap, the `Assets.car` it is in).
    struct Image: Encodable {
        let path: String
        let width: Int
        let height: Int
        let scale: Int
        let cgbi: Bool

        /// The file shown, with its size; a generated icon's vector source with the largest size the
        /// build renders it at; a compiled bitmap's `Assets.car` with the bitmap's size.
        init?(_ images: IconImages, compiledCatalog: BuiltCatalog?) {
            if case .compiled(let shown)? = images.source, let compiledCatalog {
                self.init(path: compiledCatalog.path, width: shown.width, height: shown.height, scale: shown.scale, cgbi: false)
                return
            }
            guard let best = images.best else { return nil }
            if let header = best.header {
                self.init(path: best.path, width: header.width, height: header.height, scale: best.scale, cgbi: header.isCgBI)
            } else if let generated = images.generated, best.failure == nil {
                self.init(path: best.path, width: generated.largestOutput, height: generated.largestOutput, scale: 1, cgbi: false)
            } else {
                return nil
            }
        }

        init(path: String, width: Int, height: Int, scale: Int, cgbi: Bool) {
            self.path = path
            self.width = width
            self.height = height
            self.scale = scale
            self.cgbi = cgbi
        }
    }

    init(app loaded: AppOnDevice, current: String?, stateDiagnostics: [Diagnostic] = []) {
        app = AppSummary(loaded.app)
        idiom = loaded.catalog.idiom
        iconsKey = loaded.catalog.sourceKeyPath
        imageRoot = loaded.imageRoot
        supportsAlternateIcons = loaded.catalog.supportsAlternateIcons
        alternateIconName = current
        icons = loaded.entries.map { icon, images in
            Icon(
                name: icon.name, primary: icon.isPrimary, ordinal: icon.ordinal.integer,
                current: icon.name == current, keyPath: icon.keyPath, iconFiles: icon.iconFiles,
                iconSetName: icon.iconSetName,
                image: Image(images, compiledCatalog: loaded.compiledCatalog),
                source: images.source == nil ? nil : Source(images, icon: icon, compiledCatalog: loaded.compiledCatalog),
                problems: images.problems.map { DiagnosticRecord(LintRule.judged($0, in: loaded.app)) })
        }
        diagnostics = (loaded.diagnostics.map { LintRule.judged($0, in: loaded.app) } + stateDiagnostics).map(DiagnosticRecord.init)
    }
}

/// The app block shared by every JSON output.
struct AppSummary: Encodable {
    struct Project: Encodable {
        let path: String
        let target: String
        let configuration: String
        /// The other application targets, which `--target` chooses.
        let otherTargets: [String]
    }

    let name: String
    @Nullable var bundleIdentifier: String?
    let infoPlist: String
    let stateKey: String
    /// The Xcode project, target and configuration, when the app was read through one.
    @Nullable var project: Project?
    /// The bundled demo, read because there was no PATH and no app in the current folder.
    let isDemo: Bool
    /// What PATH turned out to be: `demo`, `project`, `infoPlist`, `bareInfoPlist` or `builtApp`.
    let source: String

    init(_ app: LoadedApp) {
        name = app.appName
        bundleIdentifier = app.declaration.bundleIdentifier
        infoPlist = app.declaration.infoPlistPath
        stateKey = app.stateKey
        project = app.project.map {
            Project(path: $0.project, target: $0.target, configuration: $0.configuration, otherTargets: $0.otherTargets)
        }
        isDemo = app.isDemo
        source = app.source.rawValue
    }
}

/// A diagnostic in JSON: `{"code","file","keyPath","message","severity"}`; `code` is the id of the
/// lint rule that owns the fact, so `lint --explain` explains every code `list` prints, and the
/// severity is that rule's judgement (`LintRule.judged`), as `lint` reports it.
struct DiagnosticRecord: Encodable {
    let severity: Diagnostic.Severity
    let code: String
    let message: String
    @Nullable var file: String?
    @Nullable var keyPath: String?

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        code = RuleID(diagnostic.kind).rawValue
        message = diagnostic.message
        file = diagnostic.file
        keyPath = diagnostic.keyPath
    }
}

enum JSONOutput {
    static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingTerminalControls(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// DEL, the C1 controls (U+007F–U+009F), the direction overrides and the Unicode separators as
    /// `\uXXXX`: the encoder escapes only C0, some terminals obey C1 (U+009B is CSI), and an override
    /// shows the rest of a line backwards on a terminal reading the JSON. They can only stand inside
    /// a JSON string, where the escape is valid and means the same character. C0 outside strings is
    /// the pretty printer's own line breaks, which stay.
    static func escapingTerminalControls(_ json: String) -> String {
        func shownEscaped(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x20 && TerminalText.needsEscape(scalar)
        }
        guard json.unicodeScalars.contains(where: shownEscaped) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if shownEscaped(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
