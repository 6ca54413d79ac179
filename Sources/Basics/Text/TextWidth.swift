/// How many terminal columns text takes: East Asian wide and fullwidth characters and most emoji
/// take two, combining marks and zero-width characters none (a small `wcwidth`).
///
/// Needed for names like `图标` (two columns a character) to line up in tables and tiles.
public enum TextWidth {
    public static func columns(of text: String) -> Int {
        if let ascii = asciiColumns(of: text) { return ascii }
        return text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// The width of all-ASCII text from its UTF-8 bytes, or nil when it holds anything else.
    ///
    /// Icon names and paths are nearly always ASCII, and looking up each scalar's general category
    /// is slow. Printable ASCII is one column, controls none.
    static func asciiColumns(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var width = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte != 0x7F { width += 1 }
            }
            return width
        }
    }

    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0xFE00...0xFE0F).contains(value) { return 0 }
        if isWide(value) { return 2 }
        return 1
    }

    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
            0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
            0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
            0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
            0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, toColumns width: Int, ellipsis: String = "\u{2026}") -> String {
        guard columns(of: text) > width else { return text }
        let room = width - columns(of: ellipsis)
        guard room >= 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = columns(of: String(character))
            if used + characterWidth > room { break }
            result.append(character)
            used += characterWidth
        }
        return result + ellipsis
    }

    /// `text` cut in the middle to at most `width` columns: its start, `…`, and its end.
    ///
    /// Icon names in one app usually share their start (`AppIcon-Pride-2021-Dark`,
    /// `AppIcon-Pride-2021-Light`) and differ at the end, so the end gets the larger half:
    /// `AppIcon…21-Dark` and `AppIcon…1-Light` still tell the two apart where `truncate` would print
    /// `AppIcon-Pride-2…` twice. A wide character is never split; the result is then a column short.
    public static func truncateMiddle(_ text: String, toColumns width: Int, ellipsis: String = "\u{2026}") -> String {
        guard columns(of: text) > width else { return text }
        let room = width - columns(of: ellipsis)
        guard room > 0 else { return room == 0 ? ellipsis : "" }
        let characters = Array(text)
        var tail: [Character] = []
        var tailUsed = 0
        for character in characters.reversed() {
            let characterWidth = columns(of: String(character))
            if tailUsed + characterWidth > (room + 1) / 2 { break }
            tail.append(character)
            tailUsed += characterWidth
        }
        var head = ""
        var headUsed = 0
        for character in characters.dropLast(tail.count) {
            let characterWidth = columns(of: String(character))
            if headUsed + characterWidth > room - tailUsed { break }
            head.append(character)
            headUsed += characterWidth
        }
        return head + ellipsis + String(tail.reversed())
    }

    /// `text` padded with spaces to `width` columns (never cut).
    public static func pad(_ text: String, toColumns width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(of: text)))
    }
}
