/// Picks each cell's character and two colours from its 2x12 sub-samples.
///
/// For a split of the sub-samples into two groups, the best two colours are the groups' means, and
/// the squared error is the total spread minus n·|mean|² of each group: so the best split is the one
/// with the largest Σ|sum|²/n, found without computing any error. Colours are compared in
/// gamma-encoded sRGB, which is closer to how different they look than linear light.
struct SymbolMatcher {
    let glyphs: [(mask: UInt32, character: Character)]

    /// A cell's answer: the character, the colour of its set bits, and of its clear ones (nil: the
    /// terminal's background, for transparent parts).
    struct Match {
        var character: Character
        var foreground: SIMD3<Float>
        var background: SIMD3<Float>?
    }

    /// `colors`: 24 encoded-sRGB sub-samples, nil where the picture is transparent.
    func match(_ colors: [SIMD3<Float>?]) -> Match? {
        let opaque = colors.indices.reduce(UInt32(0)) { colors[$1] == nil ? $0 : $0 | 1 << $1 }
        if opaque == 0 { return nil }
        if opaque == (1 << colors.count) - 1 { return bestSplit(colors.map { $0 ?? .zero }) }
        // Part transparent: the shape closest to the opaque part, in its mean colour, over the
        // terminal's own background.
        var best = (distance: Int.max, mask: UInt32(0), character: Character(" "))
        for glyph in glyphs {
            let distance = (glyph.mask ^ opaque).nonzeroBitCount
            if distance < best.distance { best = (distance, glyph.mask, glyph.character) }
        }
        let lit = colors.indices.filter { best.mask & (1 << $0) != 0 }.compactMap { colors[$0] }
        guard !lit.isEmpty else { return nil }
        return Match(character: best.character, foreground: lit.reduce(.zero, +) / Float(lit.count), background: nil)
    }

    func bestSplit(_ colors: [SIMD3<Float>]) -> Match {
        let total = colors.reduce(SIMD3<Float>.zero, +)
        let mean = total / Float(colors.count)
        // One colour for the whole cell is the baseline every split must beat.
        var best = (score: (total * total).sum() / Float(colors.count), index: -1)
        for (index, glyph) in glyphs.enumerated() {
            var lit = SIMD3<Float>.zero
            for bit in 0..<colors.count where glyph.mask & (1 << bit) != 0 { lit += colors[bit] }
            let count = Float(glyph.mask.nonzeroBitCount)
            let rest = total - lit
            let score = (lit * lit).sum() / count + (rest * rest).sum() / (Float(colors.count) - count)
            if score > best.score + 1e-6 { best = (score, index) }
        }
        guard best.index >= 0 else { return Match(character: "\u{2580}", foreground: mean, background: mean) }
        let glyph = glyphs[best.index]
        var lit = SIMD3<Float>.zero
        for bit in 0..<colors.count where glyph.mask & (1 << bit) != 0 { lit += colors[bit] }
        let count = Float(glyph.mask.nonzeroBitCount)
        return Match(
            character: glyph.character, foreground: lit / count, background: (total - lit) / (Float(colors.count) - count))
    }
}
