import Basics

/// Maps pixels to a palette: nearest colour through a 32x32x32 cache, optionally with Floyd–
/// Steinberg error diffusion. -1 marks a transparent pixel.
///
/// Works on 8-bit levels with the error in sixteenths of a level (integers, as libsixel does), and
/// diffuses the error against the colour the terminal will show: the palette as the sixel header
/// writes it, in whole percent.
struct SixelQuantizer {
    let search: PaletteSearch
    /// The palette at the precision the terminal receives it, in 8-bit levels.
    let shown: [SIMD3<Int32>]

    init(palette: [SIMD3<Float>]) {
        search = PaletteSearch(palette: palette)
        shown = palette.map { color in
            let percent = SIMD3<Float>(
                Float(SixelEncoder.percent(color.x)), Float(SixelEncoder.percent(color.y)),
                Float(SixelEncoder.percent(color.z)))
            let levels = (percent * 255 / 100).rounded(.toNearestOrAwayFromZero)
            return SIMD3(Int32(levels.x), Int32(levels.y), Int32(levels.z))
        }
    }

    /// The indices written into `result` (`width * height`, filled with -1), calling `rowDone` after
    /// each row, so another thread may encode the rows already made.
    func indices(_ image: RGBAImage, dither: Bool, into result: UnsafeMutableBufferPointer<Int16>, rowDone: (Int) -> Void) {
        var cache = [Int16](repeating: -1, count: 32 * 32 * 32)
        // This row's and the next row's error, one column of margin each side.
        var current = [SIMD3<Int32>](repeating: .zero, count: image.width + 2)
        var next = current
        image.pixels.withUnsafeBufferPointer { pixels in
            shown.withUnsafeBufferPointer { shown in
                cache.withUnsafeMutableBufferPointer { cache in
                    for y in 0..<image.height {
                        let row = Row(pixels: pixels, result: result, start: y * image.width, width: image.width)
                        current.withUnsafeMutableBufferPointer { current in
                            next.withUnsafeMutableBufferPointer { next in
                                let errors = Errors(current: current, next: next, shown: shown)
                                quantize(row, dither: dither, errors: errors, cache: cache)
                            }
                        }
                        rowDone(y)
                        guard dither else { continue }
                        swap(&current, &next)
                        for x in next.indices { next[x] = .zero }
                    }
                }
            }
        }
    }

    /// One row of the image and of the result (the hot loop reads and writes them unchecked).
    struct Row {
        let pixels: UnsafeBufferPointer<UInt8>
        let result: UnsafeMutableBufferPointer<Int16>
        let start: Int
        let width: Int
    }

    /// The error rows and the shown palette, unchecked for the hot loop.
    struct Errors {
        let current: UnsafeMutableBufferPointer<SIMD3<Int32>>
        let next: UnsafeMutableBufferPointer<SIMD3<Int32>>
        let shown: UnsafeBufferPointer<SIMD3<Int32>>
    }

    private func quantize(_ row: Row, dither: Bool, errors: Errors, cache: UnsafeMutableBufferPointer<Int16>) {
        let (current, next) = (errors.current, errors.next)
        for x in 0..<row.width {
            let base = (row.start &+ x) &* 4
            guard row.pixels[base &+ 3] >= 128 else { continue }
            var color = SIMD3(Int32(row.pixels[base]), Int32(row.pixels[base &+ 1]), Int32(row.pixels[base &+ 2]))
            if dither {
                color &+= (current[x &+ 1] &+ 8) &>> 4
                color = pointwiseMax(pointwiseMin(color, SIMD3(repeating: 255)), .zero)
            }
            let index = nearest(color, cache: cache)
            row.result[row.start &+ x] = index
            guard dither else { continue }
            let difference = color &- errors.shown[Int(index)]
            current[x &+ 2] &+= difference &* 7
            next[x] &+= difference &* 3
            next[x &+ 1] &+= difference &* 5
            next[x &+ 2] &+= difference
        }
    }

    /// The palette index for an 8-bit colour through a 32x32x32 cache. Each cache cell holds the
    /// exact nearest colour to the cell's centre, so the answer depends only on the colour (not on
    /// which pixel filled the cell first) and the cost is one search per cell used, not per pixel.
    func nearest(_ color: SIMD3<Int32>, cache: inout [Int16]) -> Int16 {
        cache.withUnsafeMutableBufferPointer { nearest(color, cache: $0) }
    }

    @inline(__always)
    func nearest(_ color: SIMD3<Int32>, cache: UnsafeMutableBufferPointer<Int16>) -> Int16 {
        let cell = color &>> 3
        let key = Int(cell.x) << 10 | Int(cell.y) << 5 | Int(cell.z)
        if cache[key] >= 0 { return cache[key] }
        let index = search.nearest(Self.centre(of: cell))
        cache[key] = index
        return index
    }

    /// The middle of the eight levels a cache cell covers on each axis, in 0…1.
    static func centre(of cell: SIMD3<Int32>) -> SIMD3<Float> {
        (SIMD3(Float(cell.x), Float(cell.y), Float(cell.z)) * 8 + 3.5) / 255
    }
}
