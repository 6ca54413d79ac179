import Basics
import Foundation

/// The pictures an SVG carries inside itself (`data:` URIs in `<image>` or `<feImage>`), checked by
/// the sizes they declare before librsvg sees the file. librsvg decodes an embedded picture whole,
/// at the size its header declares, however small it is drawn: a 398-byte SVG whose PNG declared
/// 30000x30000 grew the helper to 3.7 GB. A PNG, JPEG, GIF or BMP is refused above `maxDimension` a
/// side, and all of them together above two full-size icons' pixels; a nested SVG is checked the
/// same way. Pictures of other formats, or whose size cannot be read, are left to librsvg under
/// the helper's memory limit (`SVGHelperServer.memoryLimit`).
enum SVGEmbeddedImages {
    /// Nested SVGs checked inside one another; deeper ones are librsvg's to refuse.
    static let maxNesting = 4

    /// Throws `.tooLarge` when an embedded picture, or all of them together, exceed the limits.
    static func check(_ svg: Data, maxDimension: Int, path: String) throws(ImageDecodeError) {
        var pixels = 0
        try check([UInt8](svg), maxDimension: maxDimension, path: path, depth: 0, pixels: &pixels)
    }

    private static func check(_ bytes: [UInt8], maxDimension: Int, path: String, depth: Int, pixels: inout Int) throws(ImageDecodeError) {
        let side = max(0, maxDimension)
        let budget = side.multipliedReportingOverflow(by: side).partialValue.multipliedReportingOverflow(by: 2)
        for uri in DataURI.all(in: bytes) {
            let content = uri.content()
            if uri.mediaType.hasPrefix("image/svg") {
                if depth < maxNesting { try check(content, maxDimension: maxDimension, path: path, depth: depth + 1, pixels: &pixels) }
                continue
            }
            guard let size = EmbeddedImageSize.of(content) else { continue }
            guard size.width <= side, size.height <= side else {
                throw tooLarge(
                    path, "embeds a picture of \(size.width)x\(size.height) pixels, larger than the \(side)-pixel limit for an icon")
            }
            pixels += size.width * size.height
            if !budget.overflow && pixels > budget.partialValue {
                throw tooLarge(
                    path, "embeds pictures of more than \(budget.partialValue) pixels in all, more than two icons of \(side)x\(side)")
            }
        }
    }

    private static func tooLarge(_ path: String, _ what: String) -> ImageDecodeError {
        ImageDecodeError(path: path, kind: .tooLarge, detail: what + "; not drawn")
    }
}

/// One `data:` URI found in an SVG's bytes: `data:[media type][;base64],content`.
struct DataURI {
    /// Lower-cased, parameters dropped ("image/png").
    var mediaType: String
    var isBase64: Bool
    /// The content as written: up to the quote, bracket or parenthesis that ends the attribute or `url()`.
    var encoded: ArraySlice<UInt8>

    /// The longest media type and parameters read before the comma.
    static let maxHeader = 256

    /// Every `data:` URI in `bytes`, in order.
    static func all(in bytes: [UInt8]) -> [DataURI] {
        var found: [DataURI] = []
        var index = 0
        while let start = find(Array("data:".utf8), in: bytes, from: index) {
            index = start + 5
            guard let comma = bytes[index..<min(bytes.count, index + maxHeader)].firstIndex(of: UInt8(ascii: ",")) else { continue }
            let header = String(decoding: bytes[index..<comma], as: UTF8.self).lowercased().filter { !$0.isWhitespace }
            let parameters = header.split(separator: ";", omittingEmptySubsequences: false)
            var end = comma + 1
            while end < bytes.count && !terminators.contains(bytes[end]) { end += 1 }
            found.append(
                DataURI(
                    mediaType: String(parameters.first ?? ""), isBase64: parameters.dropFirst().contains("base64"),
                    encoded: bytes[(comma + 1)..<end]))
            index = end
        }
        return found
    }

    /// Bytes that end a URI inside an attribute or a CSS `url()`.
    static let terminators: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">")]

    /// The decoded content (base64 with whitespace and entities between its characters ignored, or
    /// percent-encoded text).
    func content() -> [UInt8] {
        if isBase64 {
            return Data(base64Encoded: Data(encoded), options: .ignoreUnknownCharacters).map { [UInt8]($0) } ?? []
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index < encoded.endIndex {
            if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.endIndex,
                let value = UInt8(String(decoding: encoded[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                decoded.append(value)
                index += 3
            } else {
                decoded.append(encoded[index])
                index += 1
            }
        }
        return decoded
    }

    /// The first index of `needle` in `bytes` at or after `start`, ignoring ASCII case.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] | 0x20 == first,
                (1..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] || bytes[index + $0] | 0x20 == needle[$0] })
            {
                return index
            }
            index += 1
        }
        return nil
    }
}
