import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The chooser where pictures were asked for and cannot be shown: it draws symbols and says why, on
/// its status line and again on standard error when it ends. tmux 3.3 (Debian 12) answers DA1 without
/// sixel and has no iTerm2 images of its own; a terminal that does not report its cell size cannot be
/// given sixel pictures of the right size.
@Suite(.serialized) struct ChooserProgramTests {
    let state = TemporaryFolder("iconpicker-gfx-fallback")
    var binary: String { BinaryRunner.binaryPath }

    /// A sixel terminal (DA1 with 4) that answers no cell-size query, with no pixels in TIOCGWINSZ.
    @Test(.enabled(if: ScriptedTerminal.isAvailable, "needs util-linux's setsid"))
    func sixelWithoutACellSizeFallsBackAndSaysWhy() throws {
        defer { state.remove() }
        let terminal = try ScriptedTerminal(
            command: [binary, "--graphics", "sixel"], state: state.path, answers: ["\u{1B}[c": "\u{1B}[?62;4;22c"])
        let screen = try terminal.read(until: "did not report its cell size")
        #expect(screen.contains("Colourful (demo)"), "the chooser runs, with symbols")
        #expect(!screen.contains("\u{1B}P0;1;0q"), "no sixel was sent")
        terminal.type("q")
        let rest = try terminal.read(until: "iconpicker: Symbols: the terminal did not report its cell size in pixels")
        #expect(rest.contains("which sixel needs."))
        #expect(terminal.waitForExit() == 0)
    }

    /// The same terminal reporting its cell size (CSI 16t): sixel tiles, and no complaint.
    @Test(.enabled(if: ScriptedTerminal.isAvailable, "needs util-linux's setsid"))
    func sixelWithACellSizeDrawsPictures() throws {
        defer { state.remove() }
        let terminal = try ScriptedTerminal(
            command: [binary, "--graphics", "sixel"], state: state.path, answers: ["\u{1B}[c": "\u{1B}[6;20;10t\u{1B}[?62;4;22c"])
        let screen = try terminal.read(until: "\u{1B}P0;1;0q")
        #expect(!screen.contains("cell size"))
        terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}

/// The chooser inside tmux 3.3a asked for sixel or iTerm2 images: symbols, and the reason.
@Suite(.enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipMessage)), .serialized)
struct ChooserGraphicsInsideTmuxTests {
    let state = TemporaryFolder("iconpicker-gfx-tmux")
    var binary: String { BinaryRunner.binaryPath }

    @Test(arguments: [
        ("sixel", "cannot show sixel (3.4 built with it can); kitty works in tmux"),
        ("iterm", "tmux wipes iTerm2 images on redraw; run outside tmux to see pixels"),
    ])
    func picturesTmuxCannotKeepFallBackToSymbolsAndSayWhy(graphics: String, reason: String) throws {
        defer { state.remove() }
        let tmux = try TmuxSession(
            width: 100, height: 32,
            // TMUX as tmux sets it for its panes (the session's shell starts with a cleared environment).
            environment: [
                "TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path,
                "TMUX": "/tmp/tmux-test,1,0", "TERM_PROGRAM": "tmux",
            ])
        defer { tmux.close() }
        try tmux.type("cd \(state.path); \(binary) --graphics \(graphics); echo EXIT=$?")
        let screen = try tmux.wait(awaiting: "the reason on the status line") { $0.contains(reason) }
        #expect(screen.contains("\u{2584}") || screen.contains("\u{2580}") || screen.contains("\u{259F}"), "symbol art")
        try tmux.press("q")
        let after = try tmux.wait(awaiting: "the chooser to end") { $0.contains("EXIT=0") }
        #expect(after.contains("iconpicker: Symbols:"), "the reason is printed again")
    }
}
