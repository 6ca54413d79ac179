/// Makes text from untrusted files safe to print on a terminal.
///
/// An Info.plist's display name, an icon's name or a file name can hold ESC, CSI or BEL: printed as
/// they are, they set the window title, clear the screen or move the cursor. Every control character
/// (C0, DEL and C1, which some terminals obey as 8-bit escapes) is shown as a visible escape instead,
/// as `--json` shows it: `\n`, `\t`, `\r`, and `\u{1B}` for the rest. So are the invisible
/// direction overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a name read as
/// another, and the line and paragraph separators (U+2028, U+2029), which some terminals break
/// lines at. Everything else, including every other printable non-ASCII character, is left alone. The aim is display, not a reversible encoding:
/// backslashes are not doubled.
public enum TerminalText {
    /// `text` with every control character escaped, line breaks included: for one field of a line
    /// (a name, a path, a title part), where a newline would forge a line of output.
    public static func escaped(_ text: String) -> String {
        escape(text, keepingLineBreaks: false)
    }

    /// `text` with every control character escaped except `\n` and `\t`: for a whole message or
    /// report whose own layout uses line breaks.
    public static func escapedKeepingLineBreaks(_ text: String) -> String {
        escape(text, keepingLineBreaks: true)
    }

    /// True when `text` holds nothing `escaped(_:)` would change. Reads UTF-8 bytes, not scalars: it
    /// runs over every line a command prints (C1 controls are the two-byte sequences C2 80–C2 9F).
    public static func isSafe(_ text: String) -> Bool {
        isUnchanged(text, keepingLineBreaks: false)
    }

    /// True when `escapedKeepingLineBreaks(_:)` would leave the text whose UTF-8 is `bytes` as it is.
    public static func isSafeKeepingLineBreaks(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isUnchanged(bytes: bytes, keepingLineBreaks: true)
    }

    /// True when `escape` would return `text` as it is: nothing to escape but, when
    /// `keepingLineBreaks`, `\n` and `\t`. A whole report (1,000 lines for 1,000 icons) holds line
    /// breaks, so without them counted as safe every report took the slow scalar-by-scalar path.
    /// C1 controls are the UTF-8 sequences C2 80–C2 9F; the direction marks and separators are
    /// E2 80 A8–AE and E2 81 A6–A9.
    static func isUnchanged(_ text: String, keepingLineBreaks: Bool) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ isUnchanged(bytes: $0, keepingLineBreaks: keepingLineBreaks) }) {
            return answer
        }
        var recent = RecentBytes()
        for byte in text.utf8 {
            guard isUnchanged(byte, after: &recent, keepingLineBreaks: keepingLineBreaks) else { return false }
        }
        return true
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20–0x7E): none below 0x20 and none
    /// above 0x7E (DEL and everything non-ASCII), tested at once.
    static func isPrintableASCII(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highBits
        let above = ((word &+ ones) | word) & highBits
        return below | above == 0
    }

    /// The same judgement over contiguous bytes, eight at a time: a word whose bytes are all printable
    /// ASCII (0x20–0x7E) is passed whole, and only other words are judged byte by byte.
    static func isUnchanged(bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool) -> Bool {
        var recent = RecentBytes()
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if isPrintableASCII(word: word) {
                    recent = RecentBytes()  // printable ASCII starts no escaped sequence
                } else {
                    for offset in index..<(index + 8) {
                        guard isUnchanged(base[offset], after: &recent, keepingLineBreaks: keepingLineBreaks) else { return false }
                    }
                }
                index += 8
            }
        }
        while index < bytes.count {
            guard isUnchanged(bytes[index], after: &recent, keepingLineBreaks: keepingLineBreaks) else { return false }
            index += 1
        }
        return true
    }

    /// The two bytes before the one being judged: a C1 control is two bytes, a direction mark three.
    private struct RecentBytes {
        var beforePrevious: UInt8 = 0
        var previous: UInt8 = 0
    }

    /// One byte: no control character but, when `keepingLineBreaks`, `\n` and `\t`; no DEL; no C1
    /// control (C2 80–C2 9F); no direction mark or separator (E2 80 A8–AE, E2 81 A6–A9).
    private static func isUnchanged(_ byte: UInt8, after recent: inout RecentBytes, keepingLineBreaks: Bool) -> Bool {
        if byte < 0x20 {
            guard keepingLineBreaks, byte == 0x0A || byte == 0x09 else { return false }
        }
        if byte == 0x7F || (recent.previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return false }
        if recent.beforePrevious == 0xE2 {
            if recent.previous == 0x80 && byte >= 0xA8 && byte <= 0xAE { return false }
            if recent.previous == 0x81 && byte >= 0xA6 && byte <= 0xA9 { return false }
        }
        recent.beforePrevious = recent.previous
        recent.previous = byte
        return true
    }

    /// C0, DEL and C1 controls, the direction overrides and isolates, and the line and paragraph
    /// separators: what `escaped(_:)` shows as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func escape(_ text: String, keepingLineBreaks: Bool) -> String {
        guard !isUnchanged(text, keepingLineBreaks: keepingLineBreaks) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n" where keepingLineBreaks, "\t" where keepingLineBreaks: result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}
