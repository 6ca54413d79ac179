/// Line arithmetic on a file's bytes, shared by the splicers: where a line starts and ends, and the
/// white space that indents it.
enum TextLines {
    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Just past the line break that ends the line holding `offset` (the end of the bytes on the last line).
    static func lineEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return min(end + 1, bytes.count)
    }

    /// The spaces and tabs that begin the line holding `offset`.
    static func indent(at offset: Int, in bytes: [UInt8]) -> String {
        let start = lineStart(of: offset, in: bytes)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// "\r\n" when the file's first line ends so, else "\n".
    static func lineEnding(of bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(of: 0x0A), first > 0, bytes[first - 1] == 0x0D else { return "\n" }
        return "\r\n"
    }
}
