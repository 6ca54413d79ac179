/// Which block characters the art may use; each cell gets the one that, with the best two colours,
/// matches its part of the picture most closely (as chafa's symbol mode does).
///
/// Half blocks are in every font. Quadrants (U+2596–U+259F) are in nearly every monospace font.
/// Sextants (U+1FB00–U+1FB3B, Symbols for Legacy Computing) are drawn by the terminal itself in
/// kitty, WezTerm, foot, VTE terminals, iTerm2 and Windows Terminal, but missing from many fonts
/// that other terminals use, so they are not the default.
public enum SymbolSet: String, CaseIterable, Sendable {
    /// ▀ ▄ only, two samples per cell: today's art, one character in every font.
    case halfBlocks = "half"
    /// Half blocks (▀ ▄ ▌ ▐) and quadrants.
    case quadrants
    /// Half blocks, quadrants and sextants (2x3 per cell).
    case sextants
    /// All of the above and octants (2x4 per cell, Unicode 16: U+1CD00 onwards, where the font or the
    /// terminal has them).
    case octants

    /// The masks and characters this set may choose from, on a 2-column x 12-row grid per cell
    /// (bit `row * 2 + column`). A mask and its complement are the same split with the colours
    /// swapped, so both orientations are listed where a character exists for them.
    var glyphs: [(mask: UInt32, character: Character)] {
        switch self {
        case .halfBlocks: return SymbolGlyphs.verticalHalves
        case .quadrants: return SymbolGlyphs.verticalHalves + SymbolGlyphs.quadrants
        case .sextants: return SymbolGlyphs.verticalHalves + SymbolGlyphs.quadrants + SymbolGlyphs.sextants
        case .octants: return SymbolGlyphs.verticalHalves + SymbolGlyphs.quadrants + SymbolGlyphs.sextants + SymbolGlyphs.octants
        }
    }
}

/// The block characters as masks on the 2x12 grid every set shares (halves and quadrants are 6 rows
/// tall, sextant rows 4, octant rows 3).
enum SymbolGlyphs {
    static let gridRows = 12

    /// Expands a mask on a 2-column x `rows`-row grid to the 2x12 grid.
    static func expand(_ mask: Int, rows: Int) -> UInt32 {
        var expanded: UInt32 = 0
        let height = gridRows / rows
        for row in 0..<rows {
            for column in 0..<2 where mask & (1 << (row * 2 + column)) != 0 {
                for sub in 0..<height { expanded |= 1 << ((row * height + sub) * 2 + column) }
            }
        }
        return expanded
    }

    static let verticalHalves: [(mask: UInt32, character: Character)] = [
        (expand(0b0011, rows: 2), "\u{2580}"), (expand(0b1100, rows: 2), "\u{2584}"),
    ]

    /// ▌ ▐ and the ten quadrant characters; ▀ ▄ are in `verticalHalves`.
    static let quadrants: [(mask: UInt32, character: Character)] = {
        // Quadrant bits: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
        let table: [(Int, UInt32)] = [
            (0b0101, 0x258C), (0b1010, 0x2590), (0b0100, 0x2596), (0b1000, 0x2597), (0b0001, 0x2598),
            (0b1101, 0x2599), (0b1001, 0x259A), (0b0111, 0x259B), (0b1011, 0x259C), (0b0010, 0x259D),
            (0b0110, 0x259E), (0b1110, 0x259F),
        ]
        return table.compactMap { mask, code in
            Unicode.Scalar(code).map { (expand(mask, rows: 2), Character($0)) }
        }
    }()

    /// The 60 sextant characters: every 2x3 mask but empty, full and the two column halves (▌ ▐),
    /// in the order of their bit value.
    static let sextants: [(mask: UInt32, character: Character)] = (1..<63).compactMap { mask in
        guard mask != 21, mask != 42 else { return nil }
        let code = 0x1FB00 + UInt32(mask - 1) - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
        return Unicode.Scalar(code).map { (expand(mask, rows: 3), Character($0)) }
    }

    /// Octant shapes that Unicode had already encoded elsewhere (block elements, legacy computing),
    /// and the code points it gave them; every other shape is at U+1CD00 + its bits, less the number
    /// of these below it (as chafa maps them, after Kang-Che Sung's table).
    static let octantExceptions: [(bits: Int, code: UInt32)] = [
        (0x01, 0x1CEA8), (0x02, 0x1CEAB), (0x03, 0x1FB82), (0x05, 0x2598), (0x0A, 0x259D), (0x0F, 0x2580),
        (0x14, 0x1FBE6), (0x28, 0x1FBE7), (0x3F, 0x1FB85), (0x40, 0x1CEA3), (0x50, 0x2596), (0x55, 0x258C),
        (0x5A, 0x259E), (0x5F, 0x259B), (0x80, 0x1CEA0), (0xA0, 0x2597), (0xA5, 0x259A), (0xAA, 0x2590),
        (0xAF, 0x259C), (0xC0, 0x2582), (0xF0, 0x2584), (0xF5, 0x2599), (0xFA, 0x259F), (0xFC, 0x2586),
    ]

    /// Every 2x4 shape but empty and full.
    static let octants: [(mask: UInt32, character: Character)] = (1..<255).compactMap { bits in
        let code: UInt32
        if let exception = octantExceptions.first(where: { $0.bits == bits }) {
            code = exception.code
        } else {
            // The empty shape (0x00) is an exception too, below every other.
            let below = 1 + octantExceptions.filter { $0.bits < bits }.count
            code = 0x1CD00 + UInt32(bits - below)
        }
        return Unicode.Scalar(code).map { (expand(bits, rows: 4), Character($0)) }
    }
}
