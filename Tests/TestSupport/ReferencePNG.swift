import Foundation

/// A PNG as the independent Python reader (`Reference/png_reader.py`, zlib and struct only) sees it.
public struct ReferencePNG {
    public struct Chunk: Equatable, Sendable {
        public var type: String
        /// The whole chunk (length, type, data, CRC) in hex.
        public var hex: String
        public var crcOK: Bool
    }

    public var width: Int
    public var height: Int
    public var bitDepth: Int
    public var colorType: Int
    public var interlace: Int
    public var chunks: [Chunk]
    /// Every row's samples as stored, no filter bytes.
    public var samples: [UInt8]

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Reference/png_reader.py"

    /// Writes `png` to a temporary file and reads it with the Python reader.
    public static func read(_ png: Data) throws -> ReferencePNG {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = try PythonReference.json(script: script, [folder.write("image.png", png)])
        let listed = (json["chunks"] as? [[String: Any]]) ?? []
        return ReferencePNG(
            width: json["width"] as? Int ?? -1, height: json["height"] as? Int ?? -1, bitDepth: json["bitDepth"] as? Int ?? -1,
            colorType: json["colorType"] as? Int ?? -1, interlace: json["interlace"] as? Int ?? -1,
            chunks: listed.map {
                Chunk(type: $0["type"] as? String ?? "", hex: $0["hex"] as? String ?? "", crcOK: $0["crcOK"] as? Bool ?? false)
            },
            samples: bytes(hex: json["samples"] as? String ?? ""))
    }

    public static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count - 1, by: 2).compactMap {
            UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)
        }
    }

    public static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
