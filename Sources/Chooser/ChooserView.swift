import Basics
import IconKit
import TerminalArt

/// The chooser's screen as a pure function of its state: a grid of cells the size of the terminal.
public enum ChooserView {
    public static func render(_ state: ChooserState) -> CellGrid {
        var grid = CellGrid(width: state.width, height: state.height)
        let theme = ChooserTheme(colorMode: state.colorMode, unicode: state.unicode)
        let layout = state.layout
        guard let size = layout.tileSize else {
            let long = "terminal too small (need \(ChooserLayout.minimumWidth) x \(ChooserLayout.minimumHeight))"
            let short = "need \(ChooserLayout.minimumWidth)x\(ChooserLayout.minimumHeight)"
            put(&grid, TextWidth.columns(of: long) <= state.width ? long : short, centredIn: 0..<state.width, y: state.height / 2)
            return grid
        }
        drawTitle(&grid, state, theme)
        for index in layout.visibleIndices(scrollRow: state.scrollRow, count: state.icons.count) {
            guard let origin = layout.origin(of: index, scrollRow: state.scrollRow) else { continue }
            drawTile(&grid, state, theme, index: index, size: size, x: origin.x, y: origin.y)
        }
        if state.scrollRow > 0 {
            grid.put(theme.arrows.up, x: state.width - 2, y: layout.gridY)
        }
        if state.scrollRow + layout.visibleRows < layout.totalRows {
            grid.put(theme.arrows.down, x: state.width - 2, y: layout.gridY + layout.visibleRows * size.tileHeight - 1)
        }
        drawPreview(&grid, state, theme, layout: layout)
        drawStatus(&grid, state, theme, layout: layout)
        popup(for: state, theme: theme)?.draw(into: &grid, theme: theme)
        return grid
    }

