/// A colour as a terminal understands it.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background (SGR 39 / 49).
    case `default`
    /// An entry of the 256-colour palette (0–15 are the theme's system colours).
    case indexed(UInt8)
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}
