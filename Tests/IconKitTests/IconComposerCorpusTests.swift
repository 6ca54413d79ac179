import Foundation
import TestSupport
import Testing

@testable import IconKit

/// The real `.icon` bundles of the corpus (KMReader, lavasec), read as Xcode 26 would.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct IconComposerCorpusTests {
    static let bundles = [
        "everpcpc__KMReader/KMReader/AppIcon.icon", "everpcpc__KMReader/KMReader/AppIconClassic.icon",
        "everpcpc__KMReader/KMReader/AppIconGlass.icon", "everpcpc__KMReader/KMReader/AppIconReverse.icon",
        "lavasecurity__lavasec-ios/LavaSecApp/AppIcon.icon", "lavasecurity__lavasec-ios/LavaSecApp/AppIcon-QA.icon",
        "lavasecurity__lavasec-ios/LavaSecApp/AppIconAmethyst.icon", "lavasecurity__lavasec-ios/LavaSecApp/AppIconEmerald.icon",
    ]

    @Test(arguments: bundles) func everyCorpusBundleReadsCleanly(_ relative: String) throws {
        let document = try IconComposerDocument.read(bundle: SharedFolder.corpus(relative))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.supportedPlatforms == IconComposerSupportedPlatforms(squares: .shared, circles: ["watchOS"]))
        #expect(document.groups.count == 1)
        #expect(document.groups.first?.layers.count == 1)
    }

    @Test func kmReaderClassicHasAMixedSpaceGradientWithOrientation() throws {
        let document = try IconComposerDocument.read(bundle: SharedFolder.corpus("everpcpc__KMReader/KMReader/AppIconClassic.icon"))
        guard case .linearGradient(let colors, let orientation)? = document.fill.value(for: .any) else {
            Issue.record("expected a gradient")
            return
        }
        #expect(colors.map(\.space) == [.displayP3, .extendedSRGB])
        #expect(orientation == GradientOrientation(startX: 0.5, startY: 0, stopX: 0.5, stopY: 0.7))
        #expect(document.groups.first?.layers.first?.imageName.value(for: .any) == "icon-classic.svg")
        #expect(document.groups.first?.layers.first?.position.isEmpty == true, "no position: natural size, centred")
    }

    @Test func kmReaderPrimaryLayerIsAHalfScaleSVGOnWhite() throws {
        let document = try IconComposerDocument.read(bundle: SharedFolder.corpus("everpcpc__KMReader/KMReader/AppIcon.icon"))
        #expect(document.fill.value(for: .any) == .solid(IconComposerColor(space: .srgb, red: 1, green: 1, blue: 1, alpha: 1)))
        let layer = try #require(document.groups.first?.layers.first)
        #expect(layer.position.value(for: .any) == IconComposerPosition(scale: 0.5, translationX: 0, translationY: 0))
        #expect(layer.glass.value(for: .any) == false)
    }

    @Test func lavasecFillsItsLayerOnlyInTheDarkAppearance() throws {
        let document = try IconComposerDocument.read(bundle: SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSecApp/AppIcon.icon"))
        let layer = try #require(document.groups.first?.layers.first)
        #expect(layer.fill.value(for: .any) == nil, "the light layer keeps the PNG's colours")
        guard case .linearGradient(let colors, _)? = layer.fill.value(for: .dark) else {
            Issue.record("the dark layer should be filled")
            return
        }
        #expect(colors.first?.space == .displayP3)
        #expect(layer.fill.value(for: .tinted) == nil, "tinted falls back to the default, which has no fill")
    }
}
