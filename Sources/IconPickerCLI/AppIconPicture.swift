import Basics
import Foundation
import IconKit
import Pictures

/// An icon of a built app (`.app`, `.ipa`) or of a bare `Assets.car`, given to `render`: its picture
/// as `list` and the chooser show it (a compiled bitmap, Apple's flattened rendering for an Icon
/// Composer icon, or the loose PNG), reached as the chooser reaches it (`IconPicture`).
struct AppIconPicture {
    var path: String
    /// An alternate's name, or an icon set's (the primary's `AppIcon`); nil for the primary icon.
    var icon: String?
    var idiom: Idiom
    var appearance: IconAppearance

    /// Whether `render` reads PATH as an app rather than as an image file.
    static func isAppInput(_ path: String) -> Bool {
        let trimmed = (path.hasSuffix("/") ? String(path.dropLast()) : path).lowercased()
        return trimmed.hasSuffix(".ipa") || trimmed.hasSuffix(".app") || trimmed.hasSuffix(".car")
    }

    /// The picture, and the files it is read from, with what is worth saying about it (another
    /// appearance shown) on stderr.
    func picture() throws -> (IconPicture, AppFiles) {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.lowercased().hasSuffix(".car") { return (try catalogPicture(BuiltCatalog(path: trimmed)), .disk) }
        let loaded = try AppInput(path: path, options: LoadOptions(appearance: appearance, idioms: [idiom])).load()
        guard let app = loaded.on(idiom) else { throw InputError.inputNotFound(path: path) }
        let names = app.catalog.icons.map { $0.name ?? $0.iconSetName ?? "(primary)" }
        guard let (declared, images) = Self.entry(named: icon, in: app) else {
            throw CommandLineError.usage(
                "iconpicker: \(TerminalText.escaped(path)) has no icon \u{201C}\(TerminalText.escaped(icon ?? ""))\u{201D} for "
                    + "\(idiom.displayName); its icons: \(TerminalText.escaped(names.joined(separator: ", ")))")
        }
        Console.report(images.problems.filter { $0.severity == .note })
        guard let picture = IconPicture(images, catalog: app.compiledCatalog) else {
            throw IconWithoutPicture(
                path: path, icon: declared.name ?? "the primary icon", reasons: images.problems.map(\.message))
        }
        return (picture, app.files)
    }

    /// The set named `icon` (the primary when nil: `AppIcon` if the catalog has it, else its only set).
    private func catalogPicture(_ catalog: BuiltCatalog) throws -> IconPicture {
        let name = icon ?? (catalog.iconSets["AppIcon"] != nil || catalog.iconSets.count != 1 ? "AppIcon" : catalog.setNames[0])
        guard let set = catalog.iconSets[name], let (shown, fellBack) = set.shown(on: idiom, appearance: appearance) else {
            throw CommandLineError.usage(
                "iconpicker: \(TerminalText.escaped(path)) holds no app icon \u{201C}\(TerminalText.escaped(name))\u{201D}; its icon sets: "
                    + TerminalText.escaped(catalog.setNames.isEmpty ? "none" : catalog.setNames.joined(separator: ", ")))
        }
        if fellBack { Console.err("iconpicker: note: \(set.name) has no \(appearance.rawValue) image; showing the default one") }
        return .compiled(catalog, shown)
    }

    /// The icon `name` names: an alternate by its name, else the icon whose `CFBundleIconName` it is;
    /// the primary when nil.
    static func entry(named name: String?, in app: AppOnDevice) -> (IconDeclaration, IconImages)? {
        let entries = app.entries
        guard let name else { return entries.first }
        return entries.first { $0.icon.name == name } ?? entries.first { $0.icon.iconSetName == name }
    }
}

/// An icon of an app with nothing to draw: its files are missing, or its set is not compiled.
struct IconWithoutPicture: Error, CustomStringConvertible {
    var path: String
    var icon: String
    var reasons: [String]

    var description: String {
        "\(path): \(icon) has no picture" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
    }
}
