import TerminalArt
import Testing

@testable import TerminalGraphics

/// The fitter's table lookup from linear light to sRGB bytes against the `powf` it replaces.
@Suite struct LinearToByteTests {
    @Test func agreesWithColorScienceEverywhere() {
        let toByte = LinearToByte.shared
        var mismatches = 0
        for step in -1_000...300_000 {
            let value = Float(step) / 250_000
            if toByte.byte(value) != ColorScience.byte(fromLinear: value) { mismatches += 1 }
        }
        for threshold in toByte.thresholds {
            for value in [threshold.nextDown, threshold, threshold.nextUp]
            where toByte.byte(value) != ColorScience.byte(fromLinear: value) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(toByte.byte(.nan) == 0 && toByte.byte(.infinity) == 255)
    }
}
