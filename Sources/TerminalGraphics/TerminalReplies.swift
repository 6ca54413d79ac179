/// What a terminal answered to the detection queries, parsed from the raw bytes it sent back.
///
/// The queries go out in one write: kitty's `a=q` graphics query, XTVERSION (`CSI > q`), the cell
/// size (`CSI 16 t`), the window size in pixels (`CSI 14 t`), and last primary device attributes
/// (`CSI c`), which every terminal answers: its reply is the sentinel that ends the wait.
public struct TerminalReplies: Equatable, Sendable {
    /// kitty answered `OK` to the graphics query.
    public var kittyGraphics = false
    /// Primary device attributes; `4` among them means sixel.
    public var deviceAttributes: [Int]?
    /// XTVERSION's text, e.g. "kitty(0.26.5)" or "XTerm(379)".
    public var version: String?
    /// One cell in pixels (`CSI 6 ; h ; w t`).
    public var cellSize: (width: Int, height: Int)?
    /// The text area in pixels (`CSI 4 ; h ; w t`).
    public var windowPixels: (width: Int, height: Int)?

    public init() {}

    public static func == (lhs: TerminalReplies, rhs: TerminalReplies) -> Bool {
        lhs.kittyGraphics == rhs.kittyGraphics && lhs.deviceAttributes == rhs.deviceAttributes && lhs.version == rhs.version
            && lhs.cellSize?.width == rhs.cellSize?.width && lhs.cellSize?.height == rhs.cellSize?.height
            && lhs.windowPixels?.width == rhs.windowPixels?.width && lhs.windowPixels?.height == rhs.windowPixels?.height
    }

    /// The largest cell and window, in pixels, believed: a terminal's answer sizes the pictures, and
    /// a hostile one (`ESC [ 6 ; 9223372036854775807 ; 9 t`) made the cell area's width overflow.
    public static let maxCellPixels = 1024
    public static let maxWindowPixels = 1 << 16

    /// True once the sentinel (the DA1 reply) has arrived: nothing more is coming.
    public var isComplete: Bool { deviceAttributes != nil }
    public var sixel: Bool { deviceAttributes?.contains(4) ?? false }

    /// Parses every reply found in `bytes`; unknown sequences are skipped.
    public static func parse(_ bytes: [UInt8]) -> TerminalReplies {
        var replies = TerminalReplies()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case 0x5F: index = apc(bytes, from: index + 2, into: &replies)  // ESC _
            case 0x50: index = dcs(bytes, from: index + 2, into: &replies)  // ESC P
            case 0x5B: index = csi(bytes, from: index + 2, into: &replies)  // ESC [
            default: index += 2
            }
        }
        return replies
    }

    /// The string up to ST (`ESC \`) or BEL, and the index after it.
    static func untilTerminator(_ bytes: [UInt8], from start: Int) -> (String, Int) {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x07 { return (String(decoding: bytes[start..<index], as: UTF8.self), index + 1) }
            if bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x5C {
                return (String(decoding: bytes[start..<index], as: UTF8.self), index + 2)
            }
            index += 1
        }
        return (String(decoding: bytes[start...], as: UTF8.self), bytes.count)
    }

    static func apc(_ bytes: [UInt8], from start: Int, into replies: inout TerminalReplies) -> Int {
        let (body, next) = untilTerminator(bytes, from: start)
        if body.hasPrefix("G"), body.contains("i=31"), body.hasSuffix(";OK") { replies.kittyGraphics = true }
        return next
    }

    static func dcs(_ bytes: [UInt8], from start: Int, into replies: inout TerminalReplies) -> Int {
        let (body, next) = untilTerminator(bytes, from: start)
        if body.hasPrefix(">|") { replies.version = String(body.dropFirst(2)) }
        return next
    }

    static func csi(_ bytes: [UInt8], from start: Int, into replies: inout TerminalReplies) -> Int {
        var index = start
        while index < bytes.count && !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return bytes.count }
        let parameters = String(decoding: bytes[start..<index], as: UTF8.self)
        switch bytes[index] {
        case 0x63 where parameters.hasPrefix("?"):  // c: DA1
            replies.deviceAttributes = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
        case 0x74:  // t: window reports
            let numbers = parameters.split(separator: ";").compactMap { Int($0) }
            if numbers.count == 3, numbers[1] > 0, numbers[2] > 0 {
                if numbers[0] == 6, numbers[1] <= maxCellPixels, numbers[2] <= maxCellPixels { replies.cellSize = (numbers[2], numbers[1]) }
                if numbers[0] == 4, numbers[1] <= maxWindowPixels, numbers[2] <= maxWindowPixels {
                    replies.windowPixels = (numbers[2], numbers[1])
                }
            }
        default: break
        }
        return index + 1
    }
}
