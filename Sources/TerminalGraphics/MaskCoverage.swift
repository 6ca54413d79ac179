import TerminalArt

/// `IconMask.apply`'s coverage, one row of a `width` x `height` picture at a time, without asking
/// for the cells wholly inside the shape: walking in from each end to the first cell of coverage 1
/// finds them, since a row of a convex shape is one interval (a test pins the result to
/// `IconMask.apply`). On a 320x320 picture this leaves ~2,000 edge cells of 102,400 to compute, and
/// each costs eight `powf` even when inside.
struct MaskCoverage {
    let width: Int
    let height: Int

    /// Row `y`: the columns of coverage 1, and the coverage of each column outside them.
    func row(_ y: Int, edges: inout [Float]) -> Range<Int> {
        if edges.count != width { edges = [Float](repeating: 0, count: width) }
        var left = 0
        while left < width {
            edges[left] = coverage(left, y)
            if edges[left] >= 1 { break }
            left += 1
        }
        guard left < width else { return 0..<0 }
        var right = width
        while right - 1 > left {
            edges[right - 1] = coverage(right - 1, y)
            if edges[right - 1] >= 1 { break }
            right -= 1
        }
        return left..<right
    }

    /// The same expression as `IconMask.apply`, so the floats agree.
    private func coverage(_ x: Int, _ y: Int) -> Float {
        let (width, height) = (Float(width), Float(height))
        return IconMask.coverage(
            x0: Float(x) / width, y0: Float(y) / height, x1: Float(x + 1) / width, y1: Float(y + 1) / height)
    }

    /// Multiplies every sample of `samples` by its coverage, as `IconMask.apply` does.
    func apply(to samples: inout SampleImage) {
        var edges: [Float] = []
        for y in 0..<height {
            let inside = row(y, edges: &edges)
            for x in 0..<width where !inside.contains(x) {
                let index = (y * width + x) * 4
                for channel in 0..<4 { samples.values[index + channel] *= edges[x] }
            }
        }
    }
}
