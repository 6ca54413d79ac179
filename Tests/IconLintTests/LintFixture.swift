import Foundation
import TestSupport

@testable import IconKit
@testable import IconLint

/// A small app that lints clean, as files on disk, which each rule's test breaks in one place.
///
/// The primary icon is an asset-catalog set with every required iOS size and an opaque 1024 px App
/// Store image; two alternates ("dark", "light") have loose 120/180 px iPhone files and 152/167 px
/// iPad files, declared in both `CFBundleIcons` and `CFBundleIcons~ipad`, with ordinals.
struct LintFixture {
    var plist: [String: Any]
    /// Relative path → file contents.
    var files: [String: Data]
    /// `AppIcon`'s `Contents.json` entries.
    var primaryEntries: [[String: Any]]

    /// A 1024 px App Store image (3 MB of stored deflate blocks, made once by `ExampleFile.data`).
    static var marketingPNG: Data { ExampleFile.png(width: 1024, height: 1024, colour: .sky).data }
    static let catalog = ExampleApp.catalog
    static let primarySet = ExampleApp.primarySet

    static func icon(_ files: [String], ordinal: Int) -> [String: Any] {
        ["CFBundleIconFiles": files, "ordinal": ordinal]
    }

    /// The rules' examples' good app (`ExampleApp.good`), as plist values and bytes to change.
    static var good: LintFixture {
        let app = ExampleApp.good
        let contents = primarySet + "/Contents.json"
        return LintFixture(
            plist: app.infoPlist?.foundationValue as? [String: Any] ?? [:],
            files: app.files.filter { $0.key != contents }.mapValues(\.data),
            primaryEntries: app.primaryEntries.compactMap { $0.foundationValue as? [String: Any] })
    }

    /// Changes the value at a key path of the Info.plist (nil removes it), e.g. `["CFBundleIcons", "CFBundleAlternateIcons", "dark"]`.
    mutating func set(_ path: [String], _ value: Any?) {
        plist = Self.setting(plist, path[...], value)
    }

    static func setting(_ dictionary: [String: Any], _ path: ArraySlice<String>, _ value: Any?) -> [String: Any] {
        var copy = dictionary
        guard let key = path.first else { return copy }
        if path.count == 1 {
            copy[key] = value
        } else {
            copy[key] = setting(copy[key] as? [String: Any] ?? [:], path.dropFirst(), value)
        }
        return copy
    }

    /// Writes the app into a fresh folder (the caller removes it).
    func write() -> TemporaryFolder {
        let folder = TemporaryFolder("iconpicker-lint")
        folder.write("App/Info.plist", PlistFixture.xml(plist))
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        for (path, data) in files { folder.write(path, data) }
        CatalogFixture.write(
            ["images": primaryEntries, "info": ["author": "xcode", "version": 1]],
            to: "\(Self.primarySet)/Contents.json", in: folder)
        return folder
    }

    /// Writes, reads for the app's devices (or `idioms`) and lints.
    /// Lints the app written to a temporary folder; `fromItsFolder` makes that folder the working
    /// directory messages name paths from.
    func lint(
        idioms: [Idiom]? = nil, pixelReader: (any IconPixelReader)? = nil, maxIndexEntries: Int = 100_000,
        fromItsFolder: Bool = false
    ) throws -> LintReport {
        let folder = write()
        defer { folder.remove() }
        let apps = try AppLoader(LoadOptions(idioms: idioms), maxIndexEntries: maxIndexEntries)
            .load(try AppLocator().locate(folder.path + "/App/Info.plist"))
        var linter = Linter(pixelReader: pixelReader)
        if fromItsFolder { linter.workingDirectory = folder.path }
        return linter.lint(apps)
    }
}
