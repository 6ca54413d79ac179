import Basics

/// A rectangle of cells, row by row.
public struct CellGrid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: cell, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Writes `text` from column `x` of row `y`, clipped to the grid; wide characters take two
    /// cells (the second a continuation) and are never split at the right edge.
    /// - Returns: the columns used.
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, foreground: TerminalColor = .default,
        background: TerminalColor = .default, attributes: CellAttributes = []
    ) -> Int {
        guard y >= 0, y < height else { return 0 }
        var column = x
        for character in text {
            let string = String(character)
            let columns = TextWidth.columns(of: string)
            if columns == 0 { continue }
            if column + columns > width { break }
            if column >= 0 {
                self[column, y] = Cell(string, foreground: foreground, background: background, attributes: attributes)
                if columns == 2 {
                    self[column + 1, y] = Cell("", foreground: foreground, background: background, attributes: attributes)
                }
            }
            column += columns
        }
        return column - x
    }

    /// Copies `other` with its top-left corner at (`x`, `y`), clipped.
    public mutating func draw(_ other: CellGrid, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                self[x + column, y + row] = other[column, row]
            }
        }
    }

    /// Fills a rectangle, clipped.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with cell: Cell) {
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) { self[column, row] = cell }
        }
    }

    /// The characters only, one string per row (continuations dropped), for text snapshots.
    public var textLines: [String] {
        (0..<height).map { row in
            (0..<width).map { self[$0, row].text }.joined()
        }
    }
}
