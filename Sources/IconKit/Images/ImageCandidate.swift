import Basics

/// One image file that can stand for an icon on some device and scale.
public struct ImageCandidate: Equatable, Sendable {
    /// Absolute path.
    public var path: String
    /// The `CFBundleIconFiles` entry this file was found for.
    public var baseName: String
    /// 1, 2 or 3 (from `@2x`, `@3x`).
    public var scale: Int
    /// The device modifier (`~ipad`, `~iphone`), when the file name has one.
    public var device: Idiom?
    /// The header, or nil when the file is not a readable PNG.
    public var header: PNGHeader?
    /// Why the header could not be read.
    public var failure: PNGHeader.Failure?

    var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
    var pixelArea: Int { (header?.width ?? 0) * (header?.height ?? 0) }
}
