/// What the C callbacks reach through their context pointer: a class, since a C function pointer
/// cannot capture the generic sink.
class RowRelay {
    func begin(width: Int, height: Int) {}
    func row(_ rgba: UnsafePointer<UInt8>, y: Int) {}
}

/// Holds the sink while libpng runs, un-crushing CgBI rows on the way.
final class SinkRelay<Sink: PNGRowSink>: RowRelay {
    var sink: Sink
    let cgbi: Bool
    private var width = 0
    private var scratch: [UInt8] = []

    init(sink: Sink, cgbi: Bool) {
        self.sink = sink
        self.cgbi = cgbi
    }

    override func begin(width: Int, height: Int) {
        self.width = width
        if cgbi { scratch = [UInt8](repeating: 0, count: width * 4) }
        sink.begin(width: width, height: height)
    }

    override func row(_ rgba: UnsafePointer<UInt8>, y: Int) {
        let row = UnsafeBufferPointer(start: rgba, count: width * 4)
        guard cgbi else {
            sink.row(row, y: y)
            return
        }
        scratch.withUnsafeMutableBufferPointer { copy in
            _ = copy.initialize(from: row)
            CgBIUncrusher.restoreColours(row: copy)
            sink.row(UnsafeBufferPointer(copy), y: y)
        }
    }
}
