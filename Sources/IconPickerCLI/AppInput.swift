import AppArchive
import Foundation
import IconKit

/// PATH as every command reads it: an Info.plist or a folder, an Xcode project, a built `.app`, an
/// `.ipa` (extracted into a folder removed at exit), or nothing for the demo.
struct AppInput {
    var path: String?
    var root: String?
    var appearance: IconAppearance = .any
    var target: String?
    var configuration: String?

    /// The app as each device in `idioms(declaration)` sees it.
    func load(idioms: (AppDeclaration) -> [Idiom]) throws -> [LoadedApp] {
        if let path, path.lowercased().hasSuffix(".ipa") {
            // Only Info.plist and the root PNGs are extracted.
            let extracted = try IPAReader().extract(ipa: path, into: try ScratchFolder.make())
            return try AppLoader().load(path: extracted.appFolder, idioms: idioms, imageRoot: root, appearance: appearance)
                .map { app in
                    var app = app
                    app.showAsArchive(folder: extracted.appFolder, name: extracted.shownName)
                    return app
                }
        }
        return try AppLoader().load(
            path: path, idioms: idioms, imageRoot: root, appearance: appearance,
            target: target, configuration: configuration)
    }
}