    /// Every string shown passes through here: control characters (from names and messages read out
    /// of untrusted files) are shown escaped, never sent to the terminal; in a non-UTF-8 locale curly
    /// quotes and marks are replaced.
    static func text(_ string: String, _ theme: ChooserTheme) -> String {
        let string = TerminalText.escaped(string)
        guard !theme.unicode else { return string }
        var ascii = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\u{201C}", "\u{201D}": ascii += "\""
            case "\u{2018}", "\u{2019}": ascii += "'"
            case "\u{2026}": ascii += "..."
            case "\u{2014}", "\u{2013}": ascii += "-"
            case "\u{00B7}": ascii += "|"
            default: ascii += scalar.isASCII ? String(scalar) : "?"
            }
        }
        return ascii
    }

    static func put(
        _ grid: inout CellGrid, _ string: String, centredIn range: Range<Int>, y: Int,
        foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: CellAttributes = []
    ) {
        let fitted = TextWidth.truncate(string, toColumns: max(0, range.count), ellipsis: "\u{2026}")
        let x = range.lowerBound + max(0, (range.count - TextWidth.columns(of: fitted)) / 2)
        grid.put(fitted, x: x, y: y, foreground: foreground, background: background, attributes: attributes)
    }

    static func drawTitle(_ grid: inout CellGrid, _ state: ChooserState, _ theme: ChooserTheme) {
        let current = text(" current: \(state.icons.first { $0.name == state.current }?.label ?? "(primary)") ", theme)
        let title = fittedTitle(state, theme)
        grid.put(title, x: 0, y: 0, attributes: .bold)
        let x = state.width - TextWidth.columns(of: current)
        if x > TextWidth.columns(of: title) + 1 { grid.put(current, x: x, y: 0) }
    }

    /// The longest title that fits: with the target and its configuration, the target only, neither;
    /// cut short as a last resort. It wins over `current:`, which the ✓ badge shows anyway.
    static func fittedTitle(_ state: ChooserState, _ theme: ChooserTheme) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let name = state.isDemo ? "\(state.appName) (demo)" : state.appName
        var tail = " \u{00B7} \(state.idiomName) \u{00B7} \(plural(state.icons.count, "icon"))"
        if state.findingCount > 0 { tail += " \u{00B7} \(plural(state.findingCount, "finding"))" }
        var origins: [String] = []
        if let target = state.target {
            if let configuration = state.configuration { origins.append(" \u{00B7} \(target) (\(configuration))") }
            origins.append(" \u{00B7} \(target)")
        }
        origins.append("")
        let candidates = origins.map { text(" \(name)\($0)\(tail)", theme) }
        let shortest = candidates[candidates.count - 1]
        return candidates.first { TextWidth.columns(of: $0) <= state.width }
            ?? TextWidth.truncate(shortest, toColumns: state.width, ellipsis: theme.ellipsis)
    }

    static func drawTile(_ grid: inout CellGrid, _ state: ChooserState, _ theme: ChooserTheme, index: Int, size: TileSize, x: Int, y: Int) {
        let icon = state.icons[index]
        let focused = index == state.focus
        let artX = x + 2
        let artY = y + 1
        // Frame: drawn in the accent colour around the focused tile only.
        if focused {
            let frame = theme.frame
            let color = theme.accent
            let attributes: CellAttributes = theme.hasColor ? [.bold] : []
            grid.put(
                frame.tl + String(repeating: frame.h, count: size.artWidth) + frame.tr, x: x + 1, y: y,
                foreground: color, attributes: attributes)
            grid.put(
                frame.bl + String(repeating: frame.h, count: size.artWidth) + frame.br, x: x + 1, y: y + size.artHeight + 1,
                foreground: color, attributes: attributes)
            for row in 1...size.artHeight {
                grid.put(frame.v, x: x + 1, y: y + row, foreground: color, attributes: attributes)
                grid.put(frame.v, x: x + size.artWidth + 2, y: y + row, foreground: color, attributes: attributes)
            }
        }
        // Art, or a placeholder that says why there is none.
        switch state.art[.init(index: index, size: size)] {
        case .ready(let art)?:
            grid.draw(art, x: artX, y: artY)
        case .failed(let reason)?:
            drawPlaceholder(&grid, theme, size: size, x: artX, y: artY, lines: ["no image", reason])
        case nil:
            drawPlaceholder(
                &grid, theme, size: size, x: artX, y: artY,
                lines: icon.missingReason.map { ["no image", $0] } ?? ["loading\u{2026}"])
        }
        // The ✓ badge, at the art's bottom-right corner, as iOS choosers place it.
        if icon.name == state.current {
            grid.put(
                theme.check, x: artX + size.artWidth - 1, y: artY + size.artHeight - 1,
                foreground: theme.hasColor ? .rgbOrIndexed(white: theme.colorMode) : .default,
                background: theme.badge, attributes: theme.hasColor ? [.bold] : [.reverse, .bold])
        }
        drawProblemMark(&grid, icon, theme, x: artX + size.artWidth - 1, y: artY)
        // The name, cut in the middle when long: names in one app share their start and differ at
        // the end (`AppIcon…21-Dark`, `AppIcon…1-Light`). The focused one stands out.
        var attributes: CellAttributes = focused ? [.bold] : []
        if focused && !theme.hasColor { attributes.insert(.reverse) }
        let label = text(icon.label, theme)
        let room = size.tileWidth - 1
        let fitted = TextWidth.truncateMiddle(label, toColumns: room, ellipsis: theme.ellipsis)
        let nameX = x + max(0, (size.tileWidth - TextWidth.columns(of: fitted)) / 2)
        grid.put(
            fitted, x: nameX, y: y + size.artHeight + 2,
            foreground: focused ? theme.accent : .default, attributes: attributes)
    }

    /// A mark at the art's top-right corner when lint has errors or warnings about the icon: a white
    /// `!` on red for errors, a black `!` on yellow for warnings only; without colour, errors are in
    /// reverse video and warnings underlined, so the two still differ.
    static func drawProblemMark(_ grid: inout CellGrid, _ icon: ChooserIcon, _ theme: ChooserTheme, x: Int, y: Int) {
        guard icon.hasProblems else { return }
        let isError = icon.findings.contains { $0.severity >= .error }
        if theme.hasColor {
            grid.put(
                "!", x: x, y: y, foreground: isError ? .rgbOrIndexed(white: theme.colorMode) : .indexed(0),
                background: isError ? theme.error : theme.warning, attributes: .bold)
        } else {
            grid.put("!", x: x, y: y, attributes: isError ? [.reverse, .bold] : [.underline, .bold])
        }
    }

    static func drawPlaceholder(_ grid: inout CellGrid, _ theme: ChooserTheme, size: TileSize, x: Int, y: Int, lines: [String]) {
        let shade = Cell(theme.hasColor ? " " : (theme.unicode ? "\u{2591}" : "."), background: theme.placeholder)
        grid.fill(x: x, y: y, width: size.artWidth, height: size.artHeight, with: shade)
        var wrapped: [String] = []
        for line in lines {
            var rest = text(line, theme)
            while !rest.isEmpty && wrapped.count < size.artHeight {
                let piece = TextWidth.truncate(rest, toColumns: size.artWidth, ellipsis: "")
                let cut = piece.isEmpty ? String(rest.prefix(1)) : piece
                wrapped.append(cut)
                rest = String(rest.dropFirst(cut.count)).trimmingLeadingSpaces()
            }
        }
        let top = y + max(0, (size.artHeight - wrapped.count) / 2)
        for (offset, line) in wrapped.prefix(size.artHeight).enumerated() {
            put(
                &grid, line, centredIn: x..<(x + size.artWidth), y: top + offset, background: theme.placeholder,
                attributes: theme.hasColor ? [] : [.reverse])
        }
    }

    /// The focused icon at 32x16 cells beside the grid, its name under it (pixel graphics only).
    static func drawPreview(_ grid: inout CellGrid, _ state: ChooserState, _ theme: ChooserTheme, layout: ChooserLayout) {
        guard let origin = layout.previewOrigin, state.icons.indices.contains(state.focus) else { return }
        let size = TileSize.huge
        if case .ready(let art)? = state.art[.init(index: state.focus, size: size)] {
            grid.draw(art, x: origin.x, y: origin.y)
        }
        let label = TextWidth.truncateMiddle(
            text(state.icons[state.focus].label, theme), toColumns: size.artWidth, ellipsis: theme.ellipsis)
        put(&grid, label, centredIn: origin.x..<(origin.x + size.artWidth), y: origin.y + size.artHeight + 1, attributes: .bold)
    }

    static func drawStatus(_ grid: inout CellGrid, _ state: ChooserState, _ theme: ChooserTheme, layout: ChooserLayout) {
        let y = state.height - 1
        let flat = state.icons.indices.contains(state.focus) && state.icons[state.focus].isFlatPreview
        // Through `text`: its dot is "|" in a non-UTF-8 locale, as everywhere else in the view.
        let position = text(flat ? "flat .icon preview \u{00B7} " : "", theme) + "\(state.focus + 1)/\(state.icons.count) "
        let more = (state.primaryChangeRefusal == nil ? "  p make primary" : "") + (state.findingCount > 0 ? "  ! findings" : "")
        let keys =
            theme.unicode
            ? " \u{2190}\u{2191}\u{2193}\u{2192} move  \u{23CE} choose  r primary\(more)  ? help  q quit"
            : " arrows move  enter choose  r primary\(more)  ? help  q quit"
        let message = state.status.map { " " + text($0, theme) } ?? keys
        let room = state.width - TextWidth.columns(of: position) - 1
        grid.put(
            TextWidth.truncate(message, toColumns: max(0, room), ellipsis: theme.ellipsis), x: 0, y: y,
            attributes: state.status == nil ? (theme.hasColor ? [.dim] : []) : [.bold])
        grid.put(position, x: state.width - TextWidth.columns(of: position), y: y, attributes: theme.hasColor ? [.dim] : [])
    }
}

extension TerminalColor {
    /// White in the mode's own terms.
    static func rgbOrIndexed(white mode: ColorMode) -> TerminalColor {
        mode == .truecolor ? .rgb(255, 255, 255) : .indexed(15)
    }
}

extension String {
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
