import Basics

extension ArtRenderer {
    /// The layout's sample grid for a picture of `imageWidth` x `imageHeight`: feed it the rows as
    /// they are decoded, then pass its samples to `render(samples:layout:options:)`.
    public static func downscaler(imageWidth: Int, imageHeight: Int, options: ArtOptions) -> (RowDownscaler, Layout) {
        let layout = Layout(imageWidth: imageWidth, imageHeight: imageHeight, options: options)
        let grid = sampleGrid(layout: layout, options: options)
        let downscaler = RowDownscaler(sourceWidth: imageWidth, sourceHeight: imageHeight, width: grid.width, height: grid.height)
        return (downscaler, layout)
    }

    /// `render(_:options:)` from samples already downscaled to `sampleGrid(layout:options:)` (by a
    /// `RowDownscaler` fed while decoding), so the whole image never has to be in memory.
    public static func render(samples: SampleImage, layout: Layout, options: ArtOptions) -> CellGrid {
        var samples = samples
        if options.mask { IconMask.apply(to: &samples) }
        return drawsSymbols(options)
            ? symbolCells(from: samples, layout: layout, options: options) : cells(from: samples, layout: layout, options: options)
    }
}
