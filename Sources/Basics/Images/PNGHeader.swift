import Foundation

/// The facts in a PNG's first chunk, read without decoding a pixel.
///
/// Apple's "CgBI" (crushed) PNGs put an extra critical chunk before `IHDR`; it is skipped and
/// reported, so built apps' icons are sized like any other.
public struct PNGHeader: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    public var colorType: Int
    /// True for Apple's CgBI variant, which standard decoders reject.
    public var isCgBI: Bool

    public init(width: Int, height: Int, bitDepth: Int, colorType: Int, isCgBI: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isCgBI = isCgBI
    }

    /// Whether the format has an alpha channel (palette transparency is not visible from the header).
    public var hasAlphaChannel: Bool { colorType == 4 || colorType == 6 }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case unreadable(String)
        case notPNG
        /// A Git LFS pointer (a few lines of text) checked out in place of the image.
        case gitLFSPointer
        case truncated
        case malformed(String)

        public var description: String {
            switch self {
            case .unreadable(let reason): return "cannot be read (\(reason))"
            case .notPNG: return "is not a PNG file"
            case .gitLFSPointer: return "is a Git LFS pointer, not the image; run git lfs pull"
            case .truncated: return "is cut short before its image header"
            case .malformed(let what): return "has a malformed header (\(what))"
            }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How every Git LFS pointer file begins.
    static let lfsPointerStart = Array("version https://git-lfs.github.com/spec/v1".utf8)

    /// Reads the first bytes of the file at `path`.
    public static func read(path: String) throws(Failure) -> PNGHeader {
        let bytes: Data
        do { bytes = try RegularFile.prefix(path: path, count: 128) } catch { throw .unreadable(error.reason) }
        return try parse(bytes)
    }

    /// Reads the first bytes of the file at `path`, which a folder listing has just reported as an
    /// ordinary file (see `RegularFile.prefix(ofListedFile:count:)`).
    public static func read(listedFile path: String) throws(Failure) -> PNGHeader {
        let bytes: [UInt8]
        do { bytes = try RegularFile.prefix(ofListedFile: path, count: 128) } catch { throw .unreadable(error.reason) }
        return try parse(bytes: bytes)
    }

    /// Parses the signature, an optional `CgBI` chunk and `IHDR`.
    public static func parse(_ data: Data) throws(Failure) -> PNGHeader {
        try parse(bytes: [UInt8](data.prefix(128)))
    }

    /// `parse(_:)` of the first bytes of a file (no more than 128 are looked at).
    public static func parse(bytes: [UInt8]) throws(Failure) -> PNGHeader {
        let bytes = bytes.count > 128 ? Array(bytes.prefix(128)) : bytes
        // Indexed byte by byte: the generic `starts(with:)` and `reduce` were most of a header's cost.
        guard bytes.count >= 8, (0..<8).allSatisfy({ bytes[$0] == signature[$0] }) else {
            if bytes.starts(with: lfsPointerStart) { throw .gitLFSPointer }
            throw !bytes.isEmpty && bytes.count < 8 && signature.starts(with: bytes) ? .truncated : .notPNG
        }
        func uint32(_ offset: Int) -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
                | UInt32(bytes[offset + 3])
        }
        // A chunk type as four bytes, not a `String` per type.
        func type(_ offset: Int) -> ArraySlice<UInt8>? {
            guard offset + 4 <= bytes.count else { return nil }
            return bytes[offset..<offset + 4]
        }
        func isType(_ type: ArraySlice<UInt8>, _ name: StaticString) -> Bool {
            let start = type.startIndex
            return (0..<4).allSatisfy { type[start + $0] == name.utf8Start[$0] }
        }
        var offset = 8
        var isCgBI = false
        guard let firstType = type(offset + 4), let firstLength = uint32(offset) else { throw .truncated }
        if isType(firstType, "CgBI") {
            isCgBI = true
            guard firstLength <= 64 else { throw .malformed("CgBI chunk of \(firstLength) bytes") }
            offset += 12 + Int(firstLength)
        }
        guard let ihdrType = type(offset + 4), let ihdrLength = uint32(offset) else { throw .truncated }
        guard isType(ihdrType, "IHDR") else {
            throw .malformed("the first chunk is \(String(decoding: ihdrType, as: UTF8.self).debugDescription), not IHDR")
        }
        guard ihdrLength == 13 else { throw .malformed("IHDR is \(ihdrLength) bytes, not 13") }
        guard let width = uint32(offset + 8), let height = uint32(offset + 12), offset + 18 <= bytes.count else {
            throw .truncated
        }
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .malformed("size \(width)x\(height)")
        }
        return PNGHeader(
            width: Int(width), height: Int(height), bitDepth: Int(bytes[offset + 16]),
            colorType: Int(bytes[offset + 17]), isCgBI: isCgBI)
    }
}
