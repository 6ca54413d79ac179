import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// The chooser's tiles for icons Xcode 26 builds from a `.icon` bundle: previewed, not "no file".
@Suite struct IconBundleArtTests {
    @Test func anIconBundleBecomesTileArtAndAMissingOneSaysWhy() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Sun.icon/icon.json", text: #"{"fill": {"solid": "srgb:1,0.5,0,1"}}"#)
        let loader = ArtLoader(
            sources: [(folder.path + "/Sun.icon", nil), (folder.path + "/Gone.icon", nil)], colorMode: .truecolor, unicode: true,
            appearance: .dark)
        loader.enqueue([0, 1], size: .small)
        loader.waitUntilIdle(deadline: Date().addingTimeInterval(20))
        let events = loader.drain().map { "\($0)" }
        #expect(events.count == 2)
        #expect(events.contains { $0.hasPrefix("artLoaded(index: 0") }, "\(events)")
        #expect(events.contains { $0.hasPrefix("artFailed(index: 1") && $0.contains("no icon.json") }, "\(events)")
    }

    @Test func anIconComposerIconHasNoMissingReason() {
        let images = IconImages(source: .iconComposer(bundle: "/p/App.icon"))
        #expect(ArtLoader.iconBundle(images) == "/p/App.icon")
        #expect(ArtLoader.iconBundle(IconImages(source: .files)) == nil)
    }
}
