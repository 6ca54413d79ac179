import CZlibSystem
import Foundation

/// The two zlib operations un-crushing needs, with output bounded before anything is allocated.
enum Zlib {
    enum Failure: Error {
        case corrupt(String)
        case tooLarge
    }

    /// Inflates raw deflate data (no zlib header) into exactly `expectedSize` bytes at most.
    static func inflateRaw(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedSize)
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { throw .corrupt("zlib could not start") }
        defer { inflateEnd(&stream) }
        var input = input
        var status: Int32 = Z_OK
        var produced = 0
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                status = inflate(&stream, Z_FINISH)
                produced = target.count - Int(stream.avail_out)
            }
        }
        switch status {
        case Z_STREAM_END:
            return produced == expectedSize ? output : Array(output[0..<produced])
        case Z_BUF_ERROR where stream.avail_out == 0:
            throw .tooLarge
        case Z_BUF_ERROR:
            throw .corrupt("the image data is cut short")
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
            throw .corrupt(message)
        }
    }

    /// Compresses into a zlib stream (with header and checksum), as a standard PNG's IDAT holds.
    static func deflate(_ input: [UInt8], level: Int32 = 1) throws(Failure) -> [UInt8] {
        var bound = Int(compressBound(uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                var length = uLongf(bound)
                let result = compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), level)
                bound = Int(length)
                return result
            }
        }
        guard status == Z_OK else { throw .corrupt("zlib could not compress (\(status))") }
        return Array(output[0..<bound])
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }
}
