import Basics
import CLibPNG
import Foundation

/// Decodes PNG files into RGBA pixels through libpng's simplified API, safely.
///
/// Before anything is allocated, the size from the header is checked against `maxDimension`
/// (a 74-byte file can declare 100000x100000, and `PNG_IMAGE_SIZE` wraps at 32 bits), and the file
/// against `maxFileSize`. Apple CgBI PNGs are un-crushed first. Every failure is one line naming the
/// file and the reason; nothing is printed and nothing crashes.
public struct PNGDecoder: Sendable {
    /// The largest width or height accepted (icons are at most 1024 px; a few times that is allowed).
    public var maxDimension: Int
    public var maxFileSize: Int

    public init(maxDimension: Int = 4096, maxFileSize: Int = 64 << 20) {
        self.maxDimension = maxDimension
        self.maxFileSize = maxFileSize
    }

    /// libpng's version, e.g. "1.6.39".
    public static var libraryVersion: String { String(cString: cpng_libpng_version()) }

    public func decode(path: String) throws(PNGDecodeError) -> RGBAImage {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: maxFileSize)
        } catch .missing {
            throw PNGDecodeError(path: path, kind: .missing, detail: "no such file")
        } catch .tooLarge {
            throw PNGDecodeError(path: path, kind: .tooLarge, detail: "is larger than \(maxFileSize / (1 << 20)) MB, too large for an icon")
        } catch .notRegular(let kind) {
            throw PNGDecodeError(path: path, kind: .unreadable, detail: "is \(kind), not an image file")
        } catch {
            throw PNGDecodeError(path: path, kind: .unreadable, detail: "cannot be read (\(error.reason))")
        }
        return try decode(data, path: path)
    }

    public func decode(_ data: Data, path: String) throws(PNGDecodeError) -> RGBAImage {
        do {
            return try decodeChecked([UInt8](data))
        } catch {
            throw PNGDecodeError(path: path, kind: error.kind, detail: error.detail)
        }
    }

    private func decodeChecked(_ bytes: [UInt8]) throws(PNGDecodeFailure) -> RGBAImage {
        let header: PNGHeader
        do {
            header = try PNGHeader.parse(Data(bytes.prefix(128)))
        } catch {
            throw PNGDecodeFailure(Self.kind(of: error), "\(error)")
        }
        try checkSize(width: header.width, height: header.height)
        guard header.isCgBI else { return try libpngDecode(bytes) }
        var image = try libpngDecode(try CgBIUncrusher.uncrush(bytes, header: header))
        CgBIUncrusher.restoreColours(&image.pixels)
        return image
    }

    private func checkSize(width: Int, height: Int) throws(PNGDecodeFailure) {
        guard width <= maxDimension, height <= maxDimension else {
            throw PNGDecodeFailure(.tooLarge, "is \(width)x\(height) pixels, larger than the \(maxDimension)-pixel limit for an icon")
        }
    }

    /// Both libpng calls happen inside one `withUnsafeBytes`: libpng keeps the input pointer
    /// between them, and splitting them is a use-after-free that only shows in release builds.
    private func libpngDecode(_ bytes: [UInt8]) throws(PNGDecodeFailure) -> RGBAImage {
        var image = png_image()
        image.version = cpng_image_version()
        var failure: PNGDecodeFailure?
        var result: RGBAImage?
        bytes.withUnsafeBytes { buffer in
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                failure = message(of: &image)
                return
            }
            defer { png_image_free(&image) }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width <= maxDimension, height <= maxDimension else {
                failure = PNGDecodeFailure(
                    .tooLarge, "is \(width)x\(height) pixels, larger than the \(maxDimension)-pixel limit for an icon")
                return
            }
            image.format = cpng_format_rgba()
            // libpng writes every byte, so the buffer is not zero-filled first (4 MB for a 1024 px icon).
            var finished: Int32 = 0
            // Checked: `maxDimension` is the caller's, and a row stride past Int32 would trap.
            guard let stride = Int32(exactly: width * 4) else {
                failure = PNGDecodeFailure(.tooLarge, "is \(width) pixels wide, too wide to decode")
                return
            }
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, count in
                finished = png_image_finish_read(&image, nil, target.baseAddress, stride, nil)
                count = finished != 0 ? target.count : 0
            }
            guard finished != 0 else {
                failure = message(of: &image)
                return
            }
            result = RGBAImage(width: width, height: height, pixels: pixels)
        }
        if let result { return result }
        throw failure ?? PNGDecodeFailure(.damaged, "libpng could not decode it")
    }

    /// The kind of a header failure (the header reader is shared with lint, so it has its own type).
    private static func kind(of failure: PNGHeader.Failure) -> PNGDecodeError.Kind {
        switch failure {
        case .unreadable: return .unreadable
        case .notPNG, .gitLFSPointer: return .notPNG
        case .truncated: return .truncated
        case .malformed: return .damaged
        }
    }

    /// libpng's message, with its jargon turned into something a person can act on.
    private func message(of image: inout png_image) -> PNGDecodeFailure {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let lower = text.lowercased()
        if lower.contains("not enough image data") || lower.contains("truncated") || lower.contains("read error")
            || lower.contains("beyond end")
            || lower.contains("unexpected end")
        {
            return PNGDecodeFailure(.truncated, "is cut short (\(text))")
        }
        if lower.contains("not a png") || lower.contains("signature") {
            return PNGDecodeFailure(.notPNG, "is not a PNG file")
        }
        return PNGDecodeFailure(.damaged, "is damaged (\(text.isEmpty ? "libpng gave no reason" : text))")
    }
}
