/// How pictures reach the terminal: one of three pixel protocols, or character art.
public enum GraphicsProtocol: String, CaseIterable, Sendable {
    /// kitty's graphics protocol (kitty, Ghostty, Konsole, WezTerm): RGBA or PNG in APC escapes.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, VS Code): a PNG file in an OSC 1337 escape.
    case iterm
    /// DEC sixel (xterm -ti vt340, foot, WezTerm, Konsole, Windows Terminal, iTerm2): palette bands.
    case sixel
    /// Block-character art with colours: works everywhere.
    case symbols

    public var drawsPixels: Bool { self != .symbols }
}
