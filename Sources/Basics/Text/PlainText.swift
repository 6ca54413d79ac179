/// Searching and replacing in text made only of characters that have no other canonical form
/// and never combine (printable ASCII, tab, line feed, NUL and the punctuation U+2010–U+2027:
/// dashes, quotation marks, `…`), where comparing UTF-8 bytes finds exactly what Foundation's
/// (and the standard library's) character-aware search finds. Lint messages are nearly always
/// such text; Foundation's search cost half of `lint` at 100,000 alternates. Any other text is
/// handed to `fallback`, so results never differ.
public enum PlainText {
    /// Whether every scalar of `text` is one whose byte search equals a character search.
    public static func isPlain(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(isPlain(bytes:)) { return answer }
        return text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return (0x20...0x7E).contains(value) || value == 0x0A || value == 0x09 || value == 0
                || (0x2010...0x2027).contains(value)
        }
    }

    /// `isPlain` over valid UTF-8, byte by byte: U+2010–U+2027 is E2 80 90 … E2 80 A7 (a lint key is
    /// judged once per finding, and the scalar view cost ten times as much).
    static func isPlain(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            // Eight printable ASCII bytes (0x20–0x7E) at once: none below 0x20, none above 0x7E.
            if index + 8 <= bytes.count, let base = bytes.baseAddress {
                if TerminalText.isPrintableASCII(word: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                guard (0x20...0x7E).contains(byte) || byte == 0x0A || byte == 0x09 || byte == 0 else { return false }
                index += 1
            } else {
                guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, (0x90...0xA7).contains(bytes[index + 2])
                else { return false }
                index += 3
            }
        }
        return true
    }

    /// Where `target` first occurs in `text` at or after byte `start` (nil when nowhere), by bytes.
    static func firstByteOffset(of target: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard let first = target.first, text.count >= target.count else { return nil }
        var offset = start
        while offset <= text.count - target.count {
            if text[offset] == first, text[offset..<(offset + target.count)].elementsEqual(target) { return offset }
            offset += 1
        }
        return nil
    }

    /// Whether `text` contains `target`; `fallback` answers unless both are plain and `target` is not empty.
    public static func contains(_ target: String, in text: String, fallback: () -> Bool) -> Bool {
        guard !target.isEmpty, isPlain(text), isPlain(target) else { return fallback() }
        return firstByteOffset(of: Array(target.utf8), in: Array(text.utf8), from: 0) != nil
    }

    /// `text` with every occurrence of `target`, left to right, replaced by `replacement`;
    /// `fallback` answers unless `text` and `target` are plain and `target` is not empty.
    public static func replacing(
        _ target: String, with replacement: String, in text: String, fallback: () -> String
    ) -> String {
        guard !target.isEmpty, isPlain(text), isPlain(target) else { return fallback() }
        let bytes = Array(text.utf8)
        let targetBytes = Array(target.utf8)
        guard var found = firstByteOffset(of: targetBytes, in: bytes, from: 0) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        while true {
            result += bytes[copied..<found]
            result += replacement.utf8
            copied = found + targetBytes.count
            guard let next = firstByteOffset(of: targetBytes, in: bytes, from: copied) else { break }
            found = next
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
