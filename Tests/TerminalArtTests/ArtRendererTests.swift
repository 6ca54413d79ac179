import Basics
import Foundation
import TestSupport
import Testing

@testable import TerminalArt

@Suite struct ArtRendererTests {
    @Test(arguments: [(37, 41), (64, 64), (100, 23), (7, 5)])
    func truecolorEqualsTheLinearLightBoxDownscale(size: (Int, Int)) throws {
        let image = pattern(width: size.0, height: size.1)
        let options = ArtOptions(columns: 12, rows: 6, colorMode: .truecolor, background: ArtOptions.RGB(0, 0, 0), mask: false)
        let grid = ArtRenderer.render(image, options: options)
        let layout = ArtRenderer.Layout(imageWidth: image.width, imageHeight: image.height, options: options)
        let reference = referenceSamples(image, width: layout.sampleWidth, height: layout.sampleHeight)
        for row in 0..<options.rows {
            for column in 0..<options.columns {
                let cell = grid[column, row]
                for (half, color) in [(0, cell.foreground), (1, cell.background)] {
                    let (x, y) = (column - layout.offsetX, row * 2 + half - layout.offsetY)
                    guard x >= 0, y >= 0, x < layout.sampleWidth, y < layout.sampleHeight else { continue }
                    guard case .rgb(let r, let g, let b) = color else {
                        Issue.record("expected 24-bit colour, got \(color)")
                        continue
                    }
                    let expected = reference[y * layout.sampleWidth + x]
                    #expect(
                        abs(Int(r) - encode(expected.0)) <= 1 && abs(Int(g) - encode(expected.1)) <= 1
                            && abs(Int(b) - encode(expected.2)) <= 1, "sample \(x),\(y): \(r),\(g),\(b)")
                }
            }
        }
    }

    @Test(arguments: ColorMode.allCases)
    func aUniformImageGivesUniformCells(mode: ColorMode) {
        let image = RGBAImage(width: 50, height: 50, filledWith: (40, 160, 90, 255))
        let grid = ArtRenderer.render(image, options: ArtOptions(columns: 10, rows: 5, colorMode: mode, mask: false))
        #expect(Set(grid.cells).count == 1, "\(Set(grid.cells))")
        if mode == .truecolor {
            #expect(grid[0, 0] == Cell("\u{2580}", foreground: .rgb(40, 160, 90), background: .rgb(40, 160, 90)))
        }
    }

    @Test func alphaIsCompositedOverTheTileInLinearLight() {
        let image = RGBAImage(width: 4, height: 4, filledWith: (255, 0, 0, 128))
        let grid = ArtRenderer.render(
            image,
            options: ArtOptions(
                columns: 2, rows: 1, colorMode: .truecolor,
                background: ArtOptions.RGB(0, 0, 255), mask: false))
        let a = 128.0 / 255
        let expected = Cell(
            "\u{2580}", foreground: .rgb(UInt8(encode(a)), 0, UInt8(encode(1 - a))),
            background: .rgb(UInt8(encode(a)), 0, UInt8(encode(1 - a))))
        #expect(grid[0, 0] == expected)
    }

    @Test func withoutATileTransparencyShowsTheTerminal() {
        var pixels = RGBAImage(width: 2, height: 2, filledWith: (255, 255, 255, 255)).pixels
        pixels[3] = 0
        pixels[7] = 0  // the top row is transparent
        let grid = ArtRenderer.render(
            RGBAImage(width: 2, height: 2, pixels: pixels),
            options: ArtOptions(columns: 2, rows: 1, colorMode: .truecolor, mask: false))
        #expect(grid[0, 0] == Cell("\u{2584}", foreground: .rgb(255, 255, 255), background: .default))
    }

    @Test func theMaskClearsTheCornersAndKeepsTheMiddle() {
        let image = RGBAImage(width: 64, height: 64, filledWith: (250, 200, 10, 255))
        let grid = ArtRenderer.render(image, options: ArtOptions(columns: 16, rows: 8, colorMode: .truecolor, mask: true))
        for (x, y) in [(0, 0), (15, 0), (0, 7), (15, 7)] {
            #expect(grid[x, y] == .blank, "corner \(x),\(y)")
        }
        #expect(grid[8, 4] == Cell("\u{2580}", foreground: .rgb(250, 200, 10), background: .rgb(250, 200, 10)))
        #expect(grid[0, 4].foreground == .rgb(250, 200, 10), "the middle of an edge stays inside the shape")
        let tiled = ArtRenderer.render(
            image,
            options: ArtOptions(
                columns: 16, rows: 8, colorMode: .truecolor,
                background: ArtOptions.RGB(9, 9, 9), mask: true))
        #expect(tiled[0, 0].foreground == .rgb(9, 9, 9), "outside the shape: the tile colour")
        #expect(
            tiled[0, 0].background != .rgb(250, 200, 10) && tiled[0, 0].background != .rgb(9, 9, 9),
            "the edge is anti-aliased: a blend of tile and icon")
        #expect(!IconMask.contains(x: 0.01, y: 0.01) && IconMask.contains(x: 0.5, y: 0.01) && IconMask.contains(x: 0.5, y: 0.5))
    }

    @Test func aWideImageKeepsItsAspectRatioAndIsCentred() {
        let image = RGBAImage(width: 200, height: 100, filledWith: (255, 255, 255, 255))
        let options = ArtOptions(columns: 32, rows: 16, colorMode: .truecolor, mask: false)
        let layout = ArtRenderer.Layout(imageWidth: 200, imageHeight: 100, options: options)
        #expect(layout == ArtRenderer.Layout(sampleWidth: 32, sampleHeight: 16, offsetX: 0, offsetY: 8))
        let grid = ArtRenderer.render(image, options: options)
        #expect((0..<4).allSatisfy { row in (0..<32).allSatisfy { grid[$0, row] == .blank } })
        #expect((4..<12).allSatisfy { row in (0..<32).allSatisfy { grid[$0, row].foreground == .rgb(255, 255, 255) } })
        #expect((12..<16).allSatisfy { row in (0..<32).allSatisfy { grid[$0, row] == .blank } })
        let tall = ArtRenderer.Layout(imageWidth: 50, imageHeight: 100, options: options)
        #expect(tall == ArtRenderer.Layout(sampleWidth: 16, sampleHeight: 32, offsetX: 8, offsetY: 0))
    }

    @Test func palettesPickTheirOwnColoursExactly() {
        for index in [16, 21, 196, 231, 232, 244, 255] {
            let (r, g, b) = XtermPalette.rgb(index)
            let grid = ArtRenderer.render(
                RGBAImage(width: 2, height: 2, filledWith: (r, g, b, 255)),
                options: ArtOptions(columns: 1, rows: 1, colorMode: .palette256, mask: false))
            #expect(grid[0, 0].foreground == .indexed(UInt8(index)))
        }
        #expect(XtermPalette.rgb(16) == (0, 0, 0) && XtermPalette.rgb(231) == (255, 255, 255) && XtermPalette.rgb(244) == (128, 128, 128))
        let red = ArtRenderer.render(
            RGBAImage(width: 2, height: 2, filledWith: (230, 10, 10, 255)),
            options: ArtOptions(columns: 1, rows: 1, colorMode: .palette8, mask: false))
        #expect(red[0, 0].foreground == .indexed(1))
    }

    @Test func noColourDrawsShapesAndASCIIDrawsARamp() {
        var pixels: [UInt8] = []
        for y in 0..<4 { for _ in 0..<4 { pixels += y < 2 ? [255, 255, 255, 255] : [0, 0, 0, 255] } }
        let image = RGBAImage(width: 4, height: 4, pixels: pixels)
        let shape = ArtRenderer.render(image, options: ArtOptions(columns: 1, rows: 1, colorMode: .none, mask: false))
        #expect(shape[0, 0] == Cell("\u{2580}"))
        let ascii = ArtRenderer.render(
            RGBAImage(width: 4, height: 4, filledWith: (255, 255, 255, 255)),
            options: ArtOptions(columns: 2, rows: 1, colorMode: .none, mask: false, unicode: false))
        #expect(ascii.textLines == ["@@"])
        let asciiColour = ArtRenderer.render(
            image, options: ArtOptions(columns: 1, rows: 1, colorMode: .truecolor, mask: false, unicode: false))
        #expect(asciiColour[0, 0].text == " ")
        #expect(asciiColour.cells.allSatisfy { $0.text.unicodeScalars.allSatisfy { $0.isASCII } })
    }
}

