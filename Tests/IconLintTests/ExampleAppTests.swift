import Foundation
import Synchronization
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// Writes an example app with the test fixtures (real PNGs, plists, JSON and projects) and lints it
/// as `lint` does: read for its devices (or `idioms`), then checked.
extension ExampleApp {
    /// The files written into a fresh folder (the caller removes it).
    func write() -> TemporaryFolder {
        let folder = TemporaryFolder("iconpicker-example")
        if let infoPlist { folder.write(Self.infoPlistPath, PlistFixture.xml(infoPlist.foundationValue)) }
        for (path, file) in files { folder.write(path, file.data) }
        return folder
    }

    func lint(idioms: [Idiom]? = nil, decodesPixels: Bool = false) throws -> LintReport {
        let folder = write()
        defer { folder.remove() }
        let apps = try AppLoader(LoadOptions(idioms: idioms), maxIndexEntries: searchLimit ?? 100_000)
            .load(try AppLocator().locate(folder.path + "/" + input))
        return Linter(pixelReader: decodesPixels ? StoredPNGPixelReader() : nil).lint(apps)
    }
}

extension ExamplePlist {
    /// The value as Foundation's property-list and JSON writers take it.
    var foundationValue: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .bool(let value): value
        case .array(let elements): elements.map(\.foundationValue)
        case .dictionary(let entries): entries.mapValues(\.foundationValue)
        }
    }
}

extension ExampleFile {
    /// The bytes, made by the fixtures; a 1024 px PNG is 3 MB of stored deflate, so each is made once.
    var data: Data {
        if let made = Self.made.withLock({ $0[self] }) { return made }
        let data = make()
        Self.made.withLock { $0[self] = data }
        return data
    }

    private static let made = Mutex<[ExampleFile: Data]>([:])

    private func make() -> Data {
        switch self {
        case .png(let width, let height, let colour, let alpha):
            PNGFixture.solid(width: width, height: height, rgba: (colour.red, colour.green, colour.blue, colour.alpha), alpha: alpha)
        case .crushedPNG(let width, let height):
            PNGFixture.cgbi(width: width, height: height, rgba: [UInt8](repeating: 255, count: width * height * 4))
        case .greyPNGWithTransparencyChunk(let width, let height):
            Self.withTransparencyChunk(
                PNGFixture.png(width: width, height: height, colorType: 0, raw: Data(repeating: 0, count: (width + 1) * height)))
        case .truncatedPNG(let width, let height, let keeping): PNGFixture.solid(width: width, height: height).prefix(keeping)
        case .bytes(let bytes): Data(bytes)
        case .text(let text): Data(text.utf8)
        case .json(let value):
            (try? JSONSerialization.data(withJSONObject: value.foundationValue, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        case .plist(let value): PlistFixture.xml(value.foundationValue)
        case .xcodeProject(let project):
            Data(
                ModernProjectFixture(
                    settings: project.settings.map { ($0.key, $0.value) }, synchronizedFolder: project.synchronizedFolder,
                    membershipExceptions: project.membershipExceptions, resources: project.resources.map { ($0.path, $0.type) }
                ).text.utf8)
        case .compiledCatalog(let catalog): Self.car(catalog)
        }
    }

    /// The catalog written by the fixture: each set's identifier, its bitmaps run-length coded (or raw).
    static func car(_ catalog: ExampleCatalog) -> Data {
        let idioms = ["universal": 0, "iphone": 1, "ipad": 2, "ios-marketing": 6]
        let appearances: [IconAppearance: Int] = [.any: 0, .dark: 1, .tinted: 10]
        return CarFixture.catalog(
            catalog.sets.map { set in
                CarFixture.IconSet(
                    name: set.name,
                    images: set.images.map { image in
                        CarFixture.Image(
                            idiom: idioms[image.idiom] ?? 0, pixels: image.pixels, scale: image.scale,
                            appearance: appearances[image.appearance] ?? 0,
                            rgba: (image.colour.red, image.colour.green, image.colour.blue, image.colour.alpha), raw: image.uncompressed)
                    })
            }, thinnedFor: catalog.thinnedFor)
    }

    /// A PNG with a `tRNS` chunk after `IHDR`: transparency without an alpha channel.
    static func withTransparencyChunk(_ png: Data) -> Data {
        var data = png
        data.insert(contentsOf: PNGFixture.chunk("tRNS", Data([0, 0])), at: 33)
        return data
    }
}

@Suite struct ExampleAppTests {
    /// Every example starts from one of these, so each must lint clean: an example then shows its
    /// one change, and a rule that fires on the base is caught here rather than hidden in an example.
    @Test(arguments: [
        ("good", ExampleApp.good), ("catalogProject", .catalogProject), ("iconComposerProject", .iconComposerProject),
        ("expoApp", .expoApp), ("mauiApp", .mauiApp), ("builtApp", .builtApp),
    ])
    func theBaseAppsLintClean(name: String, app: ExampleApp) throws {
        let report = try app.lint(decodesPixels: true)
        #expect(report.findings.isEmpty, "\(name): \(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(report.idioms == [.iphone, .ipad])
    }

    @Test func thePlistIsEditedAtAKeyPath() {
        var app = ExampleApp.good
        app[plist: ExampleApp.alternates + ["dark", "ordinal"]] = 7
        app[plist: ["New", "Nested"]] = "x"
        app[plist: ExampleApp.alternates + ["light"]] = nil
        #expect(app[plist: ExampleApp.alternates + ["dark", "ordinal"]] == 7)
        #expect(app[plist: ["New", "Nested"]] == "x")
        #expect(app[plist: ExampleApp.alternates + ["light"]] == nil)
        #expect(app[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] == ["dark-60"])
    }

    @Test func primaryEntriesAreTheSetsContentsJSON() {
        var app = ExampleApp.good
        #expect(app.primaryEntries.count == 5)
        app.primaryEntries.removeAll { $0[["idiom"]] == "ios-marketing" }
        guard case .json(let contents)? = app.files[ExampleApp.primarySet + "/Contents.json"] else {
            Issue.record("no Contents.json")
            return
        }
        #expect(contents[["images"]]?.elements.count == 4)
        #expect(contents[["info", "author"]] == "xcode")
    }
}
