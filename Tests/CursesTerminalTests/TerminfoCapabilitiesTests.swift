import Testing

@testable import CursesTerminal

/// Which terminfo entry the chooser uses: the terminal's own, or xterm-256color for the names ssh
/// brings from newer terminals to machines without their entries.
@Suite struct TerminfoCapabilitiesTests {
    @Test func modernTerminalsAndColourNamesFallBackOthersDoNot() {
        for term in [
            "xterm-kitty", "xterm-ghostty", "wezterm", "alacritty", "foot-256color", "xterm-nonexistent-256color", "contour-direct",
        ] {
            #expect(TerminfoCapabilities.fallbackTerm(for: term) == "xterm-256color", "\(term)")
        }
        for term in ["dumb", "vt52", "mystery", "", "xterm-256colour"] {
            #expect(TerminfoCapabilities.fallbackTerm(for: term) == nil, "\(term)")
        }
    }

    @Test func aTermWithAnEntryKeepsItAndOneWithoutGetsTheFallbacks() throws {
        let own = try #require(TerminfoCapabilities.usable(term: "xterm-256color"))
        #expect(own.term == "xterm-256color" && own.capabilities.colors == 256)
        let missing = try #require(TerminfoCapabilities.usable(term: "xterm-nonexistent-256color"))
        #expect(missing.term == "xterm-256color" && missing.capabilities == own.capabilities)
        #expect(TerminfoCapabilities.usable(term: "no-such-terminal") == nil)
    }
}
