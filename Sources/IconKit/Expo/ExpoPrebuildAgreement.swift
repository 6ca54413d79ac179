import Foundation

/// Whether a committed Expo prebuild (`ios/` beside the Expo configuration) builds the alternate
/// icons the configuration's icon plugins declare, compared by name.
///
/// The committed project is what Xcode builds, so it is what iconpicker reads; but a configuration
/// that names other alternates means the next `npx expo prebuild` changes the app's icons (or the
/// project was edited after it was generated).
struct ExpoPrebuildAgreement: Sendable {
    /// The Expo app's folder (the one holding `ios/`) and its configuration's file.
    let folder: String
    let file: String
    let icons: ExpoIcons
    /// What could not be read, said with the comparison.
    let unread: [String]

    /// Nil unless `projectFolder` is an Expo app's `ios/` and its configuration has an icon plugin.
    init?(projectFolder: String) {
        guard (projectFolder as NSString).lastPathComponent == "ios" else { return nil }
        let folder = (projectFolder as NSString).deletingLastPathComponent
        guard GeneratedProjectFinder.kind(of: folder) == "an Expo app" else { return nil }
        let configuration = ExpoAppConfig(folder: folder)
        guard let config = configuration.config, let file = configuration.file else { return nil }
        let icons = ExpoIcons(config: config, folder: folder)
        guard !icons.plugins.isEmpty else { return nil }
        self.folder = folder
        self.file = file
        self.icons = icons
        unread = configuration.unread + icons.unread
    }

    /// A note when the names differ from the alternates `app` builds (iPhone's and iPad's); none
    /// when the project's Info.plist could not be read (its own error says so, and the alternates
    /// it declares are then unknown, not absent).
    func diagnostics(_ app: AppDeclaration) -> [Diagnostic] {
        guard !app.diagnostics.contains(where: { $0.kind == .infoPlistMissing }) else { return [] }
        let built = Set(((app.icons?.alternates ?? []) + (app.iPadIcons?.alternates ?? [])).compactMap(\.name))
        let declared = icons.alternateNames
        guard Set(declared) != built else { return [] }
        let plugins = icons.plugins.map(\.name).joined(separator: ", ")
        let builtList = built.isEmpty ? "none" : built.sorted().joined(separator: ", ")
        let declaredList = declared.isEmpty ? "none" : declared.joined(separator: ", ")
        let caveat = unread.isEmpty ? "" : " (part of the configuration is computed and not read: \(unread.joined(separator: "; ")))"
        return [
            Diagnostic(
                .note, .xcodeGenSpecDisagrees,
                "\(file) declares the alternate icons \(declaredList) (\(plugins)), but the committed ios/ project builds \(builtList), "
                    + "which is what is listed; the next `npx expo prebuild` changes the app's icons to the configuration's, or the "
                    + "configuration is out of date\(caveat)",
                file: folder + "/" + file, keyPath: "plugins")
        ]
    }
}
