import TerminalArt
import Testing

@testable import Pictures
@testable import TerminalGraphics

/// Which way the chooser shows pictures, and why not when it cannot.
@Suite struct ChooserPicturesTests {
    func choice(
        _ graphics: GraphicsProtocol, version: String? = nil, insideTmux: Bool = false, cellSizeKnown: Bool = true,
        sixel: Bool = false
    ) -> GraphicsChoice {
        var choice = GraphicsChoice(graphics: graphics, insideTmux: insideTmux)
        choice.version = version
        choice.placeholders = GraphicsDetector.supportsPlaceholders(version: version)
        choice.cellSizeKnown = cellSizeKnown
        choice.terminalSaysSixel = sixel
        return choice
    }

    @Test func kittyWithPlaceholdersUsesThem() {
        #expect(ChooserPictures.decide(choice(.kitty, version: "kitty(0.35.2)"), colorsNamed: false) == .placeholders)
        // Inside tmux the outer kitty's version is unknown (tmux answers XTVERSION): placeholders are the only way.
        #expect(ChooserPictures.decide(choice(.kitty, version: "tmux 3.3a", insideTmux: true), colorsNamed: false) == .placeholders)
    }

    @Test func olderOrSilentKittyPlacesImages() {
        #expect(ChooserPictures.decide(choice(.kitty, version: "kitty(0.26.5)"), colorsNamed: false) == .kittyPlacements)
        #expect(ChooserPictures.decide(choice(.kitty, version: nil), colorsNamed: false) == .kittyPlacements)
        #expect(ChooserPictures.decide(choice(.kitty, version: "kitty(0.35.2)"), colorsNamed: true) == .kittyPlacements)
    }

    @Test func olderKittyInsideTmuxSaysWhy() {
        var old = choice(.kitty, version: "kitty(0.26.5)", insideTmux: true)
        old.placeholders = false
        let decision = ChooserPictures.decide(old, colorsNamed: false)
        #expect(decision.reason?.contains("kitty(0.26.5) has no placeholders") == true)
    }

    @Test func sixelNeedsTheCellSizeAndATmuxThatDrawsIt() {
        #expect(ChooserPictures.decide(choice(.sixel), colorsNamed: false) == .painted(.sixel))
        let unknown = ChooserPictures.decide(choice(.sixel, cellSizeKnown: false), colorsNamed: false)
        #expect(unknown.reason?.contains("did not report its cell size") == true)
        let tmux = ChooserPictures.decide(choice(.sixel, version: "tmux 3.3a", insideTmux: true), colorsNamed: false)
        #expect(tmux.reason == "Symbols: tmux 3.3a cannot show sixel (3.4 built with it can); kitty works in tmux")
        let newer = ChooserPictures.decide(choice(.sixel, version: "tmux 3.5a", insideTmux: true, sixel: true), colorsNamed: false)
        #expect(newer == .painted(.sixel))
    }

    @Test func itermIsPaintedOutsideTmuxOnly() {
        #expect(ChooserPictures.decide(choice(.iterm, cellSizeKnown: false), colorsNamed: false) == .painted(.iterm))
        #expect(ChooserPictures.decide(choice(.iterm, insideTmux: true), colorsNamed: false).reason?.contains("tmux wipes") == true)
    }

    @Test func statusLinesFitAHundredColumns() {
        let reasons = [
            choice(.sixel, cellSizeKnown: false), choice(.sixel, version: "tmux 3.3a", insideTmux: true),
            choice(.iterm, insideTmux: true), choice(.kitty, version: "kitty(0.26.5)", insideTmux: true),
        ].compactMap { ChooserPictures.decide($0, colorsNamed: false).reason }
        #expect(reasons.count == 4)
        for reason in reasons { #expect(reason.count <= 94, "\(reason)") }
    }

    @Test func placeholdersWithoutDirectColourArePlacedOrBecomeSymbolsInTmux() {
        #expect(ChooserPictures.placeholders.settled(screenColorMode: .truecolor, insideTmux: false) == .placeholders)
        #expect(ChooserPictures.placeholders.settled(screenColorMode: .palette256, insideTmux: false) == .kittyPlacements)
        let tmux = ChooserPictures.placeholders.settled(screenColorMode: .palette256, insideTmux: true)
        #expect(tmux.reason == "Symbols: no 24-bit colour terminfo entry (ncurses-term has tmux-direct)")
        #expect(ChooserPictures.painted(.sixel).settled(screenColorMode: .palette256, insideTmux: false) == .painted(.sixel))
    }
}
