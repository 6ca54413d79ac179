import Testing

@testable import IconLint

/// The duplicate set answers as `Set<String>` does: keys are the same when canonically equivalent,
/// whether they are kept by bytes (plain text) or as strings.
@Suite struct FindingKeysTests {
    /// Whether each key was new, in order.
    static func answers(_ keys: [[String]]) -> [Bool] {
        var set = FindingKeys()
        return keys.map { set.insert($0) }
    }

    @Test func plainKeysAreTheSameWhenTheirBytesAre() {
        let answers = Self.answers([
            ["rule", "Info.plist", "", "“dark” is missing"], ["rule", "Info.plist", "", "“dark” is missing"],
            ["rule", "Info.plist", "", "“dark” is missing "], ["rule", "Info.plist", "x", "“dark” is missing"],
        ])
        #expect(answers == [true, false, true, true])
    }

    @Test func canonicallyEquivalentKeysAreOneKeyOnEitherSideOfTheSwitch() {
        // U+212A KELVIN SIGN is canonically `K`: the first key that is not plain text moves every
        // key into a Set<String>, which finds the two the same.
        let answers = Self.answers([
            ["rule", "", "", "Kelvin"], ["rule", "", "", "\u{212A}elvin"], ["rule", "", "", "caf\u{E9}"],
            ["rule", "", "", "cafe\u{301}"], ["rule", "", "", "Kelvin"], ["rule", "", "", "Celsius"],
        ])
        #expect(answers == [true, false, true, false, false, true])
    }

    @Test func theAnswersAreThoseOfASetOfStrings() {
        let parts = ["a", "b", "\u{2013}", "\u{1B}", "e\u{301}", "\u{E9}", "K", "\u{212A}", "\t", ""]
        let keys = parts.flatMap { first in parts.map { [first, $0] } }
        var reference: Set<String> = []
        let expected = keys.map { reference.insert($0.joined(separator: "\u{1F}")).inserted }
        #expect(Self.answers(keys) == expected)
        // Plain keys only, many of them: the byte set grows and rehashes.
        let plainKeys = (0..<2_000).map { ["rule", "file\($0 % 700)", "", "“x” \($0 % 500)"] }
        var plainReference: Set<String> = []
        #expect(Self.answers(plainKeys) == plainKeys.map { plainReference.insert($0.joined(separator: "\u{1F}")).inserted })
    }
}
