import Testing

@testable import TerminalGraphics

/// Escapes sent through tmux reach the terminal outside it whole.
@Suite struct TmuxPassthroughTests {
    @Test func tmuxPassthroughDoublesEveryEscape() {
        #expect(TmuxPassthrough.wrap("\u{1B}_Gabc\u{1B}\\") == "\u{1B}Ptmux;\u{1B}\u{1B}_Gabc\u{1B}\u{1B}\\\u{1B}\\")
        let twoChunks = "\u{1B}_Gm=1;AA\u{1B}\\\u{1B}_Gm=0;BB\u{1B}\\"
        #expect(TmuxPassthrough.wrapEach(twoChunks).components(separatedBy: "\u{1B}Ptmux;").count == 3)
    }
}
