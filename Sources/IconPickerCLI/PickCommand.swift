import AppArchive
import ArgumentParser
import CursesTerminal
import Foundation
import TerminalArt

#if canImport(Glibc)
import Glibc
#endif

/// `iconpicker [PATH]` / `iconpicker pick [PATH]`: the interactive chooser.
struct PickCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose the app's icon in the terminal (the default command).",
        discussion: """
            Arrows or h j k l move, Enter or Space chooses, r returns to the primary icon, ? shows the keys, \
            q, Esc or Ctrl-C quits. A click focuses an icon, a double click chooses it. Needs a terminal: \
            for scripts use `iconpicker list`, `set` and `reset`.

            \(ExitStatus.helpText)
            """
    )

    @OptionGroup var options: AppOptions

    @Option(help: ArgumentHelp("truecolor, 256, 16, 8 or none (default: detected).", valueName: "mode"))
    var colors: ColorMode?

    @Option(
        help: ArgumentHelp(
            "auto, kitty, iterm, sixel or symbols: real pixels in the tiles (default: ICONPICKER_GRAPHICS, else detected).",
            valueName: "protocol"))
    var graphics: String?

    @Option(help: ArgumentHelp("Block characters for symbol art: half, quadrants, sextants or octants.", valueName: "set"))
    var symbols: SymbolSet = .quadrants

    func run() async throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            throw CommandLineError.chooserUnavailable(
                "the chooser needs a terminal (standard input and output are not both terminals). "
                    + "For scripts, use `iconpicker list`, `iconpicker set NAME` or `iconpicker reset`.")
        }
        let environment = ProcessInfo.processInfo.environment
        let term = environment["TERM"] ?? ""
        let capabilities = TerminfoCapabilities.read(term: term)
        guard !term.isEmpty, term != "dumb", capabilities.colors != nil else {
            throw CommandLineError.chooserUnavailable(
                "TERM=\(term.isEmpty ? "(unset)" : term) cannot run the chooser (no usable terminfo entry). "
                    + "Set TERM, or use `iconpicker list`.")
        }
        // Everything is read before the screen is taken: nothing can print over it.
        let (app, manager) = try options.session(reportDiagnostics: false)
        // Asked before the screen is taken, while the terminal is still in its own modes.
        let choice = try GraphicsChoice.resolve(requested: graphics, environment: environment, outputIsTerminal: true)
        let kitty = choice.graphics == .kitty && choice.placeholders && colors == nil
        // sixel and iTerm2 pictures are painted at cell positions: they need the real cell size, and
        // tmux (which would place them relative to the outer terminal) is left to symbols.
        let painted = (choice.graphics == .sixel || choice.graphics == .iterm) && choice.cellSizeKnown && !choice.insideTmux
        let mode = kitty ? .truecolor : colors ?? TerminfoCapabilities.colorMode(environment: environment, capabilities: capabilities)
        let screen: CursesScreen
        do {
            screen = try CursesScreen(colorMode: mode, term: term, capabilities: capabilities)
        } catch {
            throw CommandLineError.chooserUnavailable("\(error). Use `iconpicker list`.")
        }
        // A signal while the chooser runs must still remove extracted archive files.
        TerminalRestorer.addCleanup { ScratchFolder.remove() }
        // Placeholders name their image by a 24-bit colour: without direct colour, symbols instead.
        let pixels =
            (kitty && screen.colorMode == .truecolor) || painted
            ? TilePixels(
                graphics: choice.graphics, cellWidth: choice.cellWidth, cellHeight: choice.cellHeight, insideTmux: choice.insideTmux)
            : nil
        if let pixels {
            GraphicsCleanup.arm(pixels.cleanup)
            TerminalRestorer.addCleanup { GraphicsCleanup.run() }
        }
        let runtime = await ChooserRuntime(
            app: app, manager: manager, screen: screen, unicode: Console.isUTF8, appearance: options.appearance, symbols: symbols,
            pixels: pixels)
        await runtime.run()
        GraphicsCleanup.run()
        screen.close()
        if let advice = choice.advice { Console.err(advice) }
        Console.report(app.diagnostics + manager.stateDiagnostics)
    }
}
