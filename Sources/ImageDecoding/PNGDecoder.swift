import Basics
import CLibPNG
import Foundation

/// Decodes PNG files into RGBA pixels through libpng's low-level API (`LibPNGRows`), safely.
///
/// Before anything is allocated, the size from the header is checked against `maxDimension`
/// (a 74-byte file can declare 100000x100000, and `PNG_IMAGE_SIZE` wraps at 32 bits), and the file
/// against `maxFileSize`. Apple CgBI PNGs are un-crushed first. Every failure is one line naming the
/// file and the reason; nothing is printed and nothing crashes.
public struct PNGDecoder: Sendable {
    /// The largest width or height accepted (icons are at most 1024 px; a few times that is allowed).
    public var maxDimension: Int
    public var maxFileSize: Int
    /// The most image data one file may inflate to (its rows' filtered bytes, every pass); nil for
    /// that of an 8-bit RGBA picture `maxDimension` pixels a side (64 MB at 4096). A picture within
    /// `maxDimension` can still hold twice that (16-bit samples): the budget bounds the work of one
    /// file, as the output size bounds what is inflated for it.
    public var maxImageData: Int?

    public init(maxDimension: Int = 4096, maxFileSize: Int = 64 << 20, maxImageData: Int? = nil) {
        self.maxDimension = maxDimension
        self.maxFileSize = maxFileSize
        self.maxImageData = maxImageData
    }

    /// The caps the row reader applies.
    struct Limits {
        var maxDimension: Int
        var maxImageData: Int

        var tooMuchImageData: ImageDecodeError {
            let budget = maxImageData >= 1 << 20 ? "\(maxImageData >> 20) MB" : "\(maxImageData >> 10) KB"
            return ImageDecodeError(
                .tooLarge,
                "holds more image data than iconpicker decodes for one icon (\(budget), an 8-bit RGBA picture of "
                    + "\(maxDimension) pixels a side)")
        }
    }

    var limits: Limits {
        let side = max(0, maxDimension)
        let (row, overflowA) = side.multipliedReportingOverflow(by: 4)
        let (rows, overflowB) = side.multipliedReportingOverflow(by: row + 1)
        return Limits(maxDimension: maxDimension, maxImageData: maxImageData ?? (overflowA || overflowB ? .max : rows))
    }

    /// libpng's version, e.g. "1.6.39".
    public static var libraryVersion: String { String(cString: cpng_libpng_version()) }

    public func decode(path: String) throws(ImageDecodeError) -> RGBAImage {
        var collector = RGBAImageCollector()
        try decodeRows(path: path, into: &collector)
        return collector.image
    }

    public func decode(_ data: Data, path: String) throws(ImageDecodeError) -> RGBAImage {
        var collector = RGBAImageCollector()
        try decodeRows(data, path: path, into: &collector)
        return collector.image
    }

    /// Decodes the file at `path` a row at a time into `sink`, so a caller that scales the
    /// picture never holds all of it (see `PNGRowSink`). Same checks and errors as `decode(path:)`.
    /// A standard PNG streams from the file through a small buffer; a CgBI one is read whole to be
    /// un-crushed.
    public func decodeRows<Sink: PNGRowSink>(path: String, into sink: inout Sink) throws(ImageDecodeError) {
        let (descriptor, size) = try openFile(path: path)
        defer { close(descriptor) }
        do {
            let start = try read(descriptor, count: min(size, 128))
            let header = try checkedHeader(start)
            if header.isCgBI {
                try decodeChecked(try read(descriptor, count: size), into: &sink)
            } else {
                try LibPNGRows.read(descriptor: descriptor, limits: limits, into: &sink)
            }
        } catch {
            throw error.at(path)
        }
    }

    /// `decodeRows(path:into:)` for bytes already in memory; `path` only names them in errors.
    public func decodeRows<Sink: PNGRowSink>(_ data: Data, path: String, into sink: inout Sink) throws(ImageDecodeError) {
        do {
            try decodeChecked([UInt8](data), into: &sink)
        } catch {
            throw error.at(path)
        }
    }

    /// The file opened for reading with its size, refused above `maxFileSize`: one non-blocking
    /// `open` (a FIFO named like an icon must not hang) and an `fstat` for the size.
    private func openFile(path: String) throws(ImageDecodeError) -> (descriptor: Int32, size: Int) {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.openForReading(path: path)
        } catch .missing {
            throw ImageDecodeError(path: path, kind: .missing, detail: "no such file")
        } catch .notRegular(let kind) {
            throw ImageDecodeError(path: path, kind: .unreadable, detail: "is \(kind), not an image file")
        } catch {
            throw ImageDecodeError(path: path, kind: .unreadable, detail: "cannot be read (\(error.reason))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, let size = Int(exactly: status.st_size) else {
            close(descriptor)
            throw ImageDecodeError(path: path, kind: .unreadable, detail: "cannot be read (its size is unknown)")
        }
        guard size <= maxFileSize else {
            close(descriptor)
            throw ImageDecodeError(
                path: path, kind: .tooLarge, detail: "is larger than \(maxFileSize / (1 << 20)) MB, too large for an icon")
        }
        return (descriptor, size)
    }

    /// Up to `count` bytes from the start of the file (`pread`: the descriptor's offset stays at 0).
    private func read(_ descriptor: Int32, count: Int) throws(ImageDecodeError) -> [UInt8] {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            var done = 0
            while done < count {
                let got = pread(descriptor, buffer.baseAddress.map { $0 + done }, count - done, off_t(done))
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failed = true }
                guard got > 0 else { break }
                done += got
            }
            initialised = done
        }
        if failed { throw ImageDecodeError(.unreadable, "cannot be read (\(String(cString: strerror(errno))))") }
        return bytes
    }

    private func checkedHeader(_ start: [UInt8]) throws(ImageDecodeError) -> PNGHeader {
        let header: PNGHeader
        do {
            header = try PNGHeader.parse(Data(start.prefix(128)))
        } catch {
            throw ImageDecodeError(Self.kind(of: error), "\(error)")
        }
        try checkSize(width: header.width, height: header.height)
        return header
    }

    private func decodeChecked<Sink: PNGRowSink>(_ bytes: [UInt8], into sink: inout Sink) throws(ImageDecodeError) {
        let header = try checkedHeader(bytes)
        let standard = header.isCgBI ? try CgBIUncrusher.uncrush(bytes, header: header, limits: limits) : bytes
        try LibPNGRows.read(standard, limits: limits, cgbi: header.isCgBI, into: &sink)
    }

    private func checkSize(width: Int, height: Int) throws(ImageDecodeError) {
        guard width <= maxDimension, height <= maxDimension else {
            throw ImageDecodeError(.tooLarge, "is \(width)x\(height) pixels, larger than the \(maxDimension)-pixel limit for an icon")
        }
    }

    /// The kind of a header failure (the header reader is shared with lint, so it has its own type).
    static func kind(of failure: PNGHeader.Failure) -> ImageDecodeError.Kind {
        switch failure {
        case .unreadable: return .unreadable
        case .notPNG, .gitLFSPointer: return .wrongFormat
        case .truncated: return .truncated
        case .malformed: return .damaged
        }
    }
}
