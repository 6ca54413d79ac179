import TerminalArt

/// Linear light → sRGB byte without a `powf` per channel: a 4096-entry table gives the byte at the
/// start of the value's slot, and the 255 linear values at which the byte steps up (at most a step or
/// two inside one slot, where sRGB is steepest) finish the answer. Agrees with
/// `ColorScience.byte(fromLinear:)` (pinned by a test); the fitter calls it three times per pixel,
/// where `powf` would be much of `render --graphics sixel`'s work.
/// A value holding its tables: take `shared` once before a loop (a static per call cost more than
/// the `powf` it replaces).
struct LinearToByte: Sendable {
    static let shared = LinearToByte()
    static let slots = 4096

    /// thresholds[k]: the smallest linear value that `ColorScience.byte(fromLinear:)` maps above k.
    let thresholds: [Float] = (0..<255).map { threshold(above: UInt8($0)) }
    /// slotStart[i]: the byte of the linear value i / slots.
    let slotStart: [UInt8] = (0..<slots).map { ColorScience.byte(fromLinear: Float($0) / Float(slots)) }

    @inline(__always) func byte(_ value: Float) -> UInt8 {
        withTables { $0.byte(value) }
    }

    /// The tables without bounds checks, for a loop over many values (the fitter's per-pixel loop).
    @inline(__always) func withTables<Result>(_ body: (Tables) -> Result) -> Result {
        thresholds.withUnsafeBufferPointer { thresholds in
            slotStart.withUnsafeBufferPointer { body(Tables(thresholds: thresholds, slotStart: $0)) }
        }
    }

    struct Tables {
        let thresholds: UnsafeBufferPointer<Float>
        let slotStart: UnsafeBufferPointer<UInt8>

        @inline(__always) func byte(_ value: Float) -> UInt8 {
            // NaN fails the first test and maps to 0, as ColorScience's does.
            guard value > 0 else { return 0 }
            guard value < 1 else { return 255 }
            var byte = Int(slotStart[min(LinearToByte.slots - 1, Int(value * Float(LinearToByte.slots)))])
            while byte < 255 && value >= thresholds[byte] { byte &+= 1 }
            return UInt8(truncatingIfNeeded: byte)
        }
    }

    /// Bisects on the bit patterns of the floats in 0…1 (ordered as the values are), so the
    /// threshold is exact for the reference function in ~30 steps.
    private static func threshold(above byte: UInt8) -> Float {
        var low = Float(0).bitPattern  // maps to ≤ byte
        var high = Float(1).bitPattern  // maps above byte
        while low + 1 < high {
            let middle = low + (high - low) / 2
            if ColorScience.byte(fromLinear: Float(bitPattern: middle)) > byte { high = middle } else { low = middle }
        }
        return Float(bitPattern: high)
    }
}
