import Basics
import Foundation
import IconKit

/// PATH as every command reads it: located once (`AppLocator`), then loaded once (`AppLoader`).
struct AppInput {
    var path: String?
    var options: LoadOptions
    /// Whether to say on stderr when the app read is not what PATH suggests (`tellSource`).
    var tellsSource = true

    /// The app as the options ask for it.
    func load() throws -> LoadedApp {
        let (location, workingDirectory) = try locate()
        let app = try AppLoader(options).load(location)
        if tellsSource { Self.tellSource(of: app, demoReason: location.demoReason, workingDirectory: workingDirectory) }
        return app
    }

    /// The app in every build configuration of its target (see `AppLoader.loadEveryConfiguration`).
    func loadEveryConfiguration() throws -> [LoadedApp] {
        let (location, workingDirectory) = try locate()
        let apps = try AppLoader(options).loadEveryConfiguration(location)
        if tellsSource, let app = apps.first {
            Self.tellSource(of: app, demoReason: location.demoReason, workingDirectory: workingDirectory)
        }
        return apps
    }

    private func locate() throws -> (AppLocation, workingDirectory: String) {
        if options.imageRoot != nil, path?.lowercased().hasSuffix(".ipa") == true {
            throw CommandLineError.usage("--root does not apply to an .ipa: its icons are read from the archive.")
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        return (try AppLocator().locate(path, workingDirectory: workingDirectory), workingDirectory)
    }

    /// One line on stderr when the app read is not what PATH suggests: the demo, or a bare Info.plist.
    static func tellSource(of app: LoadedApp, demoReason: AppLocation.DemoReason?, workingDirectory: String) {
        // Paths as the tables show them: relative to the folder the user stands in.
        func shown(_ path: String) -> String { TerminalText.escaped(PathDisplay.relative(path, to: workingDirectory)) }
        switch app.source {
        case .demo:
            let folder = TerminalText.escaped(workingDirectory)
            let why: String
            switch demoReason ?? .noApp {
            case .demoFolder: return  // The demo is this folder's app: nothing to explain.
            case .swiftPackage:
                why = "\(folder) is a Swift package: its Info.plists are resources and test data, and it has no Xcode project"
            case .tooBroad: why = "\(folder) holds too much to be an app"
            case .noApp: why = "no app in \(folder) (no Xcode project, Info.plist declaring icons, .app or .ipa)"
            }
            Console.err("iconpicker: \(why); using the bundled demo app \u{201C}\(app.appName)\u{201D}. Pass a PATH to read yours.")
        case .bareInfoPlist:
            Console.err(
                "iconpicker: no Xcode project found; reading the bare Info.plist \(shown(app.declaration.infoPlistPath)) "
                    + "without build settings (pass the .xcodeproj if one builds it).")
        case .infoPlist:
            if let project = app.builtBy {
                Console.err(
                    "iconpicker: reading this Info.plist without build settings; \(shown(project.project)) (target \(project.target)) "
                        + "builds it: pass that project to see what Xcode builds.")
            }
        case .manifest:
            let file =
                app.project.map { shown($0.project) } ?? "its configuration"
            Console.err(
                "iconpicker: no ios/ project: `npx expo prebuild` generates it from \(file); these are the icons it would build.")
        case .project, .builtApp:
            break
        }
    }
}
