import Testing

@testable import IconKit

@Suite struct BuildSettingValueTests {
    @Test func aStringSplitsOnWhitespaceHonouringQuotesAndBackslashes() {
        #expect(BuildSettingValue.words(in: "A  \"B C\"\tD\\ E") == ["A", "B C", "D E"])
        #expect(
            BuildSettingValue.words(in: "say\\\"hi\\\" \"\" x") == ["say\"hi\"", "", "x"],
            "an escaped quote is kept, an empty pair is a word")
        #expect(BuildSettingValue.words(in: "   ").isEmpty)
        #expect(BuildSettingValue.words(in: "\"$(SRCROOT)/My Icons\"/x") == ["$(SRCROOT)/My Icons/x"], "quotes group inside a word")
    }

    @Test func aListReadsBackAsTheSameElementsThroughItsText() {
        let elements = ["Dark", "Dark Mode", "say \"hi\"", "back\\slash", ""]
        let list = BuildSettingValue.list(elements)
        #expect(list.text == #"Dark "Dark Mode" "say \"hi\"" "back\\slash" """#)
        #expect(BuildSettingValue.words(in: list.text) == elements)
        #expect(list.words == elements)
    }

    @Test func aStringKeepsItsTextAndIsSplitOnlyWhenAListIsWanted() {
        let string = BuildSettingValue.string("Dark \"Dark Mode\"")
        #expect(string.text == "Dark \"Dark Mode\"")
        #expect(string.words == ["Dark", "Dark Mode"])
    }

    @Test func inheritedSplicesAListAndIsTextualInAString() {
        let inheritedList = BuildSettingValue.list(["a b", "c"])
        #expect(BuildSettingValue.list(["$(inherited)", "d"]).resolvingInherited(inheritedList) == .list(["a b", "c", "d"]))
        #expect(BuildSettingValue.list(["${inherited}", "d"]).resolvingInherited(.string("x \"y z\"")) == .list(["x", "y z", "d"]))
        #expect(
            BuildSettingValue.list(["$(inherited)", "d"]).resolvingInherited(nil) == .list(["d"]), "nothing to inherit splices nothing")
        #expect(BuildSettingValue.string("$(inherited) -DB").resolvingInherited(.string("-DA")) == .string("-DA -DB"))
        #expect(BuildSettingValue.string("$(inherited) d").resolvingInherited(inheritedList) == .string("\"a b\" c d"))
        #expect(BuildSettingValue.string("$(inherited) -DB").resolvingInherited(nil) == .string("-DB"), "trimmed, as before")
    }
}
