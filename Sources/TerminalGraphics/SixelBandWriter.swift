import Dispatch

/// The sixel picture's text after its header: band after band, each waited for when the quantizer
/// runs on another thread. Only one thread touches it at a time (the writer's, then the caller's
/// after the writer signalled it is done).
final class SixelBandWriter: @unchecked Sendable {
    var output: [UInt8]
    private var band: SixelBand
    private let height: Int

    init(header: [UInt8], width: Int, height: Int, colors: Int) {
        output = header
        // Room for two bytes a pixel (what a dithered icon takes), so the buffer is
        // not copied as it grows; pages never written cost nothing.
        output.reserveCapacity(header.count + width * height * 2 + 64)
        band = SixelBand(width: width, colors: colors)
        self.height = height
    }

    /// Every band of `indices`; with `ready`, each band waits for one signal (its six rows made).
    func writeBands(_ indices: UnsafeBufferPointer<Int16>, waiting ready: DispatchSemaphore?) {
        for top in stride(from: 0, to: height, by: 6) {
            ready?.wait()
            band.fill(indices, height: height, top: top)
            band.write(into: &output)
            output.append(UInt8(ascii: "-"))
        }
    }
}
