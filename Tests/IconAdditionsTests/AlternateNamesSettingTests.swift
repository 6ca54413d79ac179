import Testing

@testable import IconAdditions

/// The alternate-names value changed as a word list, the rest of the text as written.
@Suite struct AlternateNamesSettingTests {
    @Test func aNameIsAppendedAfterTheLastWordAndRemovedWithItsSpace() {
        let added = AlternateNamesSetting.rewritten("$(inherited) Red Blue") { $0 + ["Green"] }
        #expect(added == "$(inherited) Red Blue Green")
        #expect(AlternateNamesSetting.rewritten(added) { $0.filter { $0 != "Green" } } == "$(inherited) Red Blue")
        #expect(AlternateNamesSetting.rewritten("Red Green Blue") { $0.filter { $0 != "Green" } } == "Red Blue")
        #expect(AlternateNamesSetting.rewritten("") { $0 + ["Green"] } == "Green")
        #expect(AlternateNamesSetting.rewritten("Green") { $0.filter { $0 != "Green" } } == "")
    }

    @Test func wordsAreSplitOnSpacesAndTabsWithQuotesRemoved() {
        #expect(AlternateNamesSetting.words("\"Red\"\tBlue  Green") == ["Red", "Blue", "Green"])
    }
}
