import IconKit

extension RuleID {
    public static let searchTruncated = RuleID("search-truncated")
}

/// `search-truncated`: the search for image files stopped early.
enum SearchTruncated {
    static let rule = LintRule(
        id: .searchTruncated, severity: .warning, category: .project,
        summary: "the search for image files stopped early",
        explanation: """
            More than 100,000 entries were met under the search root, so some files may be reported missing. \
            Pass a narrower --root.
            """,
        evidence: """
            iconpicker's own cap on the folder entries it reads (100,000), so later findings may be wrong; \
            no Apple message. Nothing of the app fails, but the check itself is incomplete: a warning, so a \
            strict run in CI does not pass on files it never saw.
            """,
        facts: .of(.searchTruncated),
        examples: [
            .fires("a search limit of 3 entries", saying: "after 3 entries") { $0.searchLimit = 3 },
            .staysSilent("the default limit"),
        ])
}
