import Basics
import Testing

@Suite struct TextWidthTests {
    @Test func wideCharactersTakeTwoColumnsAndCombiningMarksNone() {
        #expect(TextWidth.columns(of: "dark") == 4)
        #expect(TextWidth.columns(of: "图标") == 4)
        #expect(TextWidth.columns(of: "e\u{301}") == 1)
        #expect(TextWidth.columns(of: "✓") == 1)
    }

    @Test func truncationCountsColumnsAndNeverSplitsAWideCharacter() {
        #expect(TextWidth.truncate("black-white", toColumns: 6) == "black\u{2026}")
        #expect(TextWidth.truncate("图标文件", toColumns: 4) == "图\u{2026}")
        #expect(TextWidth.truncate("multi-black", toColumns: 8) == "multi-b\u{2026}")
        #expect(TextWidth.truncate("图标图标", toColumns: 6) == "图标\u{2026}")
        #expect(TextWidth.truncate("short", toColumns: 10) == "short")
        #expect(TextWidth.truncate("anything", toColumns: 0) == "")
    }

    @Test func paddingFillsToColumnsAndNeverCuts() {
        #expect(TextWidth.pad("图", toColumns: 4) == "图  ")
        #expect(TextWidth.pad("toolong", toColumns: 3) == "toolong")
    }
}
