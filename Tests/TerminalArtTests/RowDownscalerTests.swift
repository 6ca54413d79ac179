import Basics
import TerminalArt
import Testing

/// The streaming box filter must give exactly what the whole-image one gives, however the sizes
/// divide, so that decoding row by row changes no tile.
@Suite struct RowDownscalerTests {
    @Test(arguments: [(37, 41, 12, 9), (64, 64, 32, 32), (100, 23, 7, 5), (7, 5, 12, 6), (1024, 3, 32, 1)])
    func rowsFedOneByOneEqualTheWholeImageDownscale(size: (Int, Int, Int, Int)) {
        let image = pattern(width: size.0, height: size.1, alpha: true)
        var downscaler = RowDownscaler(sourceWidth: size.0, sourceHeight: size.1, width: size.2, height: size.3)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                downscaler.add(row: UnsafeBufferPointer(rebasing: pixels[y * image.width * 4..<(y + 1) * image.width * 4]), y: y)
            }
        }
        #expect(downscaler.samples == BoxDownscaler.downscale(image, width: size.2, height: size.3))
    }

    @Test func aMissingRowLeavesItsShareOut() {
        let image = RGBAImage(width: 4, height: 4, filledWith: (255, 255, 255, 255))
        var downscaler = RowDownscaler(sourceWidth: 4, sourceHeight: 4, width: 1, height: 1)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<3 { downscaler.add(row: UnsafeBufferPointer(rebasing: pixels[0..<16]), y: y) }
            downscaler.add(row: UnsafeBufferPointer(rebasing: pixels[0..<8]), y: 3)
        }
        #expect(abs(downscaler.samples.values[3] - 0.75) < 1e-6)
    }

    @Test func renderingFromStreamedSamplesEqualsRenderingTheImage() {
        let image = pattern(width: 90, height: 60, alpha: true)
        let options = ArtOptions(columns: 16, rows: 8, colorMode: .palette256, mask: true)
        var (downscaler, layout) = ArtRenderer.downscaler(imageWidth: image.width, imageHeight: image.height, options: options)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                downscaler.add(row: UnsafeBufferPointer(rebasing: pixels[y * image.width * 4..<(y + 1) * image.width * 4]), y: y)
            }
        }
        #expect(
            ArtRenderer.render(samples: downscaler.samples, layout: layout, options: options) == ArtRenderer.render(image, options: options)
        )
    }

    /// `render` and the chooser stream rows for every symbol set, not only half blocks: the streamed
    /// samples must be the symbol matcher's finer grid, so `--symbols` still changes the art.
    @Test(arguments: [SymbolSet.quadrants, .sextants, .octants])
    func symbolArtFromStreamedSamplesEqualsRenderingTheImage(symbols: SymbolSet) {
        let image = pattern(width: 90, height: 60, alpha: true)
        let options = ArtOptions(columns: 16, rows: 8, colorMode: .palette256, mask: true, symbols: symbols)
        var (downscaler, layout) = ArtRenderer.downscaler(imageWidth: image.width, imageHeight: image.height, options: options)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                downscaler.add(row: UnsafeBufferPointer(rebasing: pixels[y * image.width * 4..<(y + 1) * image.width * 4]), y: y)
            }
        }
        let streamed = ArtRenderer.render(samples: downscaler.samples, layout: layout, options: options)
        #expect(streamed == ArtRenderer.render(image, options: options))
        var half = options
        half.symbols = .halfBlocks
        #expect(streamed != ArtRenderer.render(image, options: half), "the symbol set is used")
    }
}
