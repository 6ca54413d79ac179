/// File names by the FNV-1a hash of their bytes, in an open-addressing table (linear probing):
/// asking a `Dictionary<UInt64, String>` eight times per icon hashed each key again with SipHash,
/// a fifth of the lookup's cost. Names with equal hashes are all kept; `first(hash:where:)`
/// tells them apart.
struct NameHashTable: Sendable {
    /// Indexes into `hashes` and `names`; -1 for an empty slot. Always at least twice the names.
    private var slots: [Int]
    private var hashes: [UInt64] = []
    private var names: [String] = []
    private var mask: Int

    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int](repeating: -1, count: size)
        mask = size - 1
        hashes.reserveCapacity(capacity)
        names.reserveCapacity(capacity)
    }

    var isEmpty: Bool { names.isEmpty }

    mutating func insert(_ name: String, hash: UInt64) {
        if 2 * (names.count + 1) > slots.count { grow() }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = names.count
        hashes.append(hash)
        names.append(name)
    }

    /// The first name of `hash` that `matches` accepts.
    func first(hash: UInt64, where matches: (String) -> Bool) -> String? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = slots[slot]
            if hashes[entry] == hash, matches(names[entry]) { return names[entry] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func grow() {
        var grown = NameHashTable(capacity: 2 * names.count + 2)
        for (hash, name) in zip(hashes, names) { grown.insert(name, hash: hash) }
        self = grown
    }
}
