import Basics

/// The image formats besides PNG that the asset catalog compiler decodes (and converts), told by a
/// file's first bytes: an icon set's JPEG or WebP under a .png name is a wrong file that still ships
/// (Kiwix's WebP AppIcon), not a missing image.
enum ImageSignature {
    /// Whether the file at `path` starts like a JPEG, WebP, GIF, HEIC/HEIF or TIFF image.
    static func isOtherImage(atPath path: String) -> Bool {
        guard let data = try? RegularFile.prefix(path: path, count: 12), data.count >= 4 else { return false }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return true }
        if bytes.starts(with: Array("GIF8".utf8)) { return true }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return true }
        guard bytes.count >= 12 else { return false }
        if bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8) { return true }
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        return Array(bytes[4..<8]) == Array("ftyp".utf8) && ["heic", "heix", "mif1", "msf1", "avif"].contains(brand)
    }
}
