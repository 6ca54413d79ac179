/// Tells a double click from a single one as the presses arrive, so a click acts at once.
///
/// ncurses can do this itself, but only by holding every click back for its whole double-click
/// interval (250 ms) to see whether another follows; the chooser would freeze for that long after each
/// click. Here the first press is reported straight away and a second press on the same spot soon
/// after is reported as a double click.
public struct DoubleClickDetector: Sendable {
    /// Longest gap between the presses of a double click, in milliseconds.
    public var interval: UInt64
    private var last: (x: Int, y: Int, time: UInt64)?

    public init(interval: UInt64 = 400) {
        self.interval = interval
    }

    /// A press at a cell at `time` (milliseconds, monotonic); returns whether it completes a double click.
    public mutating func press(x: Int, y: Int, time: UInt64) -> Bool {
        if let last, abs(last.x - x) <= 1, last.y == y, time >= last.time, time - last.time <= interval {
            // A third quick press starts over rather than counting as another double.
            self.last = nil
            return true
        }
        last = (x, y, time)
        return false
    }
}
