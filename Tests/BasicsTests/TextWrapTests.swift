import Basics
import Testing

@Suite struct TextWrapTests {
    @Test func wrapsGreedilyByColumns() {
        #expect(TextWrap.lines("the icon set is in no catalog", width: 12) == ["the icon set", "is in no", "catalog"])
    }

    @Test func aWordLongerThanTheWidthIsCutWithAnEllipsis() {
        #expect(TextWrap.lines("see Sources/App/Assets.xcassets now", width: 10) == ["see", "Sources/A\u{2026}", "now"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(TextWrap.lines("图标 图标 图标", width: 9) == ["图标 图标", "图标"])
    }
}
