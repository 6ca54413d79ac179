import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Hand-made `icon.json` files: each shape the format has, and each way a file can be wrong.
@Suite struct IconComposerDocumentTests {
    /// A bundle `Name.icon` with `icon.json` and the given (empty) asset files.
    func bundle(_ json: String, assets: [String] = [], in folder: TemporaryFolder) -> String {
        folder.write("Test.icon/icon.json", text: json)
        for name in assets { folder.write("Test.icon/Assets/" + name, PNGFixture.solid(width: 4, height: 4)) }
        return folder.path + "/Test.icon"
    }

    @Test func aSolidFillInDisplayP3IsKeptInItsSpace() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let document = try IconComposerDocument.read(bundle: bundle(#"{"fill": {"solid": "display-p3:0.5,0.25,1,0.8"}}"#, in: folder))
        let expected = IconComposerColor(space: .displayP3, red: 0.5, green: 0.25, blue: 1, alpha: 0.8)
        #expect(document.fill.value(for: .any) == .solid(expected))
        #expect(document.fill.value(for: .dark) == .solid(expected), "dark falls back to the default")
        #expect(document.diagnostics.isEmpty)
        #expect(document.supportedPlatforms.includesIOS, "no supported-platforms: squares are shared")
    }

    @Test func greyColoursSpreadTheirOneComponentAndAlphaMayBeLeftOut() {
        #expect(
            IconComposerColor(parsing: "extended-gray:0.4,0.5") == .init(space: .extendedGray, red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5))
        #expect(IconComposerColor(parsing: "srgb:1,0,0") == .init(space: .srgb, red: 1, green: 0, blue: 0, alpha: 1))
        #expect(IconComposerColor(parsing: "extended-srgb:1.2,-0.1,0,1")?.red == 1.2)
        #expect(IconComposerColor(parsing: "cmyk:1,0,0,0") == nil)
        #expect(IconComposerColor(parsing: "srgb:1,0") == nil)
        #expect(IconComposerColor(parsing: "srgb:1,x,0,1") == nil)
        #expect(IconComposerColor(parsing: "srgb:1,1e999,0,1") == nil, "infinity is not a component")
    }

