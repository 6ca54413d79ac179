import TerminalArt
import TerminalGraphics

/// How the chooser shows its tiles, from what detection found and where it runs; when it falls back
/// to symbols, why, in words for the status line.
///
/// - kitty (0.28 and later, Ghostty) draws Unicode placeholders: text to curses and tmux alike.
/// - kitty before 0.28, a kitty whose version did not arrive in time, or no 24-bit colour to name
///   placeholders by: images placed after each frame. Not inside tmux, which does not know about them: its redraws and clears lose them,
///   and it does not say where its pane is on the outer terminal.
/// - sixel is painted after each frame; it needs the cell size in pixels (a sixel picture is sized in
///   pixels). Inside tmux only when tmux itself says it draws sixel (3.4 or later, built with it; 3.3
///   drops sixel).
/// - iTerm2 inline images are painted after each frame, sized in cells, so a guessed cell size only
///   changes their sharpness. Never through tmux: passed through, they are drawn outside tmux's
///   knowledge and wiped by its next redraw.
public enum ChooserPictures: Equatable {
    case placeholders
    case kittyPlacements
    case painted(GraphicsProtocol)
    case symbols(reason: String?)

    /// - Parameter colorsNamed: `--colors` was given (placeholders need 24-bit colour).
    public static func decide(_ choice: GraphicsChoice, colorsNamed: Bool) -> ChooserPictures {
        switch choice.graphics {
        case .symbols:
            return .symbols(reason: choice.advice.map(Self.shortAdvice))
        case .kitty:
            // Outside tmux, placing works in every kitty: placeholders only when the version says so
            // (a kitty that did not answer XTVERSION in time may be older than 0.28).
            if choice.placeholders && !colorsNamed && (choice.version != nil || choice.insideTmux) { return .placeholders }
            if !choice.insideTmux { return .kittyPlacements }
            if colorsNamed { return .symbols(reason: "Symbols: kitty pictures in tmux need 24-bit colour; leave out --colors") }
            return .symbols(
                reason: "Symbols: \(choice.version ?? "this kitty") has no placeholders (0.28 has); tmux loses placed images")
        case .sixel:
            if choice.insideTmux && !choice.terminalSaysSixel {
                return .symbols(reason: "Symbols: \(tmuxName(choice)) cannot show sixel (3.4 built with it can); kitty works in tmux")
            }
            guard choice.cellSizeKnown else {
                return .symbols(reason: "Symbols: the terminal did not report its cell size in pixels, which sixel needs")
            }
            return .painted(.sixel)
        case .iterm:
            guard !choice.insideTmux else {
                return .symbols(reason: "Symbols: tmux wipes iTerm2 images on redraw; run outside tmux to see pixels")
            }
            return .painted(.iterm)
        }
    }

    /// "tmux 3.3a" from tmux's XTVERSION answer, or just "this tmux".
    static func tmuxName(_ choice: GraphicsChoice) -> String {
        guard let version = choice.version, version.hasPrefix("tmux") else { return "this tmux" }
        return version
    }

    /// The passthrough advice (printed in full after the chooser ends) as a status line.
    static func shortAdvice(_: String) -> String {
        "Symbols: tmux passthrough is off; run: tmux set -g allow-passthrough on"
    }

    /// After the screen is taken: placeholders name their image by a 24-bit colour, so a screen
    /// without direct colour gets images placed instead (symbols inside tmux, which loses placed images).
    public func settled(screenColorMode: ColorMode, insideTmux: Bool) -> ChooserPictures {
        guard self == .placeholders, screenColorMode != .truecolor else { return self }
        return insideTmux ? .symbols(reason: "Symbols: no 24-bit colour terminfo entry (ncurses-term has tmux-direct)") : .kittyPlacements
    }

    public var reason: String? {
        if case .symbols(let reason) = self { return reason }
        return nil
    }
}
