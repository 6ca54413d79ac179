import Chooser
import TerminalArt
import TestSupport
import Testing

@testable import IconKit

/// Tiles grow with the screen, and a large screen with pixel graphics makes room for a preview (issue 13).
@Suite struct ChooserLayoutTests {
    @Test func tilesGrowWithTheScreen() {
        #expect(ChooserLayout(width: 100, height: 32, count: 6).tileSize == .large)
        #expect(ChooserLayout(width: 120, height: 40, count: 6).tileSize == .extraLarge)
        let big = ChooserLayout(width: 200, height: 60, count: 6)
        #expect(big.tileSize == .huge)
        #expect(big.columns * (TileSize.huge.tileWidth) > 150, "most of the width is used")
        #expect(ChooserLayout(width: 200, height: 60, count: 300).tileSize == .huge, "two rows fit: scrolling does the rest")
        #expect(ChooserLayout(width: 60, height: 20, count: 6).tileSize == .small)
    }

    @Test func withPixelGraphicsALargeScreenPreviewsTheFocusedIcon() {
        var state = makeState(width: 200, height: 60)
        state.showsPreview = true
        let origin = state.layout.previewOrigin
        #expect(origin?.x == 200 - ChooserLayout.previewColumns + 2)
        let effects = send(&state, .right)
        let huge = effects.flatMap { effect -> [Int] in
            if case .loadArt(let indices, .huge) = effect { return indices }
            return []
        }
        #expect(huge.contains(1), "the new focus's preview is asked for: \(effects)")
        let art = CellGrid(width: 32, height: 16, filling: Cell("#"))
        _ = ChooserUpdate.update(&state, .artLoaded(index: 1, size: .huge, art: art))
        let lines = ChooserView.render(state).textLines
        #expect(lines[3].hasSuffix(String(repeating: "#", count: 32) + "  "))
        #expect(lines[2 + 16 + 1].contains("black-white"))
        var small = makeState(width: 90, height: 30)
        small.showsPreview = true
        #expect(small.layout.previewOrigin == nil, "no room: no preview")
        #expect(makeState(width: 200, height: 60).layout.previewOrigin == nil, "symbols: no preview")
    }
}
