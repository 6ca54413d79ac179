import Basics
import TerminalArt

/// A centred box of text lines over the grid, with buttons along its bottom.
///
/// The view draws it and the update function hit-tests clicks against the same geometry, so a click
/// on a button does what pressing it does, wherever the box landed for the screen's size.
struct ChooserPopup {
    struct Line {
        var text: String
        var attributes: CellAttributes = []
        var color: TerminalColor = .default
    }

    struct Button {
        var title: String
        var selected: Bool
    }

    /// Where the box and its buttons land on a screen.
    struct Geometry: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var contentWidth: Int
        /// Per button, the columns it covers on row `buttonY`.
        var buttonColumns: [Range<Int>]
        var buttonY: Int
    }

    var lines: [Line]
    var buttons: [Button]
    /// Left-aligned lines (key tables, findings); otherwise each line is centred.
    var leftAligned = false

    var buttonLabels: [String] { buttons.map { "[ \($0.title) ]" } }

    func geometry(screenWidth: Int, screenHeight: Int) -> Geometry {
        let labels = buttonLabels
        let buttonsWidth = labels.map(TextWidth.columns(of:)).reduce(0, +) + max(0, buttons.count - 1) * 3
        let widest = lines.map { TextWidth.columns(of: $0.text) }.max() ?? 0
        let contentWidth = max(0, min(screenWidth - 6, max(buttonsWidth, widest)))
        let width = contentWidth + 4
        let height = lines.count + 4
        let x = max(0, (screenWidth - width) / 2)
        let y = max(0, (screenHeight - height) / 2)
        var columns: [Range<Int>] = []
        var buttonX = x + 2 + max(0, (contentWidth - buttonsWidth) / 2)
        for label in labels {
            let labelWidth = TextWidth.columns(of: label)
            columns.append(buttonX..<(buttonX + labelWidth))
            buttonX += labelWidth + 3
        }
        return Geometry(
            x: x, y: y, width: width, height: height, contentWidth: contentWidth, buttonColumns: columns, buttonY: y + height - 2)
    }

    /// The button under a screen cell.
    func button(atX x: Int, y: Int, screenWidth: Int, screenHeight: Int) -> Int? {
        let geometry = geometry(screenWidth: screenWidth, screenHeight: screenHeight)
        guard y == geometry.buttonY else { return nil }
        return geometry.buttonColumns.firstIndex { $0.contains(x) }
    }

    func draw(into grid: inout CellGrid, theme: ChooserTheme) {
        let geometry = geometry(screenWidth: grid.width, screenHeight: grid.height)
        let (x, y, width, height) = (geometry.x, geometry.y, geometry.width, geometry.height)
        grid.fill(x: x, y: y, width: width, height: height, with: .blank)
        let frame = theme.frame
        grid.put(frame.tl + String(repeating: frame.h, count: width - 2) + frame.tr, x: x, y: y, attributes: .bold)
        grid.put(frame.bl + String(repeating: frame.h, count: width - 2) + frame.br, x: x, y: y + height - 1, attributes: .bold)
        for row in 1..<(height - 1) {
            grid.put(frame.v, x: x, y: y + row, attributes: .bold)
            grid.put(frame.v, x: x + width - 1, y: y + row, attributes: .bold)
        }
        let content = (x + 2)..<(x + 2 + geometry.contentWidth)
        for (offset, line) in lines.enumerated() {
            if leftAligned && offset > 0 {
                let fitted = TextWidth.truncate(line.text, toColumns: content.count, ellipsis: theme.ellipsis)
                grid.put(fitted, x: content.lowerBound, y: y + 1 + offset, foreground: line.color, attributes: line.attributes)
            } else {
                ChooserView.put(
                    &grid, line.text, centredIn: content, y: y + 1 + offset, foreground: line.color, attributes: line.attributes)
            }
        }
        for (index, label) in buttonLabels.enumerated() {
            grid.put(
                label, x: geometry.buttonColumns[index].lowerBound, y: geometry.buttonY,
                attributes: buttons[index].selected ? [.reverse, .bold] : [])
        }
    }
}
