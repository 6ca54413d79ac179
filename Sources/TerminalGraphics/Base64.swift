/// Standard base64 (with `=` padding) appended to a byte buffer: the escapes are built as bytes, and
/// Foundation's encoder returned a `String` that the kitty chunking then walked by characters.
enum Base64 {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The length of the encoding of `count` bytes.
    static func encodedCount(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    /// Appends the encoding of `bytes` to `output`.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let whole = bytes.count / 3 * 3
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: encodedCount(bytes.count)))
        alphabet.withUnsafeBufferPointer { table in
            output.withUnsafeMutableBufferPointer { target in
                var write = start
                var read = 0
                while read < whole {
                    let group = UInt32(bytes[read]) << 16 | UInt32(bytes[read + 1]) << 8 | UInt32(bytes[read + 2])
                    target[write] = table[Int(group >> 18)]
                    target[write + 1] = table[Int(group >> 12 & 63)]
                    target[write + 2] = table[Int(group >> 6 & 63)]
                    target[write + 3] = table[Int(group & 63)]
                    read += 3
                    write += 4
                }
                guard read < bytes.count else { return }
                let second = read + 1 < bytes.count ? UInt32(bytes[read + 1]) : 0
                let group = UInt32(bytes[read]) << 16 | second << 8
                target[write] = table[Int(group >> 18)]
                target[write + 1] = table[Int(group >> 12 & 63)]
                target[write + 2] = read + 1 < bytes.count ? table[Int(group >> 6 & 63)] : UInt8(ascii: "=")
                target[write + 3] = UInt8(ascii: "=")
            }
        }
    }

    /// `bytes` as a base64 string.
    static func string(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(encodedCount(bytes.count))
        bytes.withUnsafeBufferPointer { append($0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }
}
