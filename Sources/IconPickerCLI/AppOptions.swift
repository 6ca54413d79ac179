import ArgumentParser
import Foundation
import IconKit
import IconLint

extension Idiom: ExpressibleByArgument {}
extension IconAppearance: ExpressibleByArgument {
    /// `any`, `dark`, `tinted`; also `default` and `light`, Icon Composer's names for `any`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "default", "light": self = .any
        default: self.init(rawValue: argument.lowercased())
        }
    }
}

/// PATH and the options every command that reads an app shares.
struct AppOptions: ParsableArguments {
    /// What PATH may be, for every command that reads an app (`lint` too).
    static let pathHelp = """
        An Info.plist or the folder holding it; an Xcode project (.xcodeproj) or the folder holding it, \
        such as a repository root; a workspace (.xcworkspace); a built .app; or an .ipa. No PATH: the app \
        in the current directory, or the bundled demo when there is none.
        """

    /// `--root`, which every command that reads an app takes.
    static let rootHelp = """
        Folder to search for the icons' image files (default: the project around the app, the nearest \
        folder above the Info.plist holding an Xcode project, a workspace, Package.swift or .git; a built \
        app's own folder).
        """

    /// `--target`, for commands that read Xcode projects.
    static let targetHelp =
        "For Xcode projects: the target (default: the iOS app a person means, named on the title line; when several could be meant equally, they are listed to choose from)."

    @Argument(help: ArgumentHelp(Self.pathHelp, valueName: "path"))
    var path: String?

    @Option(help: "Whose icons to read: iphone or ipad. iPad uses CFBundleIcons~ipad alone when the app has it.")
    var idiom: Idiom = .iphone

    @Option(help: ArgumentHelp(Self.rootHelp, valueName: "dir"))
    var root: String?

    @Option(
        help: ArgumentHelp(
            "Folder for the remembered choice (default: $ICONPICKER_STATE_DIR, else $XDG_STATE_HOME/iconpicker, else ~/.local/state/iconpicker).",
            valueName: "dir"))
    var stateDir: String?

    @Option(
        help: ArgumentHelp(
            "Which image of an asset-catalog icon set to show: any, dark or tinted (iOS 18); a set without that one shows its default image.",
            valueName: "appearance"))
    var appearance: IconAppearance = .any

    @Option(help: ArgumentHelp(Self.targetHelp, valueName: "name"), completion: ValueCompletions.targets)
    var target: String?

    @Option(
        help: ArgumentHelp("For Xcode projects: the build configuration (default: Release).", valueName: "name"),
        completion: ValueCompletions.configurations)
    var configuration: String?

    @Flag(
        name: .shortAndLong,
        help: "Print only the answer and errors: no note on which app was read, nor on a saved choice that cannot be used.")
    var quiet = false

    @Flag(
        name: .shortAndLong,
        help: "Also print, on stderr, what the reader noticed about the app on the way (`iconpicker lint` explains and judges it).")
    var verbose = false

    mutating func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
    }

    /// How much is said on stderr besides the answer and errors.
    var verbosity: Verbosity { quiet ? .quiet : verbose ? .verbose : .normal }

    /// PATH and the options, as the loader takes them.
    var input: AppInput { input(defaults: ProjectConfiguration()) }

    /// The same, with `.iconpicker.yml`'s target and configuration where the options name none.
    func input(defaults: ProjectConfiguration) -> AppInput {
        AppInput(
            path: path,
            options: LoadOptions(
                target: target ?? defaults.target, configuration: configuration ?? defaults.configuration, imageRoot: root,
                appearance: appearance, idioms: [idiom]),
            tellsSource: verbosity != .quiet)
    }

    /// The app as `--idiom` sees it, for the target and configuration `.iconpicker.yml` names as lint reads them.
    func load() throws -> AppOnDevice {
        let setup = try LintSetup.resolve(path: path, configFile: nil, workingDirectory: FileManager.default.currentDirectoryPath)
        let app = try input(defaults: setup.configuration).load()
        guard let onDevice = app.on(idiom) else { throw InputError.inputNotFound(path: path ?? "") }
        return onDevice
    }

    func store() -> IconStateStore {
        IconStateStore(directory: StateDirectory.resolve(explicit: stateDir, environment: ProcessInfo.processInfo.environment))
    }

    /// Loads the app and its saved state, and prints `notes` to stderr; not with `--json`, whose
    /// output carries what it has to say, nor in the chooser, which prints them after its screen is
    /// gone (`reportsNotes` false).
    func session(reportsNotes: Bool = true) throws -> (app: AppOnDevice, manager: AlternateIconManager) {
        let app = try load()
        let manager = AlternateIconManager(catalog: app.catalog, appName: app.appName, stateKey: app.stateKey, store: store())
        if reportsNotes { Console.report(notes(app, manager)) }
        return (app, manager)
    }

    /// What is said besides the answer. A saved choice that cannot be used is iconpicker's own state,
    /// which no other command reports: said unless `--quiet`. What the reader noticed about the app is
    /// lint's to report: said only with `--verbose`, judged as lint judges it, without sets shadowed by
    /// a `.icon` (dead weight is no problem of using the app).
    func notes(_ app: AppOnDevice, _ manager: AlternateIconManager) -> [Diagnostic] {
        switch verbosity {
        case .quiet: return []
        case .normal: return manager.stateDiagnostics
        case .verbose:
            return app.diagnostics.filter { $0.kind != .iconSetShadowed }.map { LintRule.judged($0, in: app.app) }
                + manager.stateDiagnostics
        }
    }
}

/// How much a command says on stderr besides its answer and its errors: `--quiet` nothing more; by
/// default a note when the app read is not the one PATH suggests (the demo, a bare Info.plist) and a
/// saved choice that cannot be used; `--verbose` also what the reader noticed about the app.
enum Verbosity {
    case quiet, normal, verbose
}