    @Test func aGradientKeepsItsOrientationAndDefaultsToTopToBottom() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"linear-gradient": ["srgb:1,0,0,1", "srgb:0,0,1,1"],
                      "orientation": {"start": {"x": 0.5, "y": 0}, "stop": {"x": 0.5, "y": 0.7}}},
             "groups": [{"layers": [{"image-name": "a.png", "fill": {"linear-gradient": ["srgb:0,0,0,1", "srgb:1,1,1,1"]}}]}]}
            """#
        let document = try IconComposerDocument.read(bundle: bundle(json, assets: ["a.png"], in: folder))
        guard case .linearGradient(let colors, let orientation)? = document.fill.value(for: .any) else {
            Issue.record("expected a linear gradient, got \(String(describing: document.fill.value(for: .any)))")
            return
        }
        #expect(colors.count == 2)
        #expect(orientation == GradientOrientation(startX: 0.5, startY: 0, stopX: 0.5, stopY: 0.7))
        guard case .linearGradient(_, let layerOrientation)? = document.groups.first?.layers.first?.fill.value(for: .any) else {
            Issue.record("the layer's fill is not a gradient")
            return
        }
        #expect(layerOrientation == .topToBottom)
    }

    @Test func specializationsResolvePerAppearanceAndIgnoreOtherShapes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill-specializations": [{"value": "automatic"}, {"appearance": "dark", "value": {"solid": "srgb:0,0,0,1"}},
                                      {"appearance": "tinted", "value": "none"}, {"appearance": "clear", "value": "none"}],
             "groups": [{"layers": [{"image-name": "a.png", "opacity": 0.5,
                "opacity-specializations": [{"appearance": "dark", "value": 0.25}],
                "hidden-specializations": [{"appearance": "tinted", "value": true}],
                "position-specializations": [{"idiom": "watchOS", "value": {"scale": 9}},
                                             {"idiom": "square", "value": {"scale": 0.8, "translation-in-points": [0, -25]}}]}]}]}
            """#
        let document = try IconComposerDocument.read(bundle: bundle(json, assets: ["a.png"], in: folder))
        #expect(document.fill.value(for: .any) == .automatic)
        #expect(document.fill.value(for: .dark) == .solid(IconComposerColor(space: .srgb, red: 0, green: 0, blue: 0, alpha: 1)))
        #expect(document.fill.value(for: .tinted) == IconComposerFill.none)
        let layer = try #require(document.groups.first?.layers.first)
        #expect(layer.opacity.value(for: .any) == 0.5)
        #expect(layer.opacity.value(for: .dark) == 0.25)
        #expect(layer.opacity.value(for: .tinted) == 0.5)
        #expect(layer.hidden.value(for: .tinted) == true)
        #expect(layer.hidden.value(for: .any) == nil)
        #expect(layer.position.value(for: .any) == IconComposerPosition(scale: 0.8, translationX: 0, translationY: -25))
        #expect(document.diagnostics.isEmpty, "an unknown appearance is skipped, not reported: \(document.diagnostics)")
    }

    @Test func groupsAreListedFrontMostFirstAndPaintedBackToFront() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"{"groups": [{"name": "front", "layers": []}, {"name": "back", "blend-mode": "multiply", "hidden": true}]}"#
        let document = try IconComposerDocument.read(bundle: bundle(json, in: folder))
        #expect(document.groups.map(\.name) == ["front", "back"])
        #expect(document.groupsBackToFront.map(\.name) == ["back", "front"])
        #expect(document.groups[1].blendMode.value(for: .any) == .multiply)
        #expect(document.groups[1].hidden.value(for: .dark) == true)
    }

    @Test func supportedPlatformsThatLeaveOutIOSAreSeen() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"{"supported-platforms": {"squares": ["macOS"], "circles": ["watchOS"]}}"#
        let document = try IconComposerDocument.read(bundle: bundle(json, in: folder))
        #expect(document.supportedPlatforms == IconComposerSupportedPlatforms(squares: .platforms(["macOS"]), circles: ["watchOS"]))
        #expect(!document.supportedPlatforms.includesIOS)
        #expect(IconComposerSupportedPlatforms(squares: .platforms(["iOS", "macOS"]), circles: []).includesIOS)
        #expect(!IconComposerSupportedPlatforms(squares: nil, circles: ["watchOS"]).includesIOS, "a watch-only icon")
    }

    @Test func aMissingImageIsAnErrorFactWithItsKeyPath() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"{"groups": [{"layers": [{"image-name": "here.png"}, {"image-name": "gone one.svg"}]}]}"#
        let document = try IconComposerDocument.read(bundle: bundle(json, assets: ["here.png"], in: folder))
        #expect(document.diagnostics.count == 1)
        let fact = try #require(document.diagnostics.first)
        #expect(fact.kind == .iconComposerImageMissing)
        #expect(fact.severity == .error)
        #expect(fact.about == "gone one.svg")
        #expect(fact.keyPath == "groups[0].layers[1].image-name")
        #expect(fact.file == document.jsonPath)
    }

    @Test func valuesOfTheWrongShapeAreReportedAndLeftOut() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"solid": "rgb:1,2,3"}, "groups": [{"layers": [
               "not a layer",
               {"image-name": "../../etc/passwd", "opacity": "half", "blend-mode": "glow",
                "position": {"scale": -2}, "fill-specializations": [{"appearance": "dark"}]}]}],
             "supported-platforms": {"squares": 3}}
            """#
        let document = try IconComposerDocument.read(bundle: bundle(json, in: folder))
        let paths = Set(document.diagnostics.compactMap(\.keyPath))
        #expect(
            paths == [
                "fill", "groups[0].layers[0]", "groups[0].layers[1].image-name", "groups[0].layers[1].opacity",
                "groups[0].layers[1].blend-mode", "groups[0].layers[1].position", "groups[0].layers[1].fill-specializations[0]",
                "supported-platforms.squares",
            ])
        #expect(document.diagnostics.allSatisfy { $0.kind == .iconComposerMalformed && $0.severity == .warning })
        #expect(document.fill.isEmpty)
        #expect(document.groups.first?.layers.count == 1, "the malformed layer object is left out, the other kept")
    }

    @Test func aFileThatIsNoDocumentThrowsATypedError() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: IconComposerError.missing(path: folder.path + "/None.icon/icon.json")) {
            try IconComposerDocument.read(bundle: folder.path + "/None.icon")
        }
        let list = bundle("[1, 2]", in: folder)
        #expect(throws: IconComposerError.notAnIconDocument(path: list + "/icon.json", detail: "the top level is not an object")) {
            try IconComposerDocument.read(bundle: list)
        }
        folder.write("Test.icon/icon.json", text: "{\"fill\": ")
        #expect(throws: IconComposerError.notAnIconDocument(path: list + "/icon.json", detail: "not valid JSON")) {
            try IconComposerDocument.read(bundle: list)
        }
        folder.write("Test.icon/icon.json", text: "{\"groups\": []}" + String(repeating: " ", count: 2000))
        #expect(throws: IconComposerError.tooLarge(path: list + "/icon.json", limit: 1000)) {
            try IconComposerDocument.read(bundle: list, maxSize: 1000)
        }
    }

    @Test func deeplyNestedJSONIsRefusedNotACrash() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let deep = bundle(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), in: folder)
        #expect(throws: IconComposerError.notAnIconDocument(path: deep + "/icon.json", detail: "not valid JSON")) {
            try IconComposerDocument.read(bundle: deep)
        }
    }

    @Test func theErrorBecomesAnUnreadableFactNamingTheFile() {
        let fact = IconComposerError.tooLarge(path: "/x/A.icon/icon.json", limit: 10).diagnostic
        #expect(fact.kind == .iconComposerUnreadable)
        #expect(fact.file == "/x/A.icon/icon.json")
        #expect(fact.message.contains("larger than 10 bytes"))
    }

    @Test func aHostileNumberOfLayersIsCapped() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let layers = Array(repeating: #"{"name": "x"}"#, count: IconComposerReader.maxLayers + 5).joined(separator: ",")
        let document = try IconComposerDocument.read(bundle: bundle(#"{"groups": [{"layers": [\#(layers)]}]}"#, in: folder))
        #expect(document.groups.first?.layers.count == IconComposerReader.maxLayers)
        #expect(document.diagnostics.map(\.kind) == [.iconComposerMalformed])
    }
}

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
