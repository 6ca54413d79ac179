import Foundation

/// Real layer-image files of the other kinds an Icon Composer bundle holds: a JPEG written by
/// libjpeg-turbo (kept as bytes so no fixture folder is needed), SVG text, and the 1-bit greyscale
/// PNG with a tRNS chunk that Icon Composer exports for one-colour artwork.
public enum LayerImageFixture {
    /// 16x8 pixels, baseline, 4:4:4, quality 95: the left half (220, 30, 40), the right (20, 60, 230).
    public static let twoColourJPEG =
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5fr8TP9eDyuv93D/n/P/Z"
        ) ?? Data()

    /// A 2048-unit square drawing (as KMReader's layers are) with a red square in the top-left quarter.
    public static let quarterSVG = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg width="2048" height="2048" viewBox="0 0 2048 2048" xmlns="http://www.w3.org/2000/svg">
          <rect x="0" y="0" width="1024" height="1024" fill="#ff0000"/>
        </svg>
        """

    /// The header of a PNG declaring `width` x `height` RGBA pixels with only its first row of data
    /// (hostile/fuzz-2026-11/svg-data-uri-image-memory): decoding it allocates the whole picture.
    public static func pngDeclaring(width: Int, height: Int) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += PNGFixture.chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + Data([8, 6, 0, 0, 0]))
        data += PNGFixture.chunk("IDAT", zlibStored(Data(count: min(width * 4 + 1, 1 << 16))))
        data += PNGFixture.chunk("IEND", Data())
        return data
    }

    /// A baseline JPEG's markers declaring `width` x `height` (an APP0 segment first, as JFIF has).
    public static func jpegDeclaring(width: Int, height: Int) -> Data {
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data([0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        data += Data([0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3])
        data += Data([1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0, 0xFF, 0xD9])
        return data
    }

    /// A GIF whose logical screen is 1x1 and whose one frame declares `width` x `height`.
    public static func gifDeclaringFrame(width: Int, height: Int) -> Data {
        var data = Data("GIF89a".utf8) + Data([1, 0, 1, 0, 0, 0, 0])
        data += Data([0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0])
        data += Data([2, 0, 0x3B])
        return data
    }

    /// An SVG drawing `picture` (of `mediaType`) as an `<image>` with a base64 `data:` URI, `count` times.
    public static func svgEmbedding(_ picture: Data, mediaType: String = "image/png", count: Int = 1) -> String {
        let image =
            #"<image width="100" height="100" href="data:\#(mediaType);base64,\#(picture.base64EncodedString(options: .lineLength76Characters))"/>"#
        return #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"# + String(repeating: image, count: count) + "</svg>"
    }

    /// A 1-bit greyscale PNG whose black pixels are transparent (tRNS grey 0); `white` says which
    /// pixels are set, row by row.
    public static func oneBitGreyWithTransparency(width: Int, height: Int, white: (Int, Int) -> Bool) -> Data {
        var raw = Data()
        let rowBytes = (width + 7) / 8
        for y in 0..<height {
            raw.append(0)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for x in 0..<width where white(x, y) { row[x / 8] |= 0x80 >> UInt8(x % 8) }
            raw.append(contentsOf: row)
        }
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += Data([1, 0, 0, 0, 0])
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += PNGFixture.chunk("IHDR", header)
        data += PNGFixture.chunk("tRNS", Data([0, 0]))
        data += PNGFixture.chunk("IDAT", zlibStored(raw))
        data += PNGFixture.chunk("IEND", Data())
        return data
    }

    static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Stored deflate blocks (65,535 bytes at most each) in a zlib wrapper.
    static func zlibStored(_ raw: Data) -> Data {
        var data = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let length = UInt16(count)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            data += Data([final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            data += raw[(raw.startIndex + offset)..<(raw.startIndex + offset + count)]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return data + bigEndian(b << 16 | a)
    }
}
