/// The pixel size a loose icon file's name promises: its point size (`icon-60@2x.png`,
/// `AppIcon83.5x83.5@2x~ipad.png`, `icon_76pt@2x.png`) times its scale, or, when the name gives no
/// point size, any of the icon point sizes iOS has times its scale. A name without `@2x` or `@3x` is
/// a 1x file, as iOS loads it (`AppIcon-Patron-Dark-ipad-pro.png`, 167 px, is 167 pt: no icon size).
///
/// Asset-catalog entries are checked against their slot by `catalog-size-mismatch`; this is for the
/// files `CFBundleIconFiles` names, whose scale iOS reads from the file name.
enum LooseFileSize {
    /// The point sizes of iOS app icons and their Settings, Spotlight and notification variants.
    static let iconPoints: Set<Double> = [20, 29, 40, 50, 57, 60, 72, 76, 83.5]
    /// The App Store size, valid as a loose file at 1x only.
    static let storePoints: Double = 1024

    /// What a file of `stem` (the name without modifiers and extension) at `scale` should measure.
    enum Expectation: Equatable {
        /// The name gives a point size: exactly this many pixels.
        case named(points: Double, pixels: Double)
        /// No point size in the name: the width divided by the scale must be an icon point size.
        case anyIconSize
    }

    static func expectation(stem: String, scale: Int) -> Expectation {
        guard let points = namedPoints(in: stem) else { return .anyIconSize }
        return .named(points: points, pixels: points * Double(scale))
    }

    /// Whether a square image `width` pixels wide fits what the name promises.
    static func fits(width: Int, scale: Int, _ expectation: Expectation) -> Bool {
        switch expectation {
        case .named(_, let pixels): return Double(width) == pixels
        case .anyIconSize:
            let points = Double(width) / Double(scale)
            return iconPoints.contains(points) || (scale == 1 && points == storePoints)
        }
    }

    /// The icon point size that ends `stem`: `60` in `icon-60`, `icon_60` or `icon_60pt`, `83.5` in
    /// `AppIcon83.5x83.5`. A bare number glued to a word (`Alternate20`) is a name, not a size.
    static func namedPoints(in stem: String) -> Double? {
        let stem = stem.lowercased().hasSuffix("pt") ? String(stem.dropLast(2)) : stem
        let tail = stem.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "x") }
        let text = String(tail.reversed())
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let number: Substring
        if parts.count == 2 {
            guard parts[0] == parts[1] else { return nil }
            number = parts[1]
        } else {
            let before = stem.dropLast(text.count).last
            guard parts.count == 1, let before, ["-", "_", " "].contains(before) else { return nil }
            number = parts[0]
        }
        guard let points = Double(number), iconPoints.contains(points) || points == storePoints else { return nil }
        return points
    }
}
