/// deepmap2's predicted kind: per row, 16-bit residuals (high bytes and low bytes in separate planes,
/// zigzag-coded: odd values are negative) of Y, Co, Cg (gray images use Y alone), undone by the row's
/// predictor against the row above and the pixel to the left, then turned from YCoCg into colour.
struct PredictedRows {
    let header: Deepmap2.Header
    let data: [UInt8]
    let rows: Int

    func decode(previous: inout [Int16]?) throws(CompiledCatalogError) -> [UInt8] {
        let width = header.width
        let components = header.isColor ? 3 : 1
        // The planes are laid out for every row of the segment, of which the first `rows` are kept.
        let segmentRows = data.count / ((header.hasAlpha ? width : 0) + 1 + 2 * width * components)
        let segmentPixels = segmentRows * width
        let alphaPlane = header.hasAlpha ? 0 : -1
        let predictors = header.hasAlpha ? segmentPixels : 0
        let high = predictors + segmentRows
        let low = high + segmentPixels * components
        var rgba = [UInt8](repeating: 0, count: rows * width * 4)
        var row = [Int16](repeating: 0, count: width * 3)
        for y in 0..<rows {
            for x in 0..<width * components {
                let combined = Int(data[high + y * width * components + x]) << 8 | Int(data[low + y * width * components + x])
                let magnitude = Int16(truncatingIfNeeded: combined >> 1)
                row[components == 3 ? x : 3 * x] = combined & 1 != 0 ? 0 &- magnitude : magnitude
            }
            try Self.unpredict(&row, predictor: Int(data[predictors + y]), above: previous)
            for x in 0..<width {
                let alpha = alphaPlane < 0 ? 255 : Int(data[y * width + x])
                store(&rgba, y * width + x, sample: row[(3 * x)..<(3 * x + 3)], alpha: alpha)
            }
            previous = row
        }
        return rgba
    }

    private func store(_ rgba: inout [UInt8], _ pixel: Int, sample: ArraySlice<Int16>, alpha: Int) {
        let luma = Int(sample[sample.startIndex])
        guard header.isColor else {
            let gray = Int(UInt8(truncatingIfNeeded: luma))
            Pixels.storeStraight(&rgba, pixel, b: gray, g: gray, r: gray, a: alpha)
            return
        }
        let co = Int(sample[sample.startIndex + 1]) << header.chromaShift
        let cg = Int(sample[sample.startIndex + 2]) << header.chromaShift
        let base = luma - cg / 2
        // The three channels in storage order (blue, green, red), as the bitmaps store them.
        Pixels.storeStraight(
            &rgba, pixel, b: Pixels.clamp(base + co - co / 2), g: Pixels.clamp(base + cg), r: Pixels.clamp(base - co / 2), a: alpha)
    }

    /// Predictors work on groups of three samples (one pixel); the first group of a row uses the row above.
    static func unpredict(_ row: inout [Int16], predictor: Int, above: [Int16]?) throws(CompiledCatalogError) {
        let count = row.count
        func up(_ index: Int) -> Int { above.map { Int($0[index]) } ?? 0 }
        switch predictor {
        case 0: return
        case 2:
            for index in 3..<max(count, 3) { row[index] = row[index] &+ row[index - 3] }
        case 3:
            for index in 0..<count { row[index] = Int16(truncatingIfNeeded: Int(row[index]) + up(index)) }
        case 1, 4:
            for index in 0..<min(3, count) { row[index] = Int16(truncatingIfNeeded: Int(row[index]) + up(index)) }
            var group = 3
            while group < count {
                let useLeft = abs(up(group) - up(group - 3)) <= abs(Int(row[group - 3]) - up(group - 3))
                for index in group..<min(group + 3, count) {
                    let left = Int(row[index - 3])
                    let prediction = predictor == 4 ? (left + up(index) + 1) / 2 : useLeft ? left : up(index)
                    row[index] = Int16(truncatingIfNeeded: Int(row[index]) + prediction)
                }
                group += 3
            }
        default:
            throw .unsupported("its deepmap2 rows use predictor \(predictor), which is not known")
        }
    }
}
