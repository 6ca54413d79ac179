import AppArchive
import ArgumentParser
import ChooserProgram
import CursesTerminal
import Foundation
import IconLint
import Pictures
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
            q, Esc or Ctrl-C quits. A click focuses an icon, a double click chooses it, the wheel scrolls. A TERM \
            with no terminfo entry here (xterm-kitty, xterm-ghostty, wezterm, alacritty, any *-256color or \
            *-direct name) is drawn as xterm-256color. Needs a terminal: \
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
        let named = environment["TERM"] ?? ""
        guard !named.isEmpty, named != "dumb", let (term, capabilities) = TerminfoCapabilities.usable(term: named) else {
            throw CommandLineError.chooserUnavailable(
                "TERM=\(named.isEmpty ? "(unset)" : named) cannot run the chooser (no usable terminfo entry). "
                    + "Set TERM, or use `iconpicker list`.")
        }
        // Said before the screen is taken: it stays on the terminal's own screen, under the chooser's.
        // The environment keeps the name, so that graphics are still detected by it (kitty's).
        if term != named, options.verbosity != .quiet {
            Console.err(
                "iconpicker: TERM=\(named) has no terminfo entry on this machine; using \(term). Install the terminal's "
                    + "entry to use its own (e.g. `infocmp -x | ssh HOST -- tic -x -` from the machine that has it).")
        }
        // Everything is read before the screen is taken: nothing can print over it.
        let (app, manager) = try options.session(reportsNotes: false)
        // A signal from here on (the graphics query, then the chooser) must still remove extracted
        // archive files: the terminal restorer's handlers, installed for the query, run this first.
        TerminalRestorer.addCleanup { ScratchFolder.remove() }
        var program = ChooserProgram(
            app: app, manager: manager, term: term, capabilities: capabilities, environment: environment, colors: colors,
            graphics: graphics, symbols: symbols, appearance: options.appearance, unicode: { Console.isUTF8 })
        var input = options.input
        input.tellsSource = false
        program.reloadEveryConfiguration = { try input.loadEveryConfiguration() }
        let advice: String?
        do {
            advice = try await program.run()
        } catch let error as UnknownGraphicsProtocol {
            throw ValidationError(error.description)
        } catch let error as CursesScreen.Failure {
            throw CommandLineError.chooserUnavailable("\(error). Use `iconpicker list`.")
        }
        if let advice, options.verbosity != .quiet { Console.err(advice) }
        Console.report(options.notes(app, manager))
    }
}
