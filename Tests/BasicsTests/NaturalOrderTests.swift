import Basics
import Testing

@Suite struct NaturalOrderTests {
    @Test func digitRunsCompareByValue() {
        #expect(NaturalOrder.precedes("Alternate2", "Alternate10"))
        #expect(!NaturalOrder.precedes("Alternate10", "Alternate2"))
        #expect(NaturalOrder.precedes("Icon9-dark", "Icon10-dark"))
        #expect(NaturalOrder.precedes("v2.9", "v2.10"))
        #expect(NaturalOrder.precedes("1", "00000000000000000000000000002"), "runs longer than an Int still compare")
        #expect(NaturalOrder.precedes("Icon007", "Icon10"), "leading zeros do not count")
        #expect(NaturalOrder.precedes("Icon0", "Icon1") && NaturalOrder.precedes("Icon000", "Icon1"))
        #expect(NaturalOrder.compare("Icon0", "Icon000") == .orderedSame)
    }

    @Test func lettersCompareWithoutCase() {
        #expect(NaturalOrder.precedes("apple", "Banana"))
        #expect(NaturalOrder.precedes("AppIcon-car-red", "AppIcon-Car-Silver"))
        #expect(NaturalOrder.precedes("Dark", "dark-tinted"), "a prefix comes first")
    }

    @Test func namesEqualButForCaseOrZerosStillHaveOneOrder() {
        #expect(NaturalOrder.compare("Dark", "dark") == .orderedSame)
        #expect(NaturalOrder.precedes("Dark", "dark") != NaturalOrder.precedes("dark", "Dark"))
        #expect(NaturalOrder.precedes("Icon01", "Icon1") != NaturalOrder.precedes("Icon1", "Icon01"))
        #expect(!NaturalOrder.precedes("same", "same"))
    }

    @Test func keysSortLikePrecedes() {
        let names = ["b10", "B9", "a", "A", "b09", "", "10", "9"]
        #expect(names.map(NaturalOrder.Key.init).sorted().map(\.name) == names.sorted(by: NaturalOrder.precedes))
        #expect(names.sorted(by: NaturalOrder.precedes) == ["", "9", "10", "A", "a", "B9", "b09", "b10"], "ties by plain order")
    }

    @Test func sortsAListTheWayAPersonWould() {
        let names = ["Alternate10", "alternate1", "Alternate2", "Beta", "AppIcon", "Alternate"]
        #expect(names.sorted(by: NaturalOrder.precedes) == ["Alternate", "alternate1", "Alternate2", "Alternate10", "AppIcon", "Beta"])
    }
}
