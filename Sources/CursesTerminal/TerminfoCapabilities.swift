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

    /// The colour mode for this process's terminal and environment (`capabilities`: already read).
    public static func colorMode(environment: [String: String], capabilities: TerminfoCapabilities? = nil) -> ColorMode {
        let capabilities = capabilities ?? read(term: environment["TERM"])
        return ColorMode.detect(
            environment: environment, terminfoColors: capabilities.colors,
            terminfoDirect: capabilities.direct)
    }
}
