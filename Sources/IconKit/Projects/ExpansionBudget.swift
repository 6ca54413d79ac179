/// How much work expanding one build setting may do: characters written plus references followed.
///
/// A 1 KB pbxproj whose setting names itself ten times, or fifteen settings that each name the next
/// three times, expands to 10^16 or 3^15 copies: without a bound the process runs for minutes and
/// then dies allocating. Real settings expand to a few hundred characters, long search-path lists
/// to a few thousand; 64 Ki characters is far above that and still instant to produce.
struct ExpansionBudget: Sendable {
    /// The default bound on one expansion (characters plus references).
    static let standardLimit = 1 << 16

    let limit: Int
    private(set) var spent = 0

    init(limit: Int = Self.standardLimit) {
        self.limit = limit
    }

    /// True once an expansion has asked for more than the limit; its result must not be used.
    var isExhausted: Bool { spent > limit }

    /// Records `amount` more work; false (and exhausted from then on) when it goes over the limit.
    mutating func spend(_ amount: Int) -> Bool {
        spent = spent > limit ? spent : spent + min(amount, limit + 1 - spent)
        return !isExhausted
    }
}
