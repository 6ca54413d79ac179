/// One six-pixel band of a sixel picture, built in a single pass over its pixels: for every palette
/// colour used in the band, one sixel byte per column (bit n set where row n has that colour).
///
/// The patterns live in one flat array reused for every band, and only the colours a band touched are
/// written and cleared again, and only across the columns where each has pixels, so a band costs its
/// pixels plus its output, not the palette's size times the width. The band's text is written into a
/// scratch buffer that holds the worst case (every colour over the full width) and appended at once.
struct SixelBand {
    let width: Int
    private var patterns: [UInt8]
    /// Per colour, the first and one past the last column it has in this band (empty: not used).
    private var spans: [Range<Int>]
    private var usedColors: [Int] = []
    private var scratch: [UInt8]

    init(width: Int, colors: Int) {
        self.width = width
        patterns = [UInt8](repeating: 0, count: width * colors)
        spans = [Range<Int>](repeating: 0..<0, count: colors)
        // Per colour: `#`, three digits, at most one byte per column, `$`.
        scratch = [UInt8](repeating: 0, count: colors * (width + 5))
    }

    /// Sets the bits of the rows `top ..< top + 6` (fewer at the bottom edge); -1 is transparent.
    mutating func fill(_ indices: UnsafeBufferPointer<Int16>, height: Int, top: Int) {
        let width = width
        do {
            patterns.withUnsafeMutableBufferPointer { patterns in
                for bit in 0..<min(6, height - top) {
                    let base = (top + bit) * width
                    let mask = UInt8(1) << bit
                    for x in 0..<width {
                        let index = Int(indices[base &+ x])
                        guard index >= 0 else { continue }
                        let span = spans[index]
                        if span.isEmpty {
                            spans[index] = x..<(x + 1)
                            usedColors.append(index)
                        } else if x < span.lowerBound || x >= span.upperBound {
                            spans[index] = min(x, span.lowerBound)..<max(x + 1, span.upperBound)
                        }
                        patterns[index &* width &+ x] |= mask
                    }
                }
            }
        }
    }

    /// Writes `#index` + the run-length-encoded row + `$` per colour used, in palette order, and
    /// leaves the band empty for the next one.
    mutating func write(into output: inout [UInt8]) {
        usedColors.sort()
        let (width, usedColors) = (width, usedColors)
        scratch.withUnsafeMutableBufferPointer { scratch in
            patterns.withUnsafeMutableBufferPointer { patterns in
                guard let base = scratch.baseAddress, let rows = patterns.baseAddress else { return }
                var bytes = SixelBytes(base)
                for index in usedColors {
                    bytes.append(UInt8(ascii: "#"))
                    bytes.appendDecimal(index)
                    let span = spans[index]
                    bytes.appendRun(of: 0, count: span.lowerBound)
                    let row = rows + index * width + span.lowerBound
                    bytes.appendRunLength(UnsafeBufferPointer(start: row, count: span.count))
                    bytes.append(UInt8(ascii: "$"))
                    row.update(repeating: 0, count: span.count)
                    spans[index] = 0..<0
                }
                output.append(contentsOf: bytes.written)
            }
        }
        self.usedColors.removeAll(keepingCapacity: true)
    }
}
