import Chooser
import Testing

@testable import ChooserProgram
@testable import TerminalGraphics

/// kitty without placeholders: each image sent once, placed after every frame, sent again only after
/// the terminal dropped it.
@Suite struct KittyPlacementsTests {
    let first = ChooserState.ArtKey(index: 0, size: .huge)
    let second = ChooserState.ArtKey(index: 1, size: .huge)

    @Test func imagesAreSentOnceAndPlacedEveryFrame() {
        var placements = KittyPlacements()
        placements.add(first, transmission: "<image 0>", inset: .init(columns: 1, rows: 2, x: 3, y: 4))
        let frame = placements.frame([.init(key: first, row: 3, column: 5)])
        #expect(frame.hasPrefix("\u{1B}7<image 0>\u{1B}[5;6H\u{1B}_Ga=p,i=1048576,p=1,X=3,Y=4,C=1,q=2\u{1B}\\"))
        #expect(frame.hasSuffix("\u{1B}8"))
        let again = placements.frame([.init(key: first, row: 3, column: 5)])
        #expect(!again.contains("<image 0>"), "not sent twice")
        #expect(again.contains("a=p,i=1048576"), "placed again: a curses scroll may have moved it")
        placements.terminalForgot()
        #expect(placements.frame([.init(key: first, row: 3, column: 5)]).contains("<image 0>"), "sent again after a clear")
        #expect(placements.transmissions == 2)
    }

    @Test func whatIsNoLongerShownIsTakenOffAndKept() {
        var placements = KittyPlacements()
        placements.add(first, transmission: "<image 0>", inset: .init())
        placements.add(second, transmission: "<image 1>", inset: .init(scaledTo: (16, 8)))
        let both = placements.frame([.init(key: first, row: 1, column: 1), .init(key: second, row: 1, column: 20)])
        #expect(both.contains("a=p,i=1048580,p=1,c=16,r=8,C=1"))
        let popup = placements.frame([])
        #expect(popup.contains("\u{1B}_Ga=d,d=i,i=1048576,p=1,q=2\u{1B}\\") && popup.contains("d=i,i=1048580"))
        #expect(!popup.contains("d=I"), "lower case: the image stays in the terminal")
        let back = placements.frame([.init(key: second, row: 1, column: 20)])
        #expect(!back.contains("<image 1>") && back.contains("a=p,i=1048580"))
        #expect(placements.frame([]).isEmpty == false)
        #expect(placements.frame([]).isEmpty, "nothing placed, nothing to remove")
    }

    @Test func placedPicturesAreCentredInTheirTile() {
        let pixels = TilePixels(graphics: .kitty, cellWidth: 9, cellHeight: 20, insideTmux: false, placesDirectly: true)
        // A 24x12 tile is 216x240 px; a 180 px picture starts 18 px (2 cells) across and 30 px (1 cell + 10) down.
        #expect(pixels.inset(width: 180, height: 180, size: .extraLarge) == .init(columns: 2, rows: 1, x: 0, y: 10))
        var guessed = pixels
        guessed.cellSizeKnown = false
        #expect(guessed.inset(width: 180, height: 180, size: .extraLarge) == .init(scaledTo: (24, 12)))
    }

    @Test func kittyEscapes() {
        let transmit = KittyPlacement.transmit(png: [UInt8](repeating: 7, count: 5000), id: 42)
        #expect(transmit.hasPrefix("\u{1B}_Ga=t,f=100,t=d,i=42,q=2,m=1;"))
        #expect(transmit.contains("\u{1B}\\\u{1B}_Gm=0;"), "chunks of 4096")
        #expect(KittyPlacement.removeAll == "\u{1B}_Ga=d,d=a,q=2\u{1B}\\")
    }
}
