import Basics
import Foundation
import TestSupport
import Testing
import ZIPFoundation

@testable import CompiledCatalog

/// The real catalogs of ../shared/cars: what each holds, pinned here by hand, and every rendition
/// checked against car_reader.py (an independent Python reader using the reference LZFSE decoder).
@Suite struct CompiledCatalogTests {
    static let cars = SharedFolder.path + "/cars"
    static let names = [
        "bartoszj__acextract__assets_ios", "bartoszj__acextract__assets_iphone", "cryptomator__ios__SharedResources_Assets",
        "jo-tools__sudoku__Resources_Assets", "unkle777__grandmaster-chess__Payload_Runner.app_Assets",
    ]

    static func catalog(_ name: String) throws -> CompiledCatalog { try CompiledCatalog(path: "\(cars)/\(name).car") }

    /// The shared cars, then the committed fixtures (which need no ../shared).
    static let everyCar =
        names.map { "\(cars)/\($0).car" } + [
            ReferenceTools.fixtures + "/cars/abdulsaheel__MelodyMix__Payload_Runner.app_Assets.car"
        ]

    @Test(arguments: everyCar) func everyRenditionAgreesWithThePythonReader(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return print(SharedFolder.skipMessage) }
        if let reason = ReferenceTools.referenceUnavailable { return print("CompiledCatalogTests: Python reader skipped: \(reason)") }
        try Self.checkAgainstThePythonReader(path)
    }

    /// The catalog at `path` as car_reader.py reads it: header, key format, names, appearances, every
    /// rendition's key and header, the pixels of its LZFSE bitmaps and every LZFSE stream it holds.
    static func checkAgainstThePythonReader(_ path: String) throws {
        let catalog = try CompiledCatalog(path: path)
        let outcome = try #require(ReferenceTools.python("car_reader.py", [path]))
        try #require(outcome.status == 0, "\(outcome.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
        #expect(json["coreUIVersion"] as? Int == catalog.header.coreUIVersion)
        #expect(json["renditionCount"] as? Int == catalog.header.renditionCount)
        #expect(json["versionString"] as? String == catalog.header.versionString)
        #expect(json["keyFormat"] as? [Int] == catalog.keyFormat)
        let facets = try #require(json["facets"] as? [String: [String: Int]])
        #expect(Set(facets.keys) == Set(catalog.facets.map(\.name)))
        for facet in catalog.facets {
            #expect(facets[facet.name] == Dictionary(uniqueKeysWithValues: facet.attributes.map { ("\($0.key)", $0.value) }))
        }
        #expect(
            (json["appearances"] as? [String: String])
                == Dictionary(uniqueKeysWithValues: catalog.appearanceNames.map { ("\($0.key)", $0.value) }))
        let renditions = try #require(json["renditions"] as? [[String: Any]])
        try #require(renditions.count == catalog.renditions.count)
        let file = try ReferenceTools.bytes(path)
        var streams = 0
        for (expected, rendition) in zip(renditions, catalog.renditions) {
            try Self.compare(expected, rendition, in: catalog)
            streams += try Self.compareStreams(expected, file: file)
        }
        print(
            "CompiledCatalogTests: \((path as NSString).lastPathComponent): \(streams) LZFSE streams decoded as the reference decodes them")
    }

    static func compare(_ expected: [String: Any], _ rendition: Rendition, in catalog: CompiledCatalog) throws {
        #expect(expected["name"] as? String == rendition.name)
        #expect(expected["key"] as? [String: Int] == Dictionary(uniqueKeysWithValues: rendition.key.values.map { ("\($0.key)", $0.value) }))
        #expect(expected["width"] as? Int == rendition.width && expected["height"] as? Int == rendition.height, "\(rendition.name)")
        #expect(expected["scale"] as? Int == rendition.scale, "\(rendition.name)")
        #expect(expected["pixelFormat"] as? String == rendition.pixelFormat.code, "\(rendition.name)")
        #expect(expected["payloadLength"] as? Int == rendition.payloadLength, "\(rendition.name)")
        if let hash = expected["pixels"] as? String {
            let image = try catalog.image(of: rendition)
            #expect(String(format: "%016llx", image.pixels.withUnsafeBufferPointer { FNV1a.hash($0) }) == hash, "\(rendition.name)")
        }
    }

    /// Every LZFSE stream of the rendition's payload (bitmap bands, deepmap segments), located and
    /// decoded by the reference in car_reader.py, decodes to the same bytes here.
    static func compareStreams(_ expected: [String: Any], file: [UInt8]) throws -> Int {
        let streams = try #require(expected["streams"] as? [[Any]])
        for stream in streams {
            let (offset, length, size, hash) = (
                stream[0] as? Int ?? 0, stream[1] as? Int ?? 0, stream[2] as? Int ?? -1, stream[3] as? String
            )
            let decoded = try LZFSE.decode(Array(file[offset..<offset + length]), maxOutputSize: 1 << 26)
            #expect(
                decoded.count == size && String(format: "%016llx", decoded.withUnsafeBufferPointer { FNV1a.hash($0) }) == hash,
                "stream at \(offset)")
        }
        return streams.count
    }

    /// Every rendition that holds a bitmap decodes; the others say why, naming themselves.
    @Test(arguments: names) func everyBitmapDecodesAndTheRestSayWhy(_ name: String) throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        let catalog = try Self.catalog(name)
        for rendition in catalog.renditions {
            let noPixels: [Layout] = [.multiSizeImageSet, .color, .namedGradient, .iconImageStack, .iconGroup, .vector]
            if noPixels.contains(rendition.layout) {
                let error = try #require(throws: CompiledCatalogError.self) { try catalog.image(of: rendition) }
                #expect(error.kind == .unsupported && error.rendition == rendition.name)
            } else {
                let image = try catalog.image(of: rendition)
                #expect(image.width == rendition.width && image.height == rendition.height, "\(rendition.name)")
            }
        }
    }

    struct Pinned: CustomStringConvertible {
        var set: String
        var images: [String]
        var description: String { self.set }
    }

    /// The icon sets by hand: name, then each image as "idiom WIDTHxHEIGHT@SCALE appearance".
    static let pinned: [(String, [Pinned])] = [
        ("bartoszj__acextract__assets_ios", []),
        (
            "cryptomator__ios__SharedResources_Assets",
            [
                Pinned(
                    set: "AppIcon",
                    images: [
                        "ipad 1024x1024@1 any", "ipad 1024x1024@1 dark", "ipad 1024x1024@1 tinted", "iphone 1024x1024@1 any",
                        "iphone 1024x1024@1 dark", "iphone 1024x1024@1 tinted",
                    ])
            ]
        ),
        (
            "unkle777__grandmaster-chess__Payload_Runner.app_Assets",
            [
                Pinned(
                    set: "AppIcon",
                    images: [
                        "ios-marketing 1024x1024@1 any", "ipad 20x20@1 any", "ipad 29x29@1 any", "ipad 40x40@1 any", "ipad 40x40@2 any",
                        "ipad 58x58@2 any", "ipad 76x76@1 any", "ipad 80x80@2 any", "ipad 152x152@2 any",
                        "ipad 167x167@2 any", "iphone 29x29@1 any", "iphone 40x40@2 any", "iphone 58x58@2 any", "iphone 60x60@3 any",
                        "iphone 80x80@2 any", "iphone 87x87@3 any", "iphone 120x120@2 any", "iphone 120x120@3 any", "iphone 180x180@2 any",
                        "iphone 180x180@3 any",
                    ])
            ]
        ),
    ]

    @Test func theIconSetsOfEachCarAreTheOnesPinned() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        for (name, sets) in Self.pinned {
            let icons = try Self.catalog(name).appIcons
            #expect(icons.map(\.name) == sets.map(\.set), "\(name)")
            for (set, pinned) in zip(icons, sets) {
                let described = set.images.map { "\($0.idiom) \($0.width)x\($0.height)@\($0.scale) \($0.appearance?.rawValue ?? "?")" }
                #expect(described == pinned.images, "\(name) \(set.name)")
            }
        }
    }

    @Test func theIconComposerStackIsDescribed() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        let icon = try #require(try Self.catalog("cryptomator__ios__SharedResources_Assets").appIcons.first)
        let stack = try #require(icon.stack)
        #expect(stack.appearances == [.dark, .light, .tinted])
        #expect(stack.width == 1024 && stack.height == 1024)
        #expect(stack.groups == ["AppIcon/Group", "AppIcon/Group 2", "AppIcon/Group 3", "AppIcon/Group 4"])
        #expect(stack.layerImages.count == 13 && stack.colors.count == 4 && stack.gradients == ["AppIcon_Assets/Gradient-1"])
        let sudoku = try Self.catalog("jo-tools__sudoku__Resources_Assets").appIcons
        #expect(sudoku.map(\.name) == ["App", "Sudoku"])
        #expect(sudoku[0].stack?.groups == ["App/Group"] && sudoku[1].stack == nil)
        #expect(sudoku[1].images.map(\.width) == [16, 32, 32, 64, 128, 256, 256, 512, 512, 1024])
        #expect(Set(sudoku[1].images.map(\.idiom.description)) == ["universal"])
    }

    /// The .ipa's car, taken out with ZIPFoundation (AppArchive reads only an app's Info.plist and
    /// PNGs): AppIcon as a multi-size set for the phone (60 pt, and 90 pt for the subtype-1792 variant)
    /// and two 180 px LZFSE bitmaps.
    @Test func theIPAsCatalogListsItsAppIcon() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        let archive = try Archive(url: URL(fileURLWithPath: "\(Self.cars)/iineva__ipa-server__ipa.ipa"), accessMode: .read)
        let entry = try #require(archive["Payload/Test.app/Assets.car"])
        var bytes: [UInt8] = []
        _ = try archive.extract(entry) { bytes += $0 }
        let catalog = try CompiledCatalog(bytes: bytes)
        #expect(catalog.header.coreUIVersion == 691)
        if ReferenceTools.referenceUnavailable == nil {
            let folder = ReferenceTools.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = FileManager.default.createFile(atPath: folder + "/Assets.car", contents: Data(bytes))
            try Self.checkAgainstThePythonReader(folder + "/Assets.car")
        }
        let icon = try #require(catalog.appIcons.first)
        #expect(catalog.appIcons.map(\.name) == ["AppIcon"])
        #expect(icon.images.map { "\($0.width)@\($0.scale) \($0.pointSize?.width ?? 0)pt" } == ["180@2 90pt", "180@3 60pt"])
        for image in icon.images { #expect(try catalog.image(of: image.rendition).pixel(90, 90).a == 255) }
    }

    /// A thinned Xcode 16 build: the iPhone @2x icons cut from their atlas, the layer graph of the
    /// Icon Composer catalog per appearance.
    @Test func aThinnedBuildsIconsComeFromTheirAtlas() throws {
        let catalog = try CompiledCatalog(path: ReferenceTools.fixtures + "/cars/abdulsaheel__MelodyMix__Payload_Runner.app_Assets.car")
        #expect(catalog.header.versionString == "Xcode 16.0 (16A242d) via AssetCatalogSimulatorAgent")
        let icon = try #require(catalog.appIcons.first)
        #expect(
            icon.images.map { "\($0.width)@\($0.scale) \($0.pointSize.map { "\($0.width)pt" } ?? "-")" } == [
                "40@2 20pt", "58@2 29pt", "80@2 40pt", "120@2 60pt", "180@2 90pt",
            ])
        #expect(icon.images.filter { $0.rendition.atlasReference != nil }.count == 4)
        for image in icon.images {
            let pixels = try catalog.image(of: image.rendition)
            #expect(pixels.width == image.width && pixels.pixel(image.width / 2, image.height / 2).a == 255, "\(image.rendition.name)")
        }
    }

    @Test func theIconComposerLayerGraphIsReadPerAppearance() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        let stack = try #require(try Self.catalog("cryptomator__ios__SharedResources_Assets").appIcons.first?.stack)
        let light = try #require(stack.layers[.light])
        #expect(light.map(\.name) == ["AppIcon_Assets/Color-2", "AppIcon/Group 4", "AppIcon/Group 3", "AppIcon/Group 2", "AppIcon/Group"])
        #expect(light.map(\.kind) == [.color, .group, .group, .group, .group])
        #expect(stack.layers[.dark]?.first?.name == "AppIcon_Assets/Gradient-1")
        let eyes = try #require(light[3].children.last)
        #expect(eyes.name == "AppIcon_Assets/Eyes" && eyes.kind == .image)
        #expect((eyes.x, eyes.y, eyes.width, eyes.height, eyes.opacity) == (148, 143, 728, 214, 1))
        // Frame 3 shows in the light appearance only, Frame-dark in the dark one.
        let frames = { (appearance: Appearance) in stack.layers[appearance]?[1].children.filter { $0.name.contains("Frame") }.map(\.opacity)
        }
        #expect(frames(.light) == [1, 0] && frames(.dark) == [0, 1])
    }

    /// Every prefix of a real catalog, and copies with bytes overwritten, read and decode without a trap.
    @Test func truncatedAndDamagedCatalogsFailCleanly() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        let bytes = try ReferenceTools.bytes("\(Self.cars)/unkle777__grandmaster-chess__Payload_Runner.app_Assets.car")
        for length in stride(from: 0, to: bytes.count, by: 4999) {
            if let catalog = try? CompiledCatalog(bytes: Array(bytes[0..<length])) {
                for rendition in catalog.renditions { _ = try? catalog.image(of: rendition) }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            var damaged = bytes
            for _ in 0..<8 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            if let catalog = try? CompiledCatalog(bytes: damaged) {
                for rendition in catalog.renditions { _ = try? catalog.image(of: rendition) }
            }
        }
    }
}

