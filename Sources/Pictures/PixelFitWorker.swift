import Basics
import Dispatch
import TerminalGraphics

/// Resamples decoded rows on a second thread while the decoder produces the next ones: for a 1024 px
/// icon the box filter is a sixth of `render`'s work and decoding most of the rest, and the two need
/// not wait for each other (chafa, too, scales on threads of its own).
///
/// Rows travel in batches of at most 64 kB (below malloc's mmap threshold, so freed batches are
/// reused rather than mapped afresh). `PixelRows` is touched only on the worker's queue.
final class PixelFitWorker: @unchecked Sendable {
    private var rows: PixelRows
    private let queue = DispatchQueue(label: "iconpicker.render.fit")
    private let rowBytes: Int
    private let rowsPerBatch: Int
    private var batch: [UInt8] = []
    private var batchStart = 0

    init(rows: PixelRows, sourceWidth: Int) {
        self.rows = rows
        rowBytes = max(1, sourceWidth) * 4
        rowsPerBatch = max(1, 65_536 / rowBytes)
    }

    /// Queues row `y`; a short row is ignored, as `PixelRows` ignores it.
    func add(row rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        guard rgba.count >= rowBytes else { return }
        if !batch.isEmpty && y != batchStart + batch.count / rowBytes { send() }
        if batch.isEmpty {
            batchStart = y
            batch.reserveCapacity(rowsPerBatch * rowBytes)
        }
        batch.append(contentsOf: UnsafeBufferPointer(rebasing: rgba[0..<rowBytes]))
        if batch.count >= rowsPerBatch * rowBytes { send() }
    }

    /// The fitted picture, once every queued row is in.
    func finish() -> RGBAImage {
        if !batch.isEmpty { send() }
        return queue.sync { rows.image }
    }

    private func send() {
        let (batch, start, rowBytes) = (self.batch, batchStart, rowBytes)
        self.batch = []
        queue.async { [self] in
            batch.withUnsafeBufferPointer { bytes in
                for (number, offset) in stride(from: 0, to: bytes.count, by: rowBytes).enumerated() {
                    rows.add(row: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + rowBytes)]), y: start + number)
                }
            }
        }
    }
}
