import Basics
import CLibJPEG
import Foundation

/// Decodes JPEG layer images into RGBA pixels with libjpeg-turbo (TurboJPEG API).
///
/// Guards, as for PNG: the file size is capped before reading, the header's width and height are
/// checked before any pixel buffer is allocated, and progressive files are limited to libjpeg-turbo's
/// scan limit (`TJFLAG_LIMITSCANS`), which is what bounds the time a hostile JPEG can take (a file
/// of thousands of tiny scans decodes for minutes otherwise). Every failure is one line.
public struct JPEGDecoder: Sendable {
    public var maxDimension: Int
    public var maxFileSize: Int

    public init(maxDimension: Int = 4096, maxFileSize: Int = 32 << 20) {
        self.maxDimension = maxDimension
        self.maxFileSize = maxFileSize
    }

    public func decode(path: String) throws(ImageDecodeError) -> RGBAImage {
        try decode(ImageFileBytes.read(path: path, maxSize: maxFileSize), path: path)
    }

    public func decode(_ data: Data, path: String) throws(ImageDecodeError) -> RGBAImage {
        guard data.starts(with: [0xFF, 0xD8]) else {
            throw ImageDecodeError(path: path, kind: .wrongFormat, detail: "is not a JPEG file")
        }
        guard data.count <= maxFileSize, let count = UInt(exactly: data.count) else {
            throw ImageDecodeError(path: path, kind: .tooLarge, detail: "is too large for an icon layer")
        }
        guard let handle = tjInitDecompress() else {
            throw ImageDecodeError(path: path, kind: .unsupported, detail: "libjpeg-turbo could not start a decoder")
        }
        defer { tjDestroy(handle) }
        let result: Result<RGBAImage, ImageDecodeError> = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else {
                return .failure(ImageDecodeError(path: path, kind: .damaged, detail: "is empty"))
            }
            return decode(base, count: count, handle: handle, path: path)
        }
        return try result.get()
    }

    /// Header first (size check), then the pixels, in one borrow of the input bytes.
    private func decode(_ bytes: UnsafePointer<UInt8>, count: UInt, handle: tjhandle, path: String) -> Result<RGBAImage, ImageDecodeError> {
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, count, &width, &height, &subsampling, &colorspace) == 0 else {
            return .failure(failure(handle, path: path))
        }
        let pixelWidth = Int(width)
        let pixelHeight = Int(height)
        guard pixelWidth > 0, pixelHeight > 0 else {
            return .failure(ImageDecodeError(path: path, kind: .damaged, detail: "declares an empty image"))
        }
        guard pixelWidth <= maxDimension, pixelHeight <= maxDimension else {
            return .failure(
                ImageDecodeError(
                    path: path, kind: .tooLarge,
                    detail: "is \(pixelWidth)x\(pixelHeight) pixels, larger than the \(maxDimension)-pixel limit for an icon"))
        }
        var status: Int32 = -1
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelWidth * pixelHeight * 4) { target, initialized in
            status = tjDecompress2(
                handle, bytes, count, target.baseAddress, width, width * 4, height, Int32(TJPF_RGBA.rawValue),
                TJFLAG_LIMITSCANS | TJFLAG_ACCURATEDCT)
            // A warning (a few bytes missing at the end, stray bytes before a marker) still fills
            // every pixel, as every image viewer shows such files; only an error leaves them unset.
            if status != 0, tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) { status = 0 }
            initialized = status == 0 ? target.count : 0
        }
        guard status == 0 else { return .failure(failure(handle, path: path)) }
        return .success(RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels))
    }

    /// libjpeg-turbo's message, sorted into a kind: the scan limit is the time guard tripping.
    private func failure(_ handle: tjhandle, path: String) -> ImageDecodeError {
        let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "no reason given"
        let lower = message.lowercased()
        if lower.contains("scan") && lower.contains("exceed") {
            return ImageDecodeError(path: path, kind: .tooSlow, detail: "has too many progressive scans to decode in time (\(message))")
        }
        if lower.contains("not a jpeg") {
            return ImageDecodeError(path: path, kind: .wrongFormat, detail: "is not a JPEG file")
        }
        if lower.contains("colorspace") || lower.contains("unsupported") {
            return ImageDecodeError(path: path, kind: .unsupported, detail: "is a JPEG of a kind that cannot be shown (\(message))")
        }
        return ImageDecodeError(path: path, kind: .damaged, detail: "is a damaged JPEG (\(message))")
    }
}