/// Under NO_COLOR an icon is told by its shape and shades alone.
@Suite struct NoColourArtTests {
    /// A light icon with a white mark in its middle: lit-or-dark drew it as one solid block.
    @Test func aLightIconShowsItsMarkInShades() {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let mark = (24..<40).contains(x) && (24..<40).contains(y)
                pixels += mark ? [255, 255, 255, 255] : [250, 150, 40, 255]
            }
        }
        let grid = ArtRenderer.render(
            RGBAImage(width: 64, height: 64, pixels: pixels), options: ArtOptions(columns: 16, rows: 8, colorMode: .none))
        let inside = (2..<6).flatMap { row in (4..<12).map { grid[$0, row].text } }
        #expect(Set(inside).count >= 2, "\(grid.textLines.joined(separator: "\n"))")
        #expect(grid[8, 4].text == "\u{2588}", "the white mark is full")
        #expect(grid[4, 2].text != "\u{2588}" && grid[4, 2].text != " ", "the orange is a shade: \(grid[4, 2].text)")
        #expect(grid.cells.allSatisfy { $0.foreground == .default && $0.background == .default }, "no colour at all")
    }

    /// Icons of different lightness draw differently; the icon's rounded outline is kept.
    @Test func lightnessIsAShadeAndTheOutlineStays() {
        func cells(_ rgb: (UInt8, UInt8, UInt8)) -> CellGrid {
            ArtRenderer.render(
                RGBAImage(width: 32, height: 32, filledWith: (rgb.0, rgb.1, rgb.2, 255)),
                options: ArtOptions(columns: 16, rows: 8, colorMode: .none))
        }
        let (dark, mid, light) = (cells((40, 40, 90)), cells((200, 40, 40)), cells((255, 230, 120)))
        #expect(
            Set([dark[8, 4].text, mid[8, 4].text, light[8, 4].text]).count == 3, "\([dark[8, 4].text, mid[8, 4].text, light[8, 4].text])")
        #expect(light[0, 0].text == " ", "the corner is outside the mask")
        #expect(ArtRenderer.shade(upper: 0.9, lower: nil) == "\u{2580}", "the outline cuts the cell: a half block")
        #expect(ArtRenderer.shade(upper: 1, lower: 0) == "\u{2580}" && ArtRenderer.shade(upper: 0.1, lower: 0.95) == "\u{2584}")
        #expect(ArtRenderer.shade(upper: 0.5, lower: 0.5) == "\u{2592}")
    }
}

