/// FNV-1a, 64 bits, twice with different offsets for a 128-bit key of a tile's description: not
/// cryptographic (the cache is the user's own), only unlikely to collide.
struct ContentHash {
    private var first: UInt64 = 0xCBF2_9CE4_8422_2325
    private var second: UInt64 = 0x6C62_272E_07BB_0142

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    mutating func add(_ bytes: [UInt8]) {
        var first = first
        var second = second
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 ^ (second >> 29)
            }
        }
        self.first = first
        self.second = second
    }

    var hex: String {
        [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
