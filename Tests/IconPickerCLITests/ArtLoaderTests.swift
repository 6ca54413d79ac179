import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// The chooser's tiles for icons a build generates: drawn from their sources as the build draws them.
@Suite struct ArtLoaderTests {
    @Test func aGeneratedIconIsDrawnFromItsSVGSourceAndAMissingOneSaysWhy() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let svg = folder.write("appicon.svg", text: LayerImageFixture.quarterSVG)
        var drawn = GeneratedIcon(generator: "MAUI", image: svg, file: folder.path + "/App.csproj")
        drawn.acceptsVector = true
        let gone = GeneratedIcon(generator: "Expo prebuild", image: folder.path + "/gone.png", file: folder.path + "/app.json")
        let loader = ArtLoader(
            sources: [(svg, nil), (folder.path + "/gone.png", nil)], colorMode: .truecolor, unicode: true, generated: [drawn, gone])
        loader.enqueue([0, 1], size: .small)
        loader.waitUntilIdle(deadline: Date().addingTimeInterval(20))
        let events = loader.drain().map { "\($0)" }
        #expect(events.count == 2)
        #expect(events.contains { $0.hasPrefix("artLoaded(index: 0") }, "\(events)")
        #expect(events.contains { $0.hasPrefix("artFailed(index: 1") && $0.contains("file missing") }, "\(events)")
    }
}
