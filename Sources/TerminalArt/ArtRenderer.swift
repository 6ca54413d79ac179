import Basics

/// Draws an image as terminal art: half-block cells whose top and bottom halves are two samples.
///
/// Pipeline: downscale in linear light with a box filter to fit `columns` x `2 * rows` samples
/// (aspect ratio kept, centred), optionally clip to the iOS icon shape, composite over the tile
/// colour, then map each sample to the colour mode: exact 24-bit, or the nearest palette entry in
/// OKLab (optionally dithered), or shape only.
public enum ArtRenderer {
    /// Raised whenever the same image and options draw different cells (2: NO_COLOR shades), so that
    /// tiles cached by an earlier version (`TileCache`'s key holds it) are drawn again, not shown stale.
    public static let revision = 2

    public static func render(_ image: RGBAImage, options: ArtOptions) -> CellGrid {
        let layout = Layout(imageWidth: image.width, imageHeight: image.height, options: options)
        let grid = sampleGrid(layout: layout, options: options)
        let samples = BoxDownscaler.downscale(image, width: grid.width, height: grid.height)
        return render(samples: samples, layout: layout, options: options)
    }

    /// Whether the art matches block symbols (quadrants, sextants, octants) rather than drawing
    /// half blocks: they need Unicode and colour.
    static func drawsSymbols(_ options: ArtOptions) -> Bool {
        options.symbols != .halfBlocks && options.unicode && options.colorMode != .none
    }

    /// How many samples the picture is box-filtered to: one per half block, or twelve (2x6) per
    /// half block for symbol matching. Whole images and rows streamed while decoding use the same.
    static func sampleGrid(layout: Layout, options: ArtOptions) -> (width: Int, height: Int) {
        drawsSymbols(options)
            ? (layout.sampleWidth * 2, layout.sampleHeight * 6) : (layout.sampleWidth, layout.sampleHeight)
    }

    /// Where the picture sits in the cell area, in samples (two per cell vertically).
    public struct Layout: Equatable, Sendable {
        public var sampleWidth: Int
        public var sampleHeight: Int
        /// Offset of the picture's first sample column and row inside the area.
        public var offsetX: Int
        public var offsetY: Int

        public init(sampleWidth: Int, sampleHeight: Int, offsetX: Int, offsetY: Int) {
            self.sampleWidth = sampleWidth
            self.sampleHeight = sampleHeight
            self.offsetX = offsetX
            self.offsetY = offsetY
        }

        public init(imageWidth: Int, imageHeight: Int, options: ArtOptions) {
            let areaWidth = max(1, options.columns)
            let areaHeight = max(1, options.rows * 2)
            let scale = min(Double(areaWidth) / Double(max(1, imageWidth)), Double(areaHeight) / Double(max(1, imageHeight)))
            sampleWidth = min(areaWidth, max(1, Int((Double(imageWidth) * scale).rounded())))
            sampleHeight = min(areaHeight, max(1, Int((Double(imageHeight) * scale).rounded())))
            offsetX = (areaWidth - sampleWidth) / 2
            offsetY = (areaHeight - sampleHeight) / 2
        }
    }

    /// One sample after compositing: a colour, or nothing (the terminal's background shows).
    enum Sample: Equatable {
        case clear
        case color(red: Float, green: Float, blue: Float)
    }

    static func sample(_ samples: SampleImage, x: Int, y: Int, background: (Float, Float, Float)?) -> Sample {
        guard x >= 0, y >= 0, x < samples.width, y < samples.height else {
            return background.map { .color(red: $0.0, green: $0.1, blue: $0.2) } ?? .clear
        }
        let index = (y * samples.width + x) * 4
        let alpha = samples.values[index + 3]
        let (red, green, blue) = (samples.values[index], samples.values[index + 1], samples.values[index + 2])
        if let background {
            let rest = 1 - alpha
            return .color(red: red + background.0 * rest, green: green + background.1 * rest, blue: blue + background.2 * rest)
        }
        // No tile colour: mostly transparent samples are left to the terminal; the rest show their own colour.
        guard alpha >= 0.5 else { return .clear }
        return .color(red: red / alpha, green: green / alpha, blue: blue / alpha)
    }

    static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    static func cells(from samples: SampleImage, layout: Layout, options: ArtOptions) -> CellGrid {
        var grid = CellGrid(width: options.columns, height: options.rows)
        let background = options.background.map {
            (
                ColorScience.linearFromByte[Int($0.red)], ColorScience.linearFromByte[Int($0.green)],
                ColorScience.linearFromByte[Int($0.blue)]
            )
        }
        let quantizer = Quantizer(mode: options.colorMode, dither: options.dither)
        for row in 0..<options.rows {
            for column in 0..<options.columns {
                let x = column - layout.offsetX
                let topY = row * 2 - layout.offsetY
                let top = sample(samples, x: x, y: topY, background: background)
                let bottom = sample(samples, x: x, y: topY + 1, background: background)
                grid[column, row] = cell(
                    top: top, bottom: bottom, column: column, row: row,
                    quantizer: quantizer, unicode: options.unicode)
            }
        }
        return grid
    }

