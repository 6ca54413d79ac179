/// How an image is turned into cells.
public struct ArtOptions: Equatable, Sendable {
    /// The cell area; the picture keeps its aspect ratio inside it (a cell holds two square samples).
    public var columns: Int
    public var rows: Int
    public var colorMode: ColorMode
    /// The tile's colour behind transparent and masked-off areas. nil: leave such areas to the
    /// terminal's own background (drawn as default-coloured cells).
    public var background: RGB?
    /// Clip to the iOS home-screen shape.
    public var mask: Bool
    /// Ordered (Bayer 4x4) dithering before palette look-up; ignored in truecolor.
    public var dither: Bool
    /// False in a non-UTF-8 locale: ASCII characters only.
    public var unicode: Bool
    /// The block characters cells may use (with colour and Unicode; otherwise half blocks or ASCII).
    public var symbols: SymbolSet

    public struct RGB: Equatable, Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `#RRGGBB` or `RRGGBB`.
        public init?(hex: String) {
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self.init(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        }
    }

    public init(
        columns: Int = 32, rows: Int = 16, colorMode: ColorMode = .truecolor, background: RGB? = nil,
        mask: Bool = true, dither: Bool = false, unicode: Bool = true, symbols: SymbolSet = .halfBlocks
    ) {
        self.symbols = symbols
        self.columns = columns
        self.rows = rows
        self.colorMode = colorMode
        self.background = background
        self.mask = mask
        self.dither = dither
        self.unicode = unicode
    }
}
