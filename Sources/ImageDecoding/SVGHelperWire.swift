import Basics
import Foundation

/// What `iconpicker` and its SVG helper (`iconpicker-svg`) say to each other over their socket. Every
/// message is a frame: a 4-byte little-endian length, then that many bytes. Two requests, each
/// answered before the next is sent: *size* (the SVG's bytes, the caps) → the natural size, and
/// *render* (the SVG's bytes, the caps, a scale and the largest side allowed) → the natural size and
/// the pixels, in one round trip, so a layer waits on the helper once. A reply starts with
/// a status byte: 0 and the answer, or 1, the error's kind and its one-line detail (the caller adds
/// the file's path).
enum SVGHelperWire {
    static let sizeRequest: UInt8 = 0x53
    static let renderRequest: UInt8 = 0x52
    static let succeeded: UInt8 = 0
    static let failed: UInt8 = 1
    /// An error's detail is cut to this many bytes: librsvg's messages are one line.
    static let maxDetailBytes = 2048
    /// The largest frame either side accepts besides pixels and SVG bytes.
    static let maxSmallFrame = 16 + maxDetailBytes

    /// A request as the helper reads it. `render` draws at `scale`, or smaller so that the drawing's
    /// largest side is at most `largestSide` pixels.
    enum Request: Equatable {
        case size(svg: Data, caps: Caps)
        case render(svg: Data, caps: Caps, scale: Double, largestSide: Double)
    }

    /// The limits every request carries.
    struct Caps: Equatable {
        var maxDimension: Int
        var timeLimitMilliseconds: Int
    }

    /// The 4-byte length a frame starts with, sent ahead of the payload itself (a payload holds a
    /// whole SVG or picture: copying it behind its length would cost a copy per layer).
    static func header(of payload: Data) -> Data {
        var bytes = Data(capacity: 4)
        bytes.appendLittleEndian(UInt32(truncatingIfNeeded: payload.count))
        return bytes
    }

    static func encode(_ request: Request) -> Data {
        var payload = Data()
        switch request {
        case .size(let svg, let caps):
            payload.append(sizeRequest)
            payload.append(caps)
            payload.append(svg)
        case .render(let svg, let caps, let scale, let largestSide):
            payload.append(renderRequest)
            payload.append(caps)
            payload.appendLittleEndian(scale.bitPattern)
            payload.appendLittleEndian(largestSide.bitPattern)
            payload.append(svg)
        }
        return payload
    }

    /// `nil` for a payload that is no request (the helper then stops: its parent is not iconpicker).
    static func decodeRequest(_ payload: Data) -> Request? {
        var reader = WireReader(payload)
        let kind = reader.byte()
        guard let maxDimension = reader.uint32(), let milliseconds = reader.uint32() else { return nil }
        let caps = Caps(maxDimension: Int(maxDimension), timeLimitMilliseconds: Int(milliseconds))
        switch kind {
        case sizeRequest:
            return .size(svg: reader.rest(), caps: caps)
        case renderRequest:
            guard let scale = reader.uint64(), let largestSide = reader.uint64() else { return nil }
            return .render(svg: reader.rest(), caps: caps, scale: Double(bitPattern: scale), largestSide: Double(bitPattern: largestSide))
        default:
            return nil
        }
    }

    static func sizeReply(width: Double, height: Double) -> Data {
        var payload = Data([succeeded])
        payload.appendLittleEndian(width.bitPattern)
        payload.appendLittleEndian(height.bitPattern)
        return payload
    }

    static func imageReply(_ image: RGBAImage, naturalWidth: Double, naturalHeight: Double) -> Data {
        var payload = Data(capacity: 25 + image.pixels.count)
        payload.append(succeeded)
        payload.appendLittleEndian(naturalWidth.bitPattern)
        payload.appendLittleEndian(naturalHeight.bitPattern)
        payload.appendLittleEndian(UInt32(clamping: image.width))
        payload.appendLittleEndian(UInt32(clamping: image.height))
        payload.append(contentsOf: image.pixels)
        return payload
    }

    static func errorReply(_ error: ImageDecodeError) -> Data {
        var payload = Data([failed, error.kind.wireCode])
        payload.append(contentsOf: error.detail.utf8.prefix(maxDetailBytes))
        return payload
    }

    /// The error a failure reply carries, for the file at `path`; `nil` when the reply is a success.
    static func error(in payload: Data, path: String) -> ImageDecodeError? {
        var reader = WireReader(payload)
        guard reader.byte() == failed else { return nil }
        let kind = reader.byte().flatMap(ImageDecodeError.Kind.init(wireCode:)) ?? .damaged
        let detail = String(decoding: reader.rest().prefix(maxDetailBytes), as: UTF8.self)
        return ImageDecodeError(path: path, kind: kind, detail: TerminalText.escaped(detail))
    }

    /// The natural size in a size reply; `nil` when the reply is malformed or not finite.
    static func size(in payload: Data) -> (width: Double, height: Double)? {
        var reader = WireReader(payload)
        guard reader.byte() == succeeded, let size = naturalSize(from: &reader), reader.isAtEnd else { return nil }
        return size
    }

    /// The natural size and image in a render reply, checked against `maxDimension` and the image's
    /// own declared size.
    static func image(in payload: Data, maxDimension: Int) -> (image: RGBAImage, naturalWidth: Double, naturalHeight: Double)? {
        var reader = WireReader(payload)
        guard reader.byte() == succeeded, let natural = naturalSize(from: &reader),
            let width = reader.uint32().map(Int.init), let height = reader.uint32().map(Int.init),
            width >= 1, height >= 1, width <= maxDimension, height <= maxDimension
        else { return nil }
        let pixels = reader.rest()
        // Checked: under a cap of `.max`, a declared 4294967295 x 4294967295 overflows an `Int`.
        let (area, areaOverflows) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard !areaOverflows, !bytesOverflow, pixels.count == bytes else { return nil }
        return (RGBAImage(width: width, height: height, pixels: [UInt8](pixels)), natural.width, natural.height)
    }

    private static func naturalSize(from reader: inout WireReader) -> (width: Double, height: Double)? {
        guard let width = reader.uint64(), let height = reader.uint64() else { return nil }
        let size = (width: Double(bitPattern: width), height: Double(bitPattern: height))
        return size.width.isFinite && size.height.isFinite ? size : nil
    }
}

extension Data {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    mutating func append(_ caps: SVGHelperWire.Caps) {
        appendLittleEndian(UInt32(clamping: caps.maxDimension))
        appendLittleEndian(UInt32(clamping: caps.timeLimitMilliseconds))
    }
}

extension ImageDecodeError.Kind {
    /// The kind's byte in a failure reply.
    var wireCode: UInt8 {
        switch self {
        case .missing: 0
        case .unreadable: 1
        case .wrongFormat: 2
        case .tooLarge: 3
        case .tooSlow: 4
        case .damaged: 5
        case .unsupported: 6
        case .truncated: 7
        }
    }

    init?(wireCode: UInt8) {
        let kinds: [Self] = [.missing, .unreadable, .wrongFormat, .tooLarge, .tooSlow, .damaged, .unsupported, .truncated]
        guard Int(wireCode) < kinds.count else { return nil }
        self = kinds[Int(wireCode)]
    }
}
