import Basics
import Foundation

/// An icon a build step draws from source images, which the repository therefore never holds in the
/// form the app ships: a .NET MAUI `<MauiIcon>` (Resizetizer renders an `.appiconset` from an SVG or
/// PNG and an optional foreground), or an Expo app's icons (`npx expo prebuild` resizes `ios.icon`
/// and each icon plugin's images into sets or loose files).
///
/// Its picture is its source image: what a person drew, and what the build scales. Where the build
/// draws more than one image (MAUI's foreground over its background), `foreground` says so and the
/// picture is composited as the build composites it.
public struct GeneratedIcon: Equatable, Hashable, Sendable {
    /// What generates it, as people say it: `MAUI`, `Expo prebuild (expo-alternate-app-icons)`.
    public var generator: String
    /// The image the build draws (MAUI: the background), absolute; nil when no image is given or
    /// its path is computed (see `computed`).
    public var image: String?
    /// The image drawn over `image` (MAUI's `ForegroundFile`), absolute.
    public var foreground: String?
    /// The images of the other appearances (Expo's `ios.icon.dark` and `.tinted`), absolute.
    public var appearances: [IconAppearance: String] = [:]
    /// The colour the canvas is filled with first (MAUI's `Color`, `#RRGGBB` or a name), as written.
    public var background: String?
    /// The colour the foreground is painted in (MAUI's `TintColor`), as written.
    public var tint: String?
    /// The foreground's size relative to the background (MAUI's `ForegroundScale`, 1 by default).
    public var foregroundScale: Double = 1
    /// Where the icon is declared: the file (absolute) and, for code or XML, the line.
    public var file: String
    public var line: Int?
    /// Where inside `file`: `ios.icon`, `plugins[2]`, `MauiIcon`.
    public var keyPath: String?
    /// When the image's path is computed when the configuration runs: what it is, as written.
    public var computed: String?
    /// The largest image the build writes, in pixels: a source smaller than this is enlarged.
    public var largestOutput: Int
    /// Whether the build fills transparent pixels (Expo's app icon, made opaque on white).
    public var fillsTransparency: Bool = false
    /// Whether the build reads SVG sources (MAUI does; Expo's image tools do not).
    public var acceptsVector: Bool = false

    public init(generator: String, image: String?, file: String, line: Int? = nil, largestOutput: Int = 1024) {
        self.generator = generator
        self.image = image
        self.file = file
        self.line = line
        self.largestOutput = largestOutput
    }

    /// `app.config.ts:12`, or the file's name alone: where a message says the icon is declared.
    public var place: String {
        let name = (file as NSString).lastPathComponent
        return line.map { "\(name):\($0)" } ?? name
    }

    /// The image of `appearance`, falling back to the default one (as the built set does).
    public func image(for appearance: IconAppearance) -> String? {
        appearances[appearance] ?? image
    }

    /// The source files, default image first.
    public var sources: [String] {
        [image, foreground].compactMap { $0 } + IconAppearance.allCases.compactMap { appearances[$0] }
    }

    /// Whether the file at `path` is an SVG document (by its first bytes, as the decoder tells them).
    public static func isVector(_ path: String) -> Bool {
        guard let head = try? RegularFile.prefix(path: path, count: 4096) else { return false }
        return String(decoding: head, as: UTF8.self).contains("<svg")
    }
}

extension GeneratedIcon {
    /// A colour as MAUI's `Color` parses it: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first),
    /// or one of the few names icons use; nil for anything else.
    public static func colour(_ text: String) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        let named: [String: (UInt8, UInt8, UInt8, UInt8)] = [
            "white": (255, 255, 255, 255), "black": (0, 0, 0, 255), "transparent": (255, 255, 255, 0),
        ]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let colour = named[trimmed.lowercased()] { return colour }
        guard trimmed.hasPrefix("#") else { return nil }
        var digits = Array(trimmed.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 6 { digits = ["f", "f"] + digits }
        let bytes = stride(from: 0, to: 8, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
        guard bytes.count == 4 else { return nil }
        return (bytes[1], bytes[2], bytes[3], bytes[0])
    }
}
