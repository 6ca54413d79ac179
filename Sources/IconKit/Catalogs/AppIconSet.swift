/// An `.appiconset` folder of an asset catalog, as its `Contents.json` describes it.
public struct AppIconSet: Equatable, Sendable {
    /// One entry of `images` in `Contents.json`.
    public struct Image: Equatable, Sendable {
        /// nil for an empty slot.
        public var filename: String?
        /// `iphone`, `ipad`, `ios-marketing`, `universal`, `mac`, `watch`, …
        public var idiom: CatalogIdiom
        /// Points, e.g. 60 for "60x60"; nil when missing or unreadable.
        public var size: Double?
        /// 1, 2 or 3; nil for single-size entries.
        public var scale: Int?
        var platform: CatalogPlatform?
        public var appearance: IconAppearance
        /// The file's absolute path when `filename` is set (whether it exists or not).
        public var path: String?
        /// Where the entry is in `Contents.json`'s `images` array (for key paths like `images[3]`).
        public var index: Int = 0
        /// `size` as written, when it could not be read as points (e.g. "60" or "big").
        public var unreadableSize: String? = nil

        /// A `universal` entry for iOS (no platform, or `ios`): the single-size or "all sizes" form.
        public var isUniversalForIOS: Bool {
            idiom == .universal && (platform == nil || platform == .ios)
        }
    }

    /// The set's name as the build settings and `CFBundleIconName` use it (with namespace prefixes).
    public var name: String
    /// The `.appiconset` folder.
    public var folder: String
    public var images: [Image]
    /// Problems in `Contents.json` (unreadable, wrong types), with the file.
    public var diagnostics: [Diagnostic]

    /// The images a device of `idiom` can show, for `appearance`.
    ///
    /// Order of preference: the idiom's own entries, then `universal` (the single-size form), then the
    /// App Store's `ios-marketing` image, which has the same design at 1024 px.
    func candidates(for idiom: Idiom, appearance: IconAppearance) -> [Image] {
        let withFiles = images.filter { $0.filename != nil && $0.appearance == appearance }
        let own = withFiles.filter { $0.idiom == CatalogIdiom(idiom) }
        if !own.isEmpty { return own }
        let universal = withFiles.filter(\.isUniversalForIOS)
        if !universal.isEmpty { return universal }
        return withFiles.filter { $0.idiom == .iosMarketing }
    }
}
