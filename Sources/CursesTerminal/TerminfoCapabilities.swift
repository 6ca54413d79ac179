import CNcurses
import TerminalArt

/// What terminfo says about a terminal's colours, read with `setupterm` (no screen is taken).
public struct TerminfoCapabilities: Equatable, Sendable {
    /// `colors`, or nil when the terminal has no terminfo entry.
    public var colors: Int?
    /// The `RGB` flag of direct-colour entries (xterm-direct, tmux-direct).
    public var direct: Bool

    /// Reads the entry for `term` (default: `$TERM`).
    public static func read(term: String?) -> TerminfoCapabilities {
        var status: Int32 = 0
        let result: Int32
        if let term {
            result = term.withCString { setupterm($0, 1, &status) }
        } else {
            result = setupterm(nil, 1, &status)
        }
        guard result == OK else { return TerminfoCapabilities(colors: nil, direct: false) }
        let colors = "colors".withCString { tigetnum(UnsafeMutablePointer(mutating: $0)) }
        let rgb = "RGB".withCString { tigetflag(UnsafeMutablePointer(mutating: $0)) }
        return TerminfoCapabilities(colors: colors >= 0 ? Int(colors) : 0, direct: rgb == 1)
    }

    /// The entry every terminal named by `fallbackTerm(for:)` understands.
    public static let fallbackTerm = "xterm-256color"

    /// The terminal name to use for `term` and its entry: its own when this machine has one; else
    /// `fallbackTerm` when `term` names a terminal that speaks xterm's language; nil when neither.
    public static func usable(term: String) -> (term: String, capabilities: TerminfoCapabilities)? {
        let own = read(term: term)
        if own.colors != nil { return (term, own) }
        guard let fallback = fallbackTerm(for: term) else { return nil }
        let capabilities = read(term: fallback)
        return capabilities.colors == nil ? nil : (fallback, capabilities)
    }

    /// `fallbackTerm` for a name whose entry may be missing on a machine reached over ssh: kitty's
    /// `xterm-kitty`, Ghostty's `xterm-ghostty`, WezTerm, Alacritty, or any `*-256color` or `*-direct`
    /// name. ssh passes TERM on and servers often lack the newer terminals' entries; all of these
    /// speak xterm's sequences. nil for anything else (an unknown name may be a very different terminal).
    public static func fallbackTerm(for term: String) -> String? {
        let name = term.lowercased()
        let modern = ["xterm-kitty", "xterm-ghostty", "ghostty", "wezterm", "alacritty"]
        guard modern.contains(name) || name.hasSuffix("-256color") || name.hasSuffix("-direct") else { return nil }
        return fallbackTerm
    }

    /// The colour mode for this process's terminal and environment (`capabilities`: already read).
    public static func colorMode(environment: [String: String], capabilities: TerminfoCapabilities? = nil) -> ColorMode {
        let capabilities = capabilities ?? read(term: environment["TERM"])
        return ColorMode.detect(
            environment: environment, terminfoColors: capabilities.colors,
            terminfoDirect: capabilities.direct)
    }
}
