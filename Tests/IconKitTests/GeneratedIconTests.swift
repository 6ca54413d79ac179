import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct GeneratedIconTests {
    @Test(arguments: [
        ("#081B25", [8, 27, 37, 255]), ("#80FF0000", [255, 0, 0, 128]), ("#fff", [255, 255, 255, 255]),
        ("#8f00", [255, 0, 0, 136]), ("White", [255, 255, 255, 255]), (" transparent ", [255, 255, 255, 0]),
    ])
    func coloursAreReadAsMAUIParsesThem(text: String, expected: [Int]) throws {
        let colour = try #require(GeneratedIcon.colour(text))
        #expect([Int(colour.red), Int(colour.green), Int(colour.blue), Int(colour.alpha)] == expected)
    }

    @Test(arguments: ["", "#", "#12345", "#GGGGGG", "Chartreuse-ish", "rgb(1,2,3)"])
    func anythingElseIsNotAColour(text: String) {
        #expect(GeneratedIcon.colour(text) == nil)
    }

    /// The default image stands in for an appearance the icon lacks; sources list every image once.
    @Test func appearancesFallBackToTheDefaultImage() {
        var icon = GeneratedIcon(generator: "Expo prebuild", image: "/a/light.png", file: "/a/app.config.ts", line: 12)
        icon.appearances[.dark] = "/a/dark.png"
        #expect(icon.image(for: .dark) == "/a/dark.png")
        #expect(icon.image(for: .tinted) == "/a/light.png")
        #expect(icon.sources == ["/a/light.png", "/a/dark.png"])
        #expect(icon.place == "app.config.ts:12")
    }

    @Test func aVectorIsToldByItsFirstBytes() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let svg = folder.write("icon.png", text: #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>"#)
        let png = folder.write("icon.svg", PNGFixture.solid(width: 4, height: 4))
        #expect(GeneratedIcon.isVector(svg))
        #expect(!GeneratedIcon.isVector(png))
        #expect(!GeneratedIcon.isVector(folder.path + "/missing.svg"))
    }
}
