import Foundation
import Pictures
import TestSupport
import Testing

@testable import ChooserProgram
@testable import IconKit

/// The chooser's tiles, drawn on the loader's threads from each icon's picture.
@Suite struct ArtLoaderTests {
    /// Icons a build generates: drawn from their sources as the build draws them.
    @Test func aGeneratedIconIsDrawnFromItsSVGSourceAndAMissingOneSaysWhy() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let svg = folder.write("appicon.svg", text: LayerImageFixture.quarterSVG)
        var drawn = GeneratedIcon(generator: "MAUI", image: svg, file: folder.path + "/App.csproj")
        drawn.acceptsVector = true
        let gone = GeneratedIcon(generator: "Expo prebuild", image: folder.path + "/gone.png", file: folder.path + "/app.json")
        let loader = ArtLoader(pictures: [(.generated(drawn), nil), (.generated(gone), nil)], colorMode: .truecolor, unicode: true)
        loader.enqueue([0, 1], size: .small)
        loader.waitUntilIdle(deadline: Date().addingTimeInterval(20))
        let events = loader.drain().map { "\($0)" }
        #expect(events.count == 2)
        #expect(events.contains { $0.hasPrefix("artLoaded(index: 0") }, "\(events)")
        #expect(events.contains { $0.hasPrefix("artFailed(index: 1") && $0.contains("file missing") }, "\(events)")
    }

    /// Icons Xcode 26 builds from a `.icon` bundle: previewed, not "no file".
    @Test func anIconBundleBecomesTileArtAndAMissingOneSaysWhy() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Sun.icon/icon.json", text: #"{"fill": {"solid": "srgb:1,0.5,0,1"}}"#)
        let loader = ArtLoader(
            pictures: [(IconPicture(path: folder.path + "/Sun.icon"), nil), (IconPicture(path: folder.path + "/Gone.icon"), nil)],
            colorMode: .truecolor, unicode: true, appearance: .dark)
        loader.enqueue([0, 1], size: .small)
        loader.waitUntilIdle(deadline: Date().addingTimeInterval(20))
        let events = loader.drain().map { "\($0)" }
        #expect(events.count == 2)
        #expect(events.contains { $0.hasPrefix("artLoaded(index: 0") }, "\(events)")
        #expect(events.contains { $0.hasPrefix("artFailed(index: 1") && $0.contains("no icon.json") }, "\(events)")
    }

    /// An icon with no picture says why in its tile.
    @Test func anIconWithoutAPictureSaysWhy() throws {
        let loader = ArtLoader(pictures: [(nil, "set missing"), (nil, nil)], colorMode: .truecolor, unicode: true)
        loader.enqueue([0, 1], size: .small)
        loader.waitUntilIdle(deadline: Date().addingTimeInterval(20))
        let events = loader.drain().map { "\($0)" }
        #expect(events.count == 2)
        #expect(events.contains { $0.hasPrefix("artFailed(index: 0") && $0.contains("set missing") }, "\(events)")
        #expect(events.contains { $0.hasPrefix("artFailed(index: 1") && $0.contains("no file") }, "\(events)")
    }
}
