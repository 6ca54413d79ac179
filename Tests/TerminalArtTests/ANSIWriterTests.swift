import TerminalArt
import Testing

@Suite struct ANSIWriterTests {
    @Test func resetsAtEveryLineEndAndOnlySendsChanges() {
        var grid = CellGrid(width: 3, height: 2)
        grid[0, 0] = Cell("\u{2580}", foreground: .rgb(1, 2, 3), background: .indexed(200))
        grid[1, 0] = Cell("\u{2580}", foreground: .rgb(1, 2, 3), background: .indexed(200))
        grid[0, 1] = Cell("x", foreground: .indexed(9), background: .indexed(4))
        let text = ANSIWriter.text(grid, colorMode: .truecolor)
        #expect(text == "\u{1B}[38;2;1;2;3;48;5;200m\u{2580}\u{2580}\u{1B}[39;49m \n\u{1B}[91;44mx\u{1B}[39;49m  \n")
        #expect(ANSIWriter.text(grid, colorMode: .none) == "\u{2580}\u{2580} \nx  \n")
    }
}
