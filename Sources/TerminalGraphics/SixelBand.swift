/// One six-pixel band of a sixel picture, built in a single pass over its pixels: for every palette
/// colour used in the band, one sixel byte per column (bit n set where row n has that colour).
///
/// The patterns live in one flat array reused for every band, and only the colours a band touched are
/// written and cleared again, so a band costs its pixels plus its output, not the palette's size.
struct SixelBand {
    let width: Int
    private var patterns: [UInt8]
    private var used: [Bool]
    private var usedColors: [Int] = []

    init(width: Int, colors: Int) {
        self.width = width
        patterns = [UInt8](repeating: 0, count: width * colors)
        used = [Bool](repeating: false, count: colors)
    }

    /// Sets the bits of the rows `top ..< top + 6` (fewer at the bottom edge); -1 is transparent.
    mutating func fill(_ indices: [Int16], height: Int, top: Int) {
        for bit in 0..<min(6, height - top) {
            let base = (top + bit) * width
            let mask = UInt8(1) << bit
            for x in 0..<width {
                let index = Int(indices[base + x])
                guard index >= 0 else { continue }
                if !used[index] {
                    used[index] = true
                    usedColors.append(index)
                }
                patterns[index * width + x] |= mask
            }
        }
    }

    /// Writes `#index` + the run-length-encoded row + `$` per colour used, in palette order, and
    /// leaves the band empty for the next one.
    mutating func write(into output: inout [UInt8]) {
        usedColors.sort()
        for index in usedColors {
            output.append(UInt8(ascii: "#"))
            SixelBytes.appendDecimal(index, to: &output)
            let start = index * width
            SixelBytes.appendRunLength(patterns[start..<(start + width)], to: &output)
            output.append(UInt8(ascii: "$"))
            for x in start..<(start + width) { patterns[x] = 0 }
            used[index] = false
        }
        usedColors.removeAll(keepingCapacity: true)
    }
}
