import Basics

/// What follows an Escape that ncurses could not match to a key.
///
/// Terminals in application-cursor mode are told to send `ESC O C` for →, but some (and some terminal
/// libraries) send `ESC [ C` anyway; ncurses then hands over a bare Escape and the rest as characters.
/// Read on its own, that Escape would quit. Alt+key arrives as Escape followed by the key. Only an
/// Escape with nothing after it is the Escape key.
public enum EscapeSequence {
    /// The outcome of reading what came after an Escape.
    public enum Meaning: Equatable, Sendable {
        /// A key the chooser knows (a cursor or editing key in either form).
        case key(Key)
        /// Nothing followed: the Escape key itself.
        case escape
        /// Alt+key, or a sequence the chooser has no use for: ignored, never a quit.
        case ignored
        /// A mouse report in the SGR encoding (`ESC [ < …`), which ncurses left undecoded.
        case mouse(MouseReport)
    }

    /// The longest tail read: a reply longer than this is read no further, and what is left of it
    /// arrives as characters (a terminal's replies are far shorter).
    public static let maxLength = 512

    /// True once `tail` holds a whole sequence, so reading stops there and nothing of it is left to
    /// arrive as keys. Cursor keys end at their final byte; string sequences (APC `ESC _`, DCS
    /// `ESC P`, OSC `ESC ]`, SOS `ESC X`, PM `ESC ^`) end at ST (`ESC \`) or BEL. These are the
    /// terminal's late answers to the graphics queries (`ESC _ G i=31;OK ESC \`, XTVERSION's
    /// `ESC P >| xterm(379) ESC \`): read as keys, their letters moved the focus (`k`) or asked to
    /// reset the icon (`r`). Anything else after an Escape is Alt+key: one character.
    public static func isComplete(_ tail: [UInt32]) -> Bool {
        guard let first = tail.first, let last = tail.last else { return false }
        switch first {
        case 0x5B: return tail.count >= 2 && (0x40...0x7E).contains(last)
        case 0x4F: return tail.count >= 2
        case 0x5F, 0x50, 0x5D, 0x58, 0x5E:
            return tail.count >= 2 && (last == 0x07 || (last == 0x5C && tail[tail.count - 2] == 27))
        default: return true
        }
    }

    /// Decodes the bytes that arrived right after an Escape (without the Escape).
    public static func decode(_ tail: [UInt32]) -> Meaning {
        guard let first = tail.first else { return .escape }
        guard first == 0x5B || first == 0x4F, tail.count >= 2 else {
            // ESC ESC is two presses of Escape; anything else is Alt+key.
            return first == 27 ? .escape : .ignored
        }
        if first == 0x5B && tail[1] == 0x3C {
            return MouseReport.parse(sgr: tail).map { .mouse($0) } ?? .ignored
        }
        let body = tail.dropFirst()
        // Parameters (`ESC [ 1 ; 5 C` is Ctrl+→) do not change which key it is.
        guard let final = body.last, let finalScalar = Unicode.Scalar(final) else { return .ignored }
        switch Character(finalScalar) {
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "Z": return .key(.backTab)
        case "M" where first == 0x4F: return .key(.enter)  // keypad Enter in application mode
        case "~": return tilde(Array(body.dropLast()))
        default: return .ignored
        }
    }

    /// `ESC [ n ~` keys: Home, End, Page Up, Page Down. A number of more than three digits is no
    /// key: summed as it came, twenty of them overflowed and the chooser died of SIGILL (a pasted
    /// `ESC [ 99999999999999999999 ~`; found by the key-decoder and terminal-replies fuzz targets).
    static func tilde(_ parameters: [UInt32]) -> Meaning {
        let digits = parameters.prefix { $0 >= 0x30 && $0 <= 0x39 }
        guard digits.count <= 3 else { return .ignored }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        switch number {
        case 1, 7: return .key(.home)
        case 4, 8: return .key(.end)
        case 5: return .key(.pageUp)
        case 6: return .key(.pageDown)
        default: return .ignored
        }
    }
}
