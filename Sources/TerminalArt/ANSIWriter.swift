/// Cells as text with SGR escapes, for `iconpicker render` and anything else that prints art.
///
/// Colours are only re-sent when they change along a line, and attributes are reset at each line's
/// end so nothing leaks into the next line or the shell prompt.
public enum ANSIWriter {
    public static func text(_ grid: CellGrid, colorMode: ColorMode) -> String {
        var output = ""
        output.reserveCapacity(grid.width * grid.height * 24)
        for row in 0..<grid.height {
            var foreground: TerminalColor = .default
            var background: TerminalColor = .default
            var attributes: CellAttributes = []
            for column in 0..<grid.width {
                let cell = grid[column, row]
                if cell.isContinuation { continue }
                if colorMode != .none {
                    var codes: [String] = []
                    if cell.attributes != attributes {
                        codes.append("0")
                        foreground = .default
                        background = .default
                        if cell.attributes.contains(.bold) { codes.append("1") }
                        if cell.attributes.contains(.dim) { codes.append("2") }
                        if cell.attributes.contains(.underline) { codes.append("4") }
                        if cell.attributes.contains(.reverse) { codes.append("7") }
                        attributes = cell.attributes
                    }
                    if cell.foreground != foreground {
                        codes.append(sgr(cell.foreground, background: false))
                        foreground = cell.foreground
                    }
                    if cell.background != background {
                        codes.append(sgr(cell.background, background: true))
                        background = cell.background
                    }
                    if !codes.isEmpty { output += "\u{1B}[" + codes.joined(separator: ";") + "m" }
                }
                output += cell.text
            }
            if colorMode != .none && (foreground != .default || background != .default || !attributes.isEmpty) {
                output += "\u{1B}[0m"
            }
            output += "\n"
        }
        return output
    }

    /// The SGR parameters for one colour.
    static func sgr(_ color: TerminalColor, background: Bool) -> String {
        switch color {
        case .default:
            return background ? "49" : "39"
        case .rgb(let r, let g, let b):
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .indexed(let index) where index < 8:
            return "\((background ? 40 : 30) + Int(index))"
        case .indexed(let index) where index < 16:
            return "\((background ? 100 : 90) + Int(index) - 8)"
        case .indexed(let index):
            return "\(background ? 48 : 38);5;\(index)"
        }
    }
}
