import Foundation
import IconLint
import TestSupport

@testable import IconKit

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

    /// Made once: a 1024 px PNG is 3 MB of stored deflate blocks.
    static let marketingPNG = PNGFixture.solid(width: 1024, height: 1024, rgba: (30, 120, 200, 255))
    static let catalog = "App/Assets.xcassets"
    static let primarySet = "App/Assets.xcassets/AppIcon.appiconset"

    static func icon(_ files: [String], ordinal: Int) -> [String: Any] {
        ["CFBundleIconFiles": files, "ordinal": ordinal]
    }

    static var good: LintFixture {
        var files: [String: Data] = [:]
        // Each alternate its own colour: two alternates of the same bytes are a finding.
        for (name, rgba) in [("dark", (40, 40, 60, 255)), ("light", (200, 40, 90, 255))] as [(String, (UInt8, UInt8, UInt8, UInt8))] {
            files["App/Icons/\(name)-60@2x.png"] = PNGFixture.solid(width: 120, height: 120, rgba: rgba)
            files["App/Icons/\(name)-60@3x.png"] = PNGFixture.solid(width: 180, height: 180, rgba: rgba)
            files["App/Icons/\(name)-76@2x~ipad.png"] = PNGFixture.solid(width: 152, height: 152, rgba: rgba)
            files["App/Icons/\(name)-83.5@2x~ipad.png"] = PNGFixture.solid(width: 167, height: 167, rgba: rgba)
        }
        var entries: [[String: Any]] = []
        for (file, idiom, size, scale, pixels) in [
            ("i120.png", "iphone", "60x60", "2x", 120), ("i180.png", "iphone", "60x60", "3x", 180),
            ("p152.png", "ipad", "76x76", "2x", 152), ("p167.png", "ipad", "83.5x83.5", "2x", 167),
        ] {
            entries.append(["filename": file, "idiom": idiom, "size": size, "scale": scale])
            files["\(primarySet)/\(file)"] = PNGFixture.solid(width: pixels, height: pixels)
        }
        entries.append(["filename": "store.png", "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x"])
        files["\(primarySet)/store.png"] = marketingPNG
        files["\(catalog)/Contents.json"] = Data(#"{"info":{"author":"xcode","version":1}}"#.utf8)
        let plist: [String: Any] = [
            "CFBundleDisplayName": "Good", "CFBundleIdentifier": "com.example.good", "UIDeviceFamily": [1, 2],
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
                "CFBundleAlternateIcons": ["dark": icon(["dark-60"], ordinal: 1), "light": icon(["light-60"], ordinal: 2)],
            ] as [String: Any],
            "CFBundleIcons~ipad": [
                "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
                "CFBundleAlternateIcons": [
                    "dark": icon(["dark-76", "dark-83.5"], ordinal: 1),
                    "light": icon(["light-76", "light-83.5"], ordinal: 2),
                ],
            ] as [String: Any],
        ]
        return LintFixture(plist: plist, files: files, primaryEntries: entries)
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
