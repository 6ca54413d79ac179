/// Receives a PNG's pixels one row at a time, top to bottom.
///
/// A caller that only needs the picture scaled down (terminal art is 32x32 samples of a 1024 px
/// icon) scales each row as it arrives and never holds the whole image: no 4 MB buffer to fault in
/// per icon, and a peak memory that does not grow with the image.
public protocol PNGRowSink {
    /// The image's size, called once before the first row.
    mutating func begin(width: Int, height: Int)
    /// Row `y`: `width * 4` bytes of straight (not premultiplied) 8-bit RGBA in sRGB. The buffer is
    /// reused for the next row: copy what must outlive the call.
    mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int)
}