/// Catalogs from public repositories whose licence does not let them be committed here: put them in
/// the folder named by ICONPICKER_EXTRA_CARS (file names as below) and these checks run.
@Suite struct ExtraCatalogTests {
    static let folder = ProcessInfo.processInfo.environment["ICONPICKER_EXTRA_CARS"] ?? SharedFolder.path + "/cars/extra"

    /// dragts2/Built-Apps `Payload/Runner.app/Assets.car` @ ec62c6c7a7ba280ad53558fde5aa5c4f5102a0d7 (no
    /// licence): Xcode 15.4, coreui 868; the older deepmap (compression 10, 256 × 256 lossless tiles,
    /// LZFSE and LZVN), deepmap2 lossless GA8, run-length rows that share their data.
    static let builtApps = "dragts2__Built-Apps__Payload_Runner.app_Assets.car"

    @Test func theDeepmapAndDeepmap2CopiesOfALaunchImageAgree() throws {
        let path = Self.folder + "/" + Self.builtApps
        guard FileManager.default.fileExists(atPath: path) else {
            return print("ExtraCatalogTests: \(Self.builtApps) is not in \(Self.folder); see the comment for where it comes from")
        }
        let catalog = try CompiledCatalog(path: path)
        #expect(catalog.header.coreUIVersion == 868)
        for name in ["LaunchImage.png", "LaunchImage@2x.png", "LaunchImage@3x.png"] {
            let copies = catalog.renditions.filter { $0.name == name }
            #expect(copies.count == 2)
            let images = try copies.map { try catalog.image(of: $0) }
            #expect(images.count == 2 && images[0] == images[1], "\(name)")
        }
        for rendition in catalog.renditions where rendition.layout != .multiSizeImageSet { _ = try catalog.image(of: rendition) }
        let icon = try #require(catalog.appIcons.first)
        #expect(icon.name == "AppIcon" && icon.images.count == 20)
    }

