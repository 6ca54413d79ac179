import CursesTerminal
import Foundation
import IconKit
import Pictures
import TerminalArt

/// The chooser run in a terminal, as bubbletea's `Program` runs a model: it decides how the tiles are
/// drawn, takes the screen, runs the loop (`ChooserRuntime`) until the user quits, and gives the
/// terminal back however it ends. The command line only parses options and loads the app.
public struct ChooserProgram {
    public var app: AppOnDevice
    public var manager: AlternateIconManager
    /// `$TERM` and its terminfo entry, already found usable.
    public var term: String
    public var capabilities: TerminfoCapabilities
    public var environment: [String: String]
    /// `--colors`; nil to detect.
    public var colors: ColorMode?
    /// `--graphics`; nil for `ICONPICKER_GRAPHICS`, else detection.
    public var graphics: String?
    public var symbols: SymbolSet
    /// The appearance `.icon` icons are previewed in (`--appearance`).
    public var appearance: IconAppearance
    /// Whether the locale's character set is UTF-8; asked once the screen is taken, as before the move
    /// (the caller's answer sets the locale as it is first asked).
    public var unicode: () -> Bool
    /// Reads the app again in every configuration of its target, for the `p` key (nil: the key says
    /// the project cannot be changed from here).
    public var reloadEveryConfiguration: (() throws -> [LoadedApp])? = nil

    public init(
        app: AppOnDevice, manager: AlternateIconManager, term: String, capabilities: TerminfoCapabilities,
        environment: [String: String], colors: ColorMode?, graphics: String?, symbols: SymbolSet, appearance: IconAppearance,
        unicode: @escaping () -> Bool
    ) {
        self.app = app
        self.manager = manager
        self.term = term
        self.capabilities = capabilities
        self.environment = environment
        self.colors = colors
        self.graphics = graphics
        self.symbols = symbols
        self.appearance = appearance
        self.unicode = unicode
    }

    /// Runs the chooser until the user quits.
    /// - Returns: what to tell the user once the screen is gone (why pictures became symbols).
    /// - Throws: `UnknownGraphicsProtocol` for a `--graphics` no terminal speaks, `CursesScreen.Failure`
    ///   when curses cannot take the terminal.
    public func run() async throws -> String? {
        // Asked before the screen is taken, while the terminal is still in its own modes.
        let choice = try GraphicsChoice.resolve(requested: graphics, environment: environment, outputIsTerminal: true)
        var pictures = ChooserPictures.decide(choice, colorsNamed: colors != nil)
        let mode =
            pictures == .placeholders
            ? .truecolor : colors ?? TerminfoCapabilities.colorMode(environment: environment, capabilities: capabilities)
        let screen = try CursesScreen(colorMode: mode, term: term, capabilities: capabilities)
        pictures = pictures.settled(screenColorMode: screen.colorMode, insideTmux: choice.insideTmux)
        let pixels = TilePixels(pictures, choice: choice)
        if let pixels {
            GraphicsCleanup.arm(pixels.cleanup)
            TerminalRestorer.addCleanup { GraphicsCleanup.run() }
        }
        let runtime = await ChooserRuntime(
            app: app, manager: manager, screen: screen, unicode: unicode(), appearance: appearance, symbols: symbols,
            pixels: pixels, notice: pictures.reason,
            primaryIcon: reloadEveryConfiguration.map { PrimaryIconEditing(load: $0, root: FileManager.default.currentDirectoryPath) })
        await runtime.run()
        GraphicsCleanup.run()
        screen.close()
        return choice.advice ?? pictures.reason.map { "iconpicker: " + $0 + "." }
    }
}
