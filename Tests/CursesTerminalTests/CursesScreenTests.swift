import Testing

@testable import CursesTerminal

/// Colours past what the terminal has: ncurses' alloc_pair refuses them, and the frame used to end
/// at that cell (TERM=xterm has 8 colours, and the chooser's white ✓ is 15).
@Suite struct PaletteNumberTests {
    @Test func colorsTheTerminalHasAreKept() {
        #expect(CursesScreen.paletteNumber(15, colors: 16) == 15)
        #expect(CursesScreen.paletteNumber(200, colors: 256) == 200)
        #expect(CursesScreen.paletteNumber(3, colors: 8) == 3)
    }

    @Test func brightColorsBecomeTheirNormalOnEightColorTerminals() {
        #expect(CursesScreen.paletteNumber(15, colors: 8) == 7)
        #expect(CursesScreen.paletteNumber(9, colors: 8) == 1)
    }

    @Test func paletteColorsBecomeTheNearestTheTerminalHas() {
        // 196 is pure red, 21 pure blue, 231 white.
        #expect(CursesScreen.paletteNumber(196, colors: 16) == 9)
        #expect(CursesScreen.paletteNumber(196, colors: 8) == 1)
        #expect(CursesScreen.paletteNumber(231, colors: 16) == 15)
        #expect(CursesScreen.paletteNumber(21, colors: 8) == 4)
    }
}
