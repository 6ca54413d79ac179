import TerminalArt
import Testing

@testable import TerminalGraphics

/// The sixel encoder's fast palette lookups, pinned against the plain nearest-colour search over
/// every palette entry.
@Suite struct SixelPaletteTests {
    /// A fixed pseudo-random sequence (a 64-bit LCG), so failures repeat.
    struct Sequence {
        var state: UInt64
        mutating func next() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
        mutating func color() -> SIMD3<Float> { SIMD3(next(), next(), next()) }
    }

    static func exactNearest(_ color: SIMD3<Float>, in palette: [SIMD3<Float>]) -> (index: Int, distance: Float) {
        var best = (index: 0, distance: Float.infinity)
        for (index, entry) in palette.enumerated() {
            let difference = entry - color
            let distance = (difference * difference).sum()
            if distance < best.distance { best = (index, distance) }
        }
        return best
    }

    @Test(arguments: [2, 16, 255])
    func sortedSearchFindsTheExactNearestColour(colors: Int) {
        var sequence = Sequence(state: UInt64(colors))
        // Duplicated entries check that ties go to the lower index, as the plain search does.
        let unique = (0..<colors).map { _ in sequence.color() }
        let palette = unique + unique.prefix(colors / 4)
        let search = PaletteSearch(palette: palette)
        for _ in 0..<5_000 {
            let color = sequence.color()
            #expect(Int(search.nearest(color)) == Self.exactNearest(color, in: palette).index)
        }
    }

    @Test func cachedLookupIsTheExactNearestOfItsCacheCell() {
        var sequence = Sequence(state: 13)
        let palette = (0..<255).map { _ in sequence.color() }
        let quantizer = SixelQuantizer(palette: palette)
        var cache = [Int16](repeating: -1, count: 32 * 32 * 32)
        for _ in 0..<4_000 {
            let levels = SIMD3(Int32(sequence.next() * 256), Int32(sequence.next() * 256), Int32(sequence.next() * 256))
            let index = Int(quantizer.nearest(levels, cache: &cache))
            #expect(index == Self.exactNearest(SixelQuantizer.centre(of: levels &>> 3), in: palette).index)
            // And never far from the colour's own nearest: a cell is 8 levels wide.
            let color = SIMD3(Float(levels.x), Float(levels.y), Float(levels.z)) / 255
            let difference = palette[index] - color
            let exact = Self.exactNearest(color, in: palette).distance.squareRoot()
            #expect((difference * difference).sum().squareRoot() <= exact + Float(3).squareRoot() * 7 / 255 + 1e-5)
        }
    }
}
