import AppArchive
import Foundation
import IconKit

/// PATH as every command reads it: an Info.plist or a folder, an Xcode project, a built `.app`, an
/// `.ipa` (read in memory, or extracted into a folder removed at exit), or nothing for the demo.
struct AppInput {
    var path: String?
    var root: String?
    var appearance: IconAppearance = .any
    var target: String?
    var configuration: String?
    /// Whether the command opens the image files itself (decodes pixels, as the chooser and lint
    /// do), so an `.ipa` must be extracted; otherwise it is read in memory and nothing is written.
    var opensImageFiles = true

    /// The app as each device in `idioms(declaration)` sees it.
    func load(idioms: (AppDeclaration) -> [Idiom]) throws -> [LoadedApp] {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let apps = try load(path: path ?? AppDiscovery.defaultPath(in: workingDirectory), idioms: idioms)
        if let app = apps.first { Self.tellSource(of: app, workingDirectory: workingDirectory) }
        return apps
    }

    /// One line on stderr when the app read is not what PATH suggests: the demo, or a bare Info.plist.
    static func tellSource(of app: LoadedApp, workingDirectory: String) {
        switch app.source {
        case .demo:
            Console.err(
                "iconpicker: no app in \(workingDirectory) (no Xcode project, Info.plist declaring icons, .app or .ipa); "
                    + "using the bundled demo app \u{201C}\(app.appName)\u{201D}. Pass a PATH to read yours.")
        case .bareInfoPlist:
            Console.err(
                "iconpicker: no Xcode project found; reading the bare Info.plist \(app.declaration.infoPlistPath) "
                    + "without build settings (pass the .xcodeproj if one builds it).")
        case .infoPlist:
            if let project = app.builtBy {
                Console.err(
                    "iconpicker: reading this Info.plist without build settings; \(project.project) (target \(project.target)) builds it: "
                        + "pass that project to see what Xcode builds.")
            }
        case .project, .builtApp:
            break
        }
    }

    func load(path: String?, idioms: (AppDeclaration) -> [Idiom]) throws -> [LoadedApp] {
        if let path, path.lowercased().hasSuffix(".ipa") {
            if !opensImageFiles && root == nil { return try loadInMemory(ipa: path, idioms: idioms) }
            // Only Info.plist and the root PNGs are extracted.
            let extracted = try ScratchFolder.holdingSignals { () throws(ArchiveError) in
                try IPAReader().extract(ipa: path, into: try ScratchFolder.make())
            }
            return try AppLoader().load(path: extracted.appFolder, idioms: idioms, imageRoot: root, appearance: appearance)
                .map { app in
                    var app = app
                    app.showAsArchive(folder: extracted.appFolder, name: extracted.shownName)
                    app.source = .builtApp
                    return app
                }
        }
        return try AppLoader().load(
            path: path, idioms: idioms, imageRoot: root, appearance: appearance,
            target: target, configuration: configuration)
    }

    /// The app of the `.ipa` at `path` read in memory: its Info.plist whole, its PNGs' headers.
    func loadInMemory(ipa path: String, idioms: (AppDeclaration) -> [Idiom]) throws -> [LoadedApp] {
        let files = ArchivedAppFiles(archive: try IPAReader().open(ipa: path))
        return try AppLoader().load(builtApp: files, idioms: idioms, appearance: appearance).map { app in
            var app = app
            app.showAsArchive(folder: files.folder, name: files.archive.shownName)
            return app
        }
    }
}
