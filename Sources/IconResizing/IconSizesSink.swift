import Basics
import ImageDecoding
import TerminalGraphics

/// Feeds each decoded row to one `PixelRows` per size (render's box filter in linear light,
/// premultiplied, with no mask and no background), so the source is decoded once and never held,
/// and notes whether every pixel is opaque.
struct IconSizesSink: PNGRowSink {
    let sizes: [Int]
    private(set) var width = 0
    private(set) var height = 0
    private(set) var isOpaque = true
    private(set) var fitted: [PixelRows] = []

    init(sizes: [Int]) {
        self.sizes = sizes
    }

    mutating func begin(width: Int, height: Int) {
        self.width = width
        self.height = height
        // Sizes the caller will refuse (not square, larger than the source) get no rows at all.
        guard width == height, sizes.allSatisfy({ $0 >= 1 && $0 <= width }) else { return }
        fitted = sizes.map { PixelRows(sourceWidth: width, sourceHeight: height, width: $0, height: $0, mask: false, background: nil) }
    }

    mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        if isOpaque {
            for index in stride(from: 3, to: rgba.count, by: 4) where rgba[index] != 255 {
                isOpaque = false
                break
            }
        }
        for index in fitted.indices { fitted[index].add(row: rgba, y: y) }
    }

    /// The size's picture once every row is in.
    func image(at index: Int) -> RGBAImage { fitted[index].image }
}
