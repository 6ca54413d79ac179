/// The byte-level pieces of sixel output, appended to a `[UInt8]` that becomes a `String` once at the
/// end (building the picture from `String` pieces cost three quarters of the encoder's time).
enum SixelBytes {
    /// `value` in decimal ASCII, without allocating.
    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        guard value >= 10 else {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(0, value)))
            return
        }
        appendDecimal(value / 10, to: &output)
        output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
    }

    /// Sixel characters (63 + pattern) for `sixels`; `!n` repeats for runs of four or more (where
    /// it is shorter); trailing empty sixels are dropped.
    static func appendRunLength(_ sixels: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var end = sixels.endIndex
        while end > sixels.startIndex && sixels[end - 1] == 0 { end -= 1 }
        var x = sixels.startIndex
        while x < end {
            let pattern = sixels[x]
            var run = 1
            while x + run < end && sixels[x + run] == pattern { run += 1 }
            appendRun(of: pattern, count: run, to: &output)
            x += run
        }
    }

    /// `count` sixels of one pattern: `!count` + the character from four on, else the characters.
    static func appendRun(of pattern: UInt8, count: Int, to output: inout [UInt8]) {
        let character = 63 + pattern
        if count >= 4 {
            output.append(UInt8(ascii: "!"))
            appendDecimal(count, to: &output)
            output.append(character)
        } else {
            for _ in 0..<count { output.append(character) }
        }
    }
}