    static func cell(top: Sample, bottom: Sample, column: Int, row: Int, quantizer: Quantizer, unicode: Bool) -> Cell {
        if quantizer.mode == .none {
            return shapeCell(top: top, bottom: bottom, unicode: unicode)
        }
        if !unicode {
            // ASCII only: one colour per cell, the average of its two samples.
            switch (top, bottom) {
            case (.clear, .clear): return .blank
            case (.color(let r1, let g1, let b1), .color(let r2, let g2, let b2)):
                return Cell(
                    " ", background: quantizer.color(red: (r1 + r2) / 2, green: (g1 + g2) / 2, blue: (b1 + b2) / 2, x: column, y: row * 2))
            case (.color(let r, let g, let b), .clear), (.clear, .color(let r, let g, let b)):
                return Cell(" ", background: quantizer.color(red: r, green: g, blue: b, x: column, y: row * 2))
            }
        }
        switch (top, bottom) {
        case (.clear, .clear):
            return .blank
        case (.color(let r, let g, let b), .clear):
            return Cell("\u{2580}", foreground: quantizer.color(red: r, green: g, blue: b, x: column, y: row * 2))
        case (.clear, .color(let r, let g, let b)):
            return Cell("\u{2584}", foreground: quantizer.color(red: r, green: g, blue: b, x: column, y: row * 2 + 1))
        case (.color(let r1, let g1, let b1), .color(let r2, let g2, let b2)):
            return Cell(
                "\u{2580}", foreground: quantizer.color(red: r1, green: g1, blue: b1, x: column, y: row * 2),
                background: quantizer.color(red: r2, green: g2, blue: b2, x: column, y: row * 2 + 1))
        }
    }

    /// No colour: lightness drawn as shape. With Unicode each cell shows its lightness as one of the
    /// shades ` ░▒▓█` (OKLab lightness in five steps); a cell whose two samples differ strongly, or
    /// that the icon's outline cuts, is a half block, so edges and the mask's shape stay sharp. Lit
    /// or dark alone (as before) drew a light primary icon as one solid block with nothing to tell
    /// it from another. ASCII uses a ramp.
    static func shapeCell(top: Sample, bottom: Sample, unicode: Bool) -> Cell {
        func lightness(_ sample: Sample) -> Float? {
            guard case .color(let r, let g, let b) = sample else { return nil }
            return ColorScience.lab(red: r, green: g, blue: b).l
        }
        let (upper, lower) = (lightness(top), lightness(bottom))
        if unicode { return Cell(shade(upper: upper, lower: lower)) }
        let ramp = Array(" .:-=+*#%@")
        let values = [upper, lower].compactMap { $0 }
        guard !values.isEmpty else { return .blank }
        let average = values.reduce(0, +) / Float(values.count)
        let index = min(ramp.count - 1, max(0, Int(average * Float(ramp.count))))
        return Cell(String(ramp[index]))
    }

    static let shades = [" ", "\u{2591}", "\u{2592}", "\u{2593}", "\u{2588}"]

    /// The character for a cell whose samples have these lightnesses (nil: outside the picture).
    static func shade(upper: Float?, lower: Float?) -> String {
        func level(_ lightness: Float) -> Int { min(4, max(0, Int((lightness * 4).rounded()))) }
        switch (upper.map(level), lower.map(level)) {
        case (nil, nil): return " "
        case (let top?, nil): return top == 0 ? " " : "\u{2580}"
        case (nil, let bottom?): return bottom == 0 ? " " : "\u{2584}"
        case (let top?, let bottom?):
            if top >= 3 && bottom <= 1 { return "\u{2580}" }
            if bottom >= 3 && top <= 1 { return "\u{2584}" }
            return shades[(top + bottom + 1) / 2]
        }
    }
}

/// Maps a linear colour to what the colour mode can show.
struct Quantizer {
    let mode: ColorMode
    let dither: Bool

    func color(red: Float, green: Float, blue: Float, x: Int, y: Int) -> TerminalColor {
        switch mode {
        case .truecolor, .none:
            return .rgb(ColorScience.byte(fromLinear: red), ColorScience.byte(fromLinear: green), ColorScience.byte(fromLinear: blue))
        case .palette256, .palette16, .palette8:
            var (r, g, b) = (red, green, blue)
            if dither {
                // Offsets in encoded sRGB, about one step of the 6-level cube wide.
                let offset = (ArtRenderer.bayer[(y % 4) * 4 + x % 4] + 0.5) / 16 - 0.5
                let amplitude: Float = mode == .palette256 ? 40 / 255 : 110 / 255
                r = ColorScience.linear(fromEncoded: min(1, max(0, ColorScience.encoded(fromLinear: r) + offset * amplitude)))
                g = ColorScience.linear(fromEncoded: min(1, max(0, ColorScience.encoded(fromLinear: g) + offset * amplitude)))
                b = ColorScience.linear(fromEncoded: min(1, max(0, ColorScience.encoded(fromLinear: b) + offset * amplitude)))
            }
            let lab = ColorScience.lab(red: r, green: g, blue: b)
            let palette = mode == .palette256 ? XtermPalette.extended : mode == .palette16 ? XtermPalette.sixteen : XtermPalette.eight
            return .indexed(palette.nearest(lab))
        }
    }
}
