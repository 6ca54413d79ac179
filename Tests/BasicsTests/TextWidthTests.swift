import Basics
import Testing

@Suite struct TextWidthTests {
    @Test func wideCharactersTakeTwoColumnsAndCombiningMarksNone() {
        #expect(TextWidth.columns(of: "dark") == 4)
        #expect(TextWidth.columns(of: "图标") == 4)
        #expect(TextWidth.columns(of: "e\u{301}") == 1)
        #expect(TextWidth.columns(of: "✓") == 1)
    }

    /// The ASCII fast path must agree with the scalar-by-scalar count, controls and DEL included.
    @Test func asciiTextCountsLikeTheScalarWalk() {
        let samples = ["", "AppIcon-Pride-2021-Dark", "tab\there", "bell\u{07}", "del\u{7F}x", "~!@#$%^&*()_+{}|:<>?"]
        for sample in samples {
            let scalarWalk = sample.unicodeScalars.reduce(0) { $0 + TextWidth.columns(of: $1) }
            #expect(TextWidth.columns(of: sample) == scalarWalk, "\(sample.debugDescription)")
        }
        #expect(TextWidth.columns(of: "tab\there") == 7)
        #expect(TextWidth.columns(of: "name图") == 6)
    }

    @Test func truncationCountsColumnsAndNeverSplitsAWideCharacter() {
        #expect(TextWidth.truncate("black-white", toColumns: 6) == "black\u{2026}")
        #expect(TextWidth.truncate("图标文件", toColumns: 4) == "图\u{2026}")
        #expect(TextWidth.truncate("multi-black", toColumns: 8) == "multi-b\u{2026}")
        #expect(TextWidth.truncate("图标图标", toColumns: 6) == "图标\u{2026}")
        #expect(TextWidth.truncate("short", toColumns: 10) == "short")
        #expect(TextWidth.truncate("anything", toColumns: 0) == "")
    }

    @Test func middleTruncationKeepsTheStartAndTheEndThatTellNamesApart() {
        #expect(TextWidth.truncateMiddle("AppIcon-Pride-2021-Dark", toColumns: 15) == "AppIcon\u{2026}21-Dark")
        #expect(TextWidth.truncateMiddle("AppIcon-Pride-2021-Light", toColumns: 15) == "AppIcon\u{2026}1-Light")
        #expect(TextWidth.truncateMiddle("AppIconAlternate17", toColumns: 10) == "AppI\u{2026}ate17", "the end gets the odd column")
        #expect(TextWidth.truncateMiddle("short", toColumns: 10) == "short")
        #expect(TextWidth.truncateMiddle("exactly", toColumns: 7) == "exactly")
        #expect(TextWidth.truncateMiddle("black-white", toColumns: 8, ellipsis: "...") == "bl...ite")
    }

    @Test func middleTruncationCountsColumnsAndNeverSplitsAWideCharacter() {
        #expect(TextWidth.truncateMiddle("图标文件夹", toColumns: 6) == "图\u{2026}夹", "5 columns: a wide character does not fit")
        #expect(TextWidth.truncateMiddle("图标文件夹", toColumns: 7) == "图标\u{2026}夹")
        #expect(TextWidth.truncateMiddle("dark-图标-light", toColumns: 9) == "dark\u{2026}ight")
        #expect(TextWidth.columns(of: TextWidth.truncateMiddle("图标-dark-图标", toColumns: 8)) <= 8)
        #expect(TextWidth.truncateMiddle("anything", toColumns: 1) == "\u{2026}")
        #expect(TextWidth.truncateMiddle("anything", toColumns: 0) == "")
    }

    @Test func paddingFillsToColumnsAndNeverCuts() {
        #expect(TextWidth.pad("图", toColumns: 4) == "图  ")
        #expect(TextWidth.pad("toolong", toColumns: 3) == "toolong")
    }
}
