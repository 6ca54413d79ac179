import Foundation
import IconResizing
import ImageDecoding

/// `iconpicker-bench icon-sizes SOURCE.png OUTPUT-FOLDER [LEVEL]`: what `add` does to the image, as a
/// whole process for `time` or a loop of runs: read a 1024 px PNG, make the ten iPhone and iPad sizes
/// and write each file (LEVEL: zlib's, to compare speed and size). Prints the bytes written; the time
/// comes from timing the process.
enum IconSizesBench {
    static let sizes = [40, 58, 60, 80, 87, 120, 152, 167, 180, 1024]

    static func run(source: String, output: String, level: Int?) -> Int32 {
        do {
            let png = try Data(contentsOf: URL(fileURLWithPath: source))
            let resizer = IconResizer(encoder: level.map { PNGEncoder(compressionLevel: $0) } ?? PNGEncoder())
            let icons = try resizer.icons(fromPNG: png, path: source, sizes: sizes)
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for icon in icons {
                try icon.png.write(to: URL(fileURLWithPath: "\(output)/icon-\(icon.size).png"))
            }
            print(icons.reduce(0) { $0 + $1.png.count })
            return 0
        } catch {
            FileHandle.standardError.write(Data("iconpicker-bench: \(error)\n".utf8))
            return 1
        }
    }
}