/// Golden text of small fixtures in every mode (escapes shown as ␛). Re-record with
/// ICONPICKER_RECORD_SNAPSHOTS=1 after a deliberate change, and look at the diff.
@Suite struct ArtSnapshotTests {
    static let cases: [(name: String, options: ArtOptions)] = [
        ("truecolor", ArtOptions(columns: 8, rows: 4, colorMode: .truecolor)),
        (
            "truecolor-tile-nomask",
            ArtOptions(columns: 8, rows: 4, colorMode: .truecolor, background: ArtOptions.RGB(28, 28, 30), mask: false)
        ),
        ("256", ArtOptions(columns: 8, rows: 4, colorMode: .palette256)),
        ("256-dither", ArtOptions(columns: 8, rows: 4, colorMode: .palette256, dither: true)),
        ("16", ArtOptions(columns: 8, rows: 4, colorMode: .palette16)),
        ("8", ArtOptions(columns: 8, rows: 4, colorMode: .palette8)),
        ("none", ArtOptions(columns: 8, rows: 4, colorMode: .none)),
        ("none-ascii", ArtOptions(columns: 8, rows: 4, colorMode: .none, unicode: false)),
        ("256-ascii", ArtOptions(columns: 8, rows: 4, colorMode: .palette256, unicode: false)),
    ]

    @Test(arguments: cases.map(\.name))
    func smallFixtureInEveryMode(name: String) throws {
        let options = try #require(Self.cases.first { $0.name == name }).options
        let grid = ArtRenderer.render(pattern(width: 24, height: 24, alpha: true), options: options)
        let text = ANSIWriter.text(grid, colorMode: options.colorMode).replacingOccurrences(of: "\u{1B}", with: "\u{241B}")
        if let mismatch = Snapshot.mismatch(text, named: "pattern-\(name)") { Issue.record(Comment(rawValue: mismatch)) }
    }
}
