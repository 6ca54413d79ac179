/// The byte-level pieces of sixel output, written through a cursor into a buffer sized beforehand
/// for the worst case (`Array.append` checks capacity and uniqueness on every byte).
struct SixelBytes {
    private let base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0

    /// A cursor at the start of `base`, which must hold everything that will be written.
    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) mutating func append(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    /// `value` (not negative) in decimal ASCII: at most as many bytes as its digits.
    mutating func appendDecimal(_ value: Int) {
        guard value >= 10 else {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: max(0, value)))
            return
        }
        appendDecimal(value / 10)
        append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    }

    /// Sixel characters (63 + pattern) for `sixels`; `!n` repeats for runs of four or more (where
    /// it is shorter); trailing empty sixels are dropped. Never more bytes than `sixels.count`.
    mutating func appendRunLength(_ sixels: UnsafeBufferPointer<UInt8>) {
        var end = sixels.count
        while end > 0 && sixels[end &- 1] == 0 { end &-= 1 }
        var x = 0
        while x < end {
            let pattern = sixels[x]
            var run = 1
            while x &+ run < end && sixels[x &+ run] == pattern { run &+= 1 }
            appendRun(of: pattern, count: run)
            x &+= run
        }
    }

    /// `count` sixels of one pattern: `!count` + the character from four on, else the characters
    /// (never more bytes than `count`).
    mutating func appendRun(of pattern: UInt8, count: Int) {
        let character = 63 &+ pattern
        if count >= 4 {
            append(UInt8(ascii: "!"))
            appendDecimal(count)
            append(character)
        } else {
            for _ in 0..<count { append(character) }
        }
    }
}
