import TerminalArt
import Testing

@Suite struct ColorModeTests {
    @Test func detectionFollowsNoColorThenColortermThenTerminfo() {
        #expect(
            ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminfoColors: 256, terminfoDirect: true) == .none)
        #expect(
            ColorMode.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"], terminfoColors: 256, terminfoDirect: false)
                == .truecolor)
        #expect(ColorMode.detect(environment: ["COLORTERM": "24bit"], terminfoColors: 8, terminfoDirect: false) == .truecolor)
        #expect(ColorMode.detect(environment: [:], terminfoColors: 256, terminfoDirect: true) == .truecolor)
        #expect(ColorMode.detect(environment: [:], terminfoColors: 256, terminfoDirect: false) == .palette256)
        #expect(ColorMode.detect(environment: [:], terminfoColors: 16, terminfoDirect: false) == .palette16)
        #expect(ColorMode.detect(environment: [:], terminfoColors: 8, terminfoDirect: false) == .palette8)
        #expect(ColorMode.detect(environment: [:], terminfoColors: 0, terminfoDirect: false) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"], terminfoColors: nil, terminfoDirect: false) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"], terminfoColors: nil, terminfoDirect: false) == .none)
    }
}

/// `ColorScience.byte(fromLinear:)` is a checked conversion: NaN and infinities do not trap.
@Suite struct ColorByteConversionTests {
    @Test func nonFiniteLightIsABlackByteNotATrap() {
        #expect(ColorScience.byte(fromLinear: .nan) == 0)
        #expect(ColorScience.byte(fromLinear: .infinity) == 255)
        #expect(ColorScience.byte(fromLinear: -.infinity) == 0)
        #expect(ColorScience.byte(fromLinear: 1) == 255)
    }
}
