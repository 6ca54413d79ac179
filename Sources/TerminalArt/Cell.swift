/// Text attributes a cell can carry besides its colours.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1)
    public static let dim = CellAttributes(rawValue: 2)
    public static let reverse = CellAttributes(rawValue: 4)
    public static let underline = CellAttributes(rawValue: 8)
}

/// One character cell of a terminal: the model both `iconpicker render` (ANSI text) and the chooser
/// (ncurses) draw from.
public struct Cell: Hashable, Sendable {
    /// One grapheme of display width 1 or 2; empty for the right half of a wide character.
    public var text: String
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: CellAttributes

    public init(
        _ text: String = " ", foreground: TerminalColor = .default, background: TerminalColor = .default,
        attributes: CellAttributes = []
    ) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let blank = Cell()

    /// True for the placeholder that follows a wide character.
    public var isContinuation: Bool { text.isEmpty }
}
