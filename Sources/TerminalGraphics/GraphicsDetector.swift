/// Picks the graphics protocol for a terminal: the environment first (it costs nothing and names
/// the terminal even through ssh's forwarded variables), then what the terminal answered.
public enum GraphicsDetector {
    /// The protocol the environment names, or nil when it does not say.
    public static func fromEnvironment(_ environment: [String: String]) -> GraphicsProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? environment["LC_TERMINAL"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || program == "WezTerm" || environment["WEZTERM_EXECUTABLE"] != nil || program == "vscode" {
            return .iterm
        }
        if environment["KONSOLE_VERSION"] != nil { return .kitty }
        if term.hasPrefix("foot") || term == "mlterm" || term == "yaft-256color" { return .sixel }
        return nil
    }

    /// The protocol the replies show: kitty's own answer, then sixel in DA1, then known versions.
    public static func fromReplies(_ replies: TerminalReplies) -> GraphicsProtocol? {
        if replies.kittyGraphics { return .kitty }
        let version = replies.version ?? ""
        if version.hasPrefix("iTerm2") || version.hasPrefix("WezTerm") { return .iterm }
        if replies.sixel { return .sixel }
        return nil
    }

    /// Whether to ask the terminal at all: not for a dumb terminal, the Linux console or screen,
    /// which draw no pictures; VTE terminals answer DA1 without sixel, so asking costs one
    /// round-trip and finds symbols.
    public static func worthAsking(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !(term.isEmpty || term == "dumb" || term == "linux" || term.hasPrefix("screen") && environment["TMUX"] == nil)
    }

    /// Whether kitty's Unicode placeholders will work: kitty has them from 0.28 (Debian 12 ships
    /// 0.26.5, which draws the placeholder characters as text). An unknown or other version is
    /// trusted, since terminals that answer the kitty query and are not kitty (Ghostty) have them.
    public static func supportsPlaceholders(version: String?) -> Bool {
        guard let version, version.hasPrefix("kitty(") else { return true }
        let numbers = version.dropFirst(6).prefix { $0 != ")" }.split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return true }
        return numbers[0] > 0 || numbers[1] >= 28
    }
}
