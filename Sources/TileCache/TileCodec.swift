import TerminalArt

/// The bytes of a cached tile: a magic and version, the size, then each cell's text and colours.
/// Decoding checks every count against what is left, so a damaged or foreign file is a miss.
enum TileCodec {
    static let version: UInt8 = 1
    static let magic: [UInt8] = Array("IPTILE".utf8)

    static func encode(_ grid: CellGrid) -> [UInt8] {
        var bytes = magic + [version]
        append(UInt16(clamping: grid.width), to: &bytes)
        append(UInt16(clamping: grid.height), to: &bytes)
        for cell in grid.cells {
            let text = Array(cell.text.utf8.prefix(255))
            bytes.append(UInt8(text.count))
            bytes += text
            append(cell.foreground, to: &bytes)
            append(cell.background, to: &bytes)
            bytes.append(cell.attributes.rawValue)
        }
        return bytes
    }

    static func decode(_ bytes: [UInt8]) -> CellGrid? {
        var reader = Reader(bytes: bytes)
        guard reader.take(magic.count) == magic, reader.byte() == version,
            let width = reader.uint16(), let height = reader.uint16(), width > 0, height > 0,
            Int(width) * Int(height) <= bytes.count
        else { return nil }
        var grid = CellGrid(width: Int(width), height: Int(height))
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                guard let length = reader.byte(), let text = reader.take(Int(length)),
                    let foreground = reader.color(), let background = reader.color(), let attributes = reader.byte()
                else { return nil }
                grid[x, y] = Cell(
                    String(decoding: text, as: UTF8.self), foreground: foreground, background: background,
                    attributes: CellAttributes(rawValue: attributes))
            }
        }
        return reader.isAtEnd ? grid : nil
    }

    private static func append(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    private static func append(_ color: TerminalColor, to bytes: inout [UInt8]) {
        switch color {
        case .default: bytes.append(0)
        case .indexed(let index): bytes += [1, index]
        case .rgb(let red, let green, let blue): bytes += [2, red, green, blue]
        }
    }

    /// Bounds-checked reads; nil once the bytes run out.
    struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, count <= bytes.count - position else { return nil }
            defer { position += count }
            return Array(bytes[position..<(position + count)])
        }

        mutating func byte() -> UInt8? { take(1)?.first }

        mutating func uint16() -> UInt16? {
            guard let pair = take(2) else { return nil }
            return UInt16(pair[0]) << 8 | UInt16(pair[1])
        }

        mutating func color() -> TerminalColor? {
            switch byte() {
            case 0: return .default
            case 1: return byte().map { .indexed($0) }
            case 2: return take(3).map { .rgb($0[0], $0[1], $0[2]) }
            default: return nil
            }
        }
    }
}
