import Basics

extension ArtRenderer {
    /// Symbol art from samples at twelve per half-block sample (2x6, masked already), so every cell
    /// has a 2x12 grid to match block characters against (halves, quadrants, sextants and octants all
    /// fall on it); each cell gets the character and two colours that fit it best.
    static func symbolCells(from samples: SampleImage, layout: Layout, options: ArtOptions) -> CellGrid {
        let background = options.background.map {
            (
                ColorScience.linearFromByte[Int($0.red)], ColorScience.linearFromByte[Int($0.green)],
                ColorScience.linearFromByte[Int($0.blue)]
            )
        }
        let matcher = SymbolMatcher(glyphs: options.symbols.glyphs)
        let quantizer = Quantizer(mode: options.colorMode, dither: options.dither)
        var grid = CellGrid(width: options.columns, height: options.rows)
        var colors = [SIMD3<Float>?](repeating: nil, count: 24)
        for row in 0..<options.rows {
            for column in 0..<options.columns {
                let left = (column - layout.offsetX) * 2
                let top = (row * 2 - layout.offsetY) * 6
                for bit in 0..<24 {
                    colors[bit] = encoded(sample(samples, x: left + bit % 2, y: top + bit / 2, background: background))
                }
                guard let match = matcher.match(colors) else { continue }
                grid[column, row] = Cell(
                    String(match.character),
                    foreground: terminalColor(match.foreground, quantizer, column: column, row: row),
                    background: match.background.map { terminalColor($0, quantizer, column: column, row: row) } ?? .default)
            }
        }
        return grid
    }

    static func encoded(_ sample: Sample) -> SIMD3<Float>? {
        guard case .color(let red, let green, let blue) = sample else { return nil }
        return SIMD3(
            ColorScience.encoded(fromLinear: red), ColorScience.encoded(fromLinear: green), ColorScience.encoded(fromLinear: blue))
    }

    static func terminalColor(_ color: SIMD3<Float>, _ quantizer: Quantizer, column: Int, row: Int) -> TerminalColor {
        quantizer.color(
            red: ColorScience.linear(fromEncoded: color.x), green: ColorScience.linear(fromEncoded: color.y),
            blue: ColorScience.linear(fromEncoded: color.z), x: column, y: row * 2)
    }
}
