import Basics
import Testing

/// The name a person meant: letter case first, then the nearest by edit distance.
@Suite struct NameSuggestionTests {
    let icons = ["AppIcon-Car-Red", "AppIcon-Car-Blue", "Dark", "dark-mode"]

    @Test func letterCaseWinsOverDistance() {
        #expect(NameSuggestion.suggestion(for: "AppIcon-car-red", among: icons) == "AppIcon-Car-Red")
        #expect(NameSuggestion.suggestion(for: "dark", among: icons) == "Dark", "dark-mode is near too, but case comes first")
        #expect(NameSuggestion.sameExceptCase("DARK", in: ["Dark", "dark", "DARK"]) == ["Dark", "dark"])
    }

    @Test func theNearestWhenNearAndAloneElseNothing() {
        #expect(NameSuggestion.suggestion(for: "AppIcon-Car-Rde", among: icons) == "AppIcon-Car-Red")
        #expect(NameSuggestion.suggestion(for: "lsit", among: ["pick", "list", "lint", "set", "reset"]) == "list", "a swap is one edit")
        #expect(NameSuggestion.suggestion(for: "sunflower", among: icons) == nil, "nothing near")
        #expect(NameSuggestion.suggestion(for: "lxst", among: ["list", "lost"]) == nil, "two equally near: no guess")
        #expect(NameSuggestion.nearest(to: "lxst", among: ["lost", "list", "pick"]) == ["list", "lost"], "both, to name them all")
        #expect(NameSuggestion.nearest(to: "sunflower", among: icons).isEmpty)
    }

    @Test func distances() {
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("lsit", "list") == 1)
        #expect(NameSuggestion.editDistance("", "abc") == 3 && NameSuggestion.editDistance("abc", "") == 3)
        #expect(NameSuggestion.caseFoldedIndex(["Dark", "DARK", "light"]) == ["dark": "DARK", "light": "light"])
    }
}
