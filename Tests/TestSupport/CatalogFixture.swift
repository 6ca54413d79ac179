import Foundation

/// Asset-catalog icon sets written for tests, in both `Contents.json` forms.
public enum CatalogFixture {
    /// The old multi-size form: iPhone 60@2x/@3x, iPad 76@1x/@2x and 83.5@2x, marketing 1024 (left empty).
    public static func multiSize(
        in folder: TemporaryFolder, catalog: String, set: String, color: (UInt8, UInt8, UInt8, UInt8) = (200, 40, 90, 255)
    ) {
        let base = "\(catalog)/\(set).appiconset"
        let entries: [(String, String, String, String, Int)] = [
            ("iphone-120.png", "iphone", "60x60", "2x", 120), ("iphone-180.png", "iphone", "60x60", "3x", 180),
            ("ipad-76.png", "ipad", "76x76", "1x", 76), ("ipad-152.png", "ipad", "76x76", "2x", 152),
            ("ipad-167.png", "ipad", "83.5x83.5", "2x", 167),
        ]
        var images: [[String: Any]] = entries.map { ["filename": $0.0, "idiom": $0.1, "size": $0.2, "scale": $0.3] }
        images.append(["idiom": "ios-marketing", "size": "1024x1024", "scale": "1x"])
        for entry in entries { folder.write("\(base)/\(entry.0)", PNGFixture.solid(width: entry.4, height: entry.4, rgba: color)) }
        write(["images": images, "info": ["author": "xcode", "version": 1]], to: "\(base)/Contents.json", in: folder)
        write(["info": ["author": "xcode", "version": 1]], to: "\(catalog)/Contents.json", in: folder)
    }

    /// The single-size form (Xcode 14+), optionally with iOS 18 dark and tinted images.
    public static func singleSize(
        in folder: TemporaryFolder, catalog: String, set: String, appearances: Bool = false,
        missingFile: Bool = false
    ) {
        let base = "\(catalog)/\(set).appiconset"
        var images: [[String: Any]] = [["filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
        if appearances {
            images.append([
                "filename": "dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024",
                "appearances": [["appearance": "luminosity", "value": "dark"]],
            ])
            images.append([
                "idiom": "universal", "platform": "ios", "size": "1024x1024",
                "appearances": [["appearance": "luminosity", "value": "tinted"]],
            ])
            folder.write("\(base)/dark.png", PNGFixture.solid(width: 64, height: 64, rgba: (10, 10, 10, 255)))
        }
        if !missingFile { folder.write("\(base)/icon.png", PNGFixture.solid(width: 96, height: 96)) }
        write(["images": images, "info": ["author": "xcode", "version": 1]], to: "\(base)/Contents.json", in: folder)
    }

    public static func write(_ object: [String: Any], to path: String, in folder: TemporaryFolder) {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        folder.write(path, data)
    }
}
