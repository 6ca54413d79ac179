import Basics
import Foundation
import ImageDecoding
import TerminalArt

/// Terminal art straight from a PNG file: each row is box-filtered into the tile's samples as
/// libpng decodes it, so neither `render` nor the chooser holds a whole icon's pixels (4 MB for a
/// 1024 px one) and the peak memory does not grow with the image.
public struct IconArt: PNGRowSink {
    private let options: ArtOptions
    private var downscaler: RowDownscaler?
    private var layout: ArtRenderer.Layout?

    private init(options: ArtOptions) {
        self.options = options
    }

    /// The art for the PNG at `path`.
    public static func render(path: String, decoder: PNGDecoder, options: ArtOptions) throws(ImageDecodeError) -> CellGrid {
        var art = IconArt(options: options)
        try decoder.decodeRows(path: path, into: &art)
        return try art.finished(path: path)
    }

    /// The art for the PNG `bytes`, read from `path`.
    public static func render(_ bytes: Data, path: String, decoder: PNGDecoder, options: ArtOptions) throws(ImageDecodeError) -> CellGrid {
        var art = IconArt(options: options)
        try decoder.decodeRows(bytes, path: path, into: &art)
        return try art.finished(path: path)
    }

    private func finished(path: String) throws(ImageDecodeError) -> CellGrid {
        guard let downscaler, let layout else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "is damaged (it holds no image)")
        }
        return ArtRenderer.render(samples: downscaler.samples, layout: layout, options: options)
    }

    public mutating func begin(width: Int, height: Int) {
        (downscaler, layout) = ArtRenderer.downscaler(imageWidth: width, imageHeight: height, options: options)
    }

    public mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        downscaler?.add(row: rgba, y: y)
    }
}