    /// Mosquito1123/WTResign `Payload/Runner.app/Assets.car` @ 5c81155c0dd6f9a719a5ff0b219bc487fed93963
    /// (no licence): Xcode 10.2, coreui 499; LZVN bitmaps and the same image twice, as LZVN and as
    /// deepmap's predicted kind (within 2 levels of each other: that kind is not lossless).
    @Test func theLZVNAndPredictedDeepmapCopiesAgree() throws {
        let path = Self.folder + "/Mosquito1123__WTResign__Payload_Runner.app_Assets.car"
        guard FileManager.default.fileExists(atPath: path) else { return print("ExtraCatalogTests: \(path) is absent; see the comment") }
        let catalog = try CompiledCatalog(path: path)
        let copies = try catalog.renditions.filter { $0.name == "Icon-App-83.5x83.5@2x.png" }.map { try catalog.image(of: $0) }
        #expect(copies.count == 2)
        #expect(zip(copies[0].pixels, copies[1].pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        let widths = try catalog.appIcons.first?.images.map { try catalog.image(of: $0.rendition).width }
        #expect(widths == [1024, 40, 58, 60, 80, 87, 120, 120, 180, 180])
    }

    /// fvalle1/zotviewer `Payload/Runner.app/Assets.car` @ 4aab99bed16d0457aac833f5c78238a074ff4693
    /// (GPL-3.0, 401 KB: over the size kept here): Xcode 15.4, deepmap and deepmap2, packed atlases.
    @Test func everyBitmapOfZotviewerDecodes() throws {
        let path = Self.folder + "/fvalle1__zotviewer__Payload_Runner.app_Assets.car"
        guard FileManager.default.fileExists(atPath: path) else { return print("ExtraCatalogTests: \(path) is absent; see the comment") }
        let catalog = try CompiledCatalog(path: path)
        for rendition in catalog.renditions where rendition.layout != .multiSizeImageSet { _ = try catalog.image(of: rendition) }
        #expect(catalog.appIcons.first?.images.count == 26)
    }
}
