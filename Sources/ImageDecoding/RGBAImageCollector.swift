import Basics

/// Collects every row into an `RGBAImage`, for callers that need all the pixels.
struct RGBAImageCollector: PNGRowSink {
    private(set) var width = 0
    private(set) var height = 0
    private(set) var pixels: [UInt8] = []

    mutating func begin(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels.reserveCapacity(width * height * 4)
    }

    mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        pixels.append(contentsOf: rgba)
    }

    var image: RGBAImage { RGBAImage(width: width, height: height, pixels: pixels) }
}
