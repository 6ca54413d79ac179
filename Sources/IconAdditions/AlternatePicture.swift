import Basics
import Foundation
import IconKit
import IconResizing

/// The picture a new alternate is made from: a 1024 px square PNG, or an Icon Composer `.icon` folder
/// (copied whole where the app compiles `.icon` bundles, drawn flat where it needs bitmaps).
public enum AlternatePicture: Equatable, Sendable {
    case png(path: String, data: Data)
    case iconBundle(path: String)

    /// Larger PNGs than this are refused: a 1024 px icon is a few megabytes at most.
    static let maxPNGSize = 32 << 20
    /// The only side a picture may have: App Store and single-size icons are 1024 px.
    public static let side = 1024

    /// Reads and checks the picture at `path` (absolute).
    public static func open(_ path: String) throws(AdditionError) -> AlternatePicture {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unusableImage(path: path, reason: "there is no such file")
        }
        if isFolder.boolValue {
            guard path.hasSuffix(".icon"), FileManager.default.fileExists(atPath: path + "/icon.json") else {
                throw .unusableImage(path: path, reason: "it is a folder but not an Icon Composer .icon (no icon.json in it)")
            }
            return .iconBundle(path: path)
        }
        let data: Data
        do { data = try RegularFile.read(path: path, limit: maxPNGSize) } catch {
            throw .unusableImage(path: path, reason: error.description)
        }
        guard let header = try? PNGHeader.parse(data) else { throw .unusableImage(path: path, reason: "it is not a PNG file") }
        guard header.width == side, header.height == side else {
            throw .unusableImage(path: path, reason: "it is \(header.width)x\(header.height) pixels, not \(side)x\(side)")
        }
        return .png(path: path, data: data)
    }

    public var path: String {
        switch self {
        case .png(let path, _), .iconBundle(let path): return path
        }
    }

    public var isIconBundle: Bool {
        if case .iconBundle = self { return true }
        return false
    }

    /// The picture at each of `sizes` pixels, as PNG files' bytes (a `.icon` drawn flat for `appearance`).
    func pngs(_ sizes: [Int], appearance: IconAppearance = .any) throws(AdditionError) -> [Data] {
        do {
            switch self {
            case .png(let path, let data): return try IconResizer().icons(fromPNG: data, path: path, sizes: sizes).map(\.png)
            case .iconBundle(let path):
                return try IconResizer().icons(fromIconBundle: path, appearance: appearance, sizes: sizes).map(\.png)
            }
        } catch { throw .image(error) }
    }
}
