/// The exact nearest palette colour (squared distance in gamma-encoded RGB), found without looking at
/// every entry: the palette is sorted by green, the search starts at the colour's green and walks both
/// ways, and a direction stops once the green difference alone is no better than the best so far.
struct PaletteSearch {
    private let entries: [SIMD4<Float>]  // r, g, b, palette index; sorted by g

    init(palette: [SIMD3<Float>]) {
        entries = palette.enumerated()
            .map { SIMD4($0.element.x, $0.element.y, $0.element.z, Float($0.offset)) }
            .sorted { $0.y < $1.y }
    }

    func nearest(_ color: SIMD3<Float>) -> Int16 {
        guard !entries.isEmpty else { return 0 }
        var best = (distance: Float.infinity, index: Float(0))
        let start = firstIndex(notBelowGreen: color.y)
        var up = start
        var down = start - 1
        while up < entries.count || down >= 0 {
            if up < entries.count {
                if visit(entries[up], color, &best) { up += 1 } else { up = entries.count }
            }
            if down >= 0 {
                if visit(entries[down], color, &best) { down -= 1 } else { down = -1 }
            }
        }
        return Int16(best.index)
    }

    /// Updates `best` with `entry`; false once the green difference alone rules this direction out.
    private func visit(_ entry: SIMD4<Float>, _ color: SIMD3<Float>, _ best: inout (distance: Float, index: Float)) -> Bool {
        let green = entry.y - color.y
        guard green * green < best.distance else { return false }
        let difference = SIMD3(entry.x, entry.y, entry.z) - color
        let distance = (difference * difference).sum()
        // Ties go to the lower palette index, as a search in palette order would.
        if distance < best.distance || (distance == best.distance && entry.w < best.index) {
            best = (distance, entry.w)
        }
        return true
    }

    private func firstIndex(notBelowGreen green: Float) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].y < green { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
