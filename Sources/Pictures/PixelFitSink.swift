import Basics
import ImageDecoding
import TerminalArt
import TerminalGraphics

/// A PNG fitted to a cell area's pixels as its rows are decoded, for `render` with a pixel protocol:
/// the decoded picture is never held (4 MB and ~1,000 page faults for a 1024 px icon), one already
/// the right size is not resampled at all (`PixelRows`), and a larger one is resampled on a second
/// thread while decoding goes on (`PixelFitWorker`).
public struct PixelFitSink: PNGRowSink {
    /// Below this many source pixels the thread costs more than it saves.
    static let threadedPixels = 256 * 256

    private let areaWidth: Int
    private let areaHeight: Int
    private let mask: Bool
    private let background: ArtOptions.RGB?
    private var rows: PixelRows?
    private var worker: PixelFitWorker?

    /// The picture at `path`, fitted into `areaWidth` x `areaHeight` pixels.
    public static func fit(
        path: String, decoder: PNGDecoder, areaWidth: Int, areaHeight: Int, mask: Bool, background: ArtOptions.RGB?
    ) throws(ImageDecodeError) -> RGBAImage {
        var sink = PixelFitSink(areaWidth: areaWidth, areaHeight: areaHeight, mask: mask, background: background)
        // When decoding fails, rows already queued are still fitted (the queue keeps the worker) and
        // dropped.
        try decoder.decodeRows(path: path, into: &sink)
        if let worker = sink.worker { return worker.finish() }
        guard let rows = sink.rows else {
            throw ImageDecodeError(path: path, kind: .damaged, detail: "is damaged (it holds no image)")
        }
        return rows.image
    }

    private init(areaWidth: Int, areaHeight: Int, mask: Bool, background: ArtOptions.RGB?) {
        self.areaWidth = areaWidth
        self.areaHeight = areaHeight
        self.mask = mask
        self.background = background
    }

    public mutating func begin(width: Int, height: Int) {
        let fitted = PixelFitter.fittedSize(imageWidth: width, imageHeight: height, width: areaWidth, height: areaHeight)
        let rows = PixelRows(
            sourceWidth: width, sourceHeight: height, width: fitted.width, height: fitted.height, mask: mask, background: background)
        if rows.resamples && width * height >= Self.threadedPixels {
            worker = PixelFitWorker(rows: rows, sourceWidth: width)
        } else {
            self.rows = rows
        }
    }

    public mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        if let worker {
            worker.add(row: rgba, y: y)
        } else {
            rows?.add(row: rgba, y: y)
        }
    }
}
