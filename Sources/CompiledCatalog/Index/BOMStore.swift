/// The BOM container (`BOMStore`) a compiled catalog lives in: a table of blocks (offset and length,
/// big-endian), named variables pointing at blocks, and B+ trees whose leaves pair key and value blocks.
///
/// Hostile files are expected: every block must lie inside the file, a tree's nodes are visited once
/// (a cycle ends the walk with an error), its depth and entry count are capped.
struct BOMStore {
    static let maxTreeDepth = 32
    static let maxTreeEntries = 2_000_000

    /// A block's place in the file, known from the block table before any of its bytes are read.
    struct Block {
        let offset: Int
        let length: Int
    }

    let source: CatalogSource
    private let blockTable: ByteReader
    let variables: [String: Int]

    init(_ source: CatalogSource) throws(CompiledCatalogError) {
        self.source = source
        guard source.size >= 32, try source.read(0, count: 8, "the BOM header").contents == Array("BOMStore".utf8) else {
            throw CompiledCatalogError(.notACatalog, "the file is not a BOM store (it does not start with \"BOMStore\")")
        }
        let header = try source.read(0, count: 32, "the BOM header")
        let index = try source.read(try header.u32BigEndian(16), count: try header.u32BigEndian(20), "the BOM block table")
        let blockCount = try index.u32BigEndian(0)
        guard blockCount <= (index.count - 4) / 8 else { throw .damaged("the BOM block table declares more blocks than it holds") }
        blockTable = try index.sub(4, count: blockCount * 8, "the BOM block table")
        variables = try Self.readVariables(
            try source.read(try header.u32BigEndian(24), count: try header.u32BigEndian(28), "the BOM variables"))
    }

    private static func readVariables(_ region: ByteReader) throws(CompiledCatalogError) -> [String: Int] {
        let count = try region.u32BigEndian(0)
        guard count <= region.count / 5 else { throw .damaged("the BOM variables declare more entries than they hold") }
        var variables: [String: Int] = [:]
        var offset = 4
        for _ in 0..<count {
            let block = try region.u32BigEndian(offset)
            let length = try region.u8(offset + 4)
            let name = ByteReader.text(try region.array(offset + 5, count: length))
            variables[name] = variables[name] ?? block
            offset += 5 + length
        }
        return variables
    }

    var blockCount: Int { blockTable.count / 8 }

    /// Where block `index` lies; index 0 is the null block.
    func locate(_ index: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> Block {
        guard index > 0, index < blockCount else { throw .damaged("\(what()) names block \(index), which does not exist") }
        let block = Block(offset: try blockTable.u32BigEndian(8 * index), length: try blockTable.u32BigEndian(8 * index + 4))
        guard block.offset <= source.size, block.length <= source.size - block.offset else {
            throw .damaged("\(what()) lies outside the file")
        }
        return block
    }

    /// Block `index`'s bytes.
    func block(_ index: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> ByteReader {
        let block = try locate(index, what())
        return try source.read(block.offset, count: block.length, what())
    }

    /// A tree node: its header and at most 65,535 entries (what its 16-bit count can name).
    private func node(_ index: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> ByteReader {
        try prefix(of: try locate(index, what()), count: 12 + 8 * 65_535, what())
    }

    /// The first `count` bytes of a block (all of it when shorter).
    func prefix(of block: Block, count: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> ByteReader {
        try source.read(block.offset, count: min(count, block.length), what())
    }

    /// The block a named variable points at, or nil when there is no such variable.
    func variable(_ name: String) throws(CompiledCatalogError) -> ByteReader? {
        guard let index = variables[name] else { return nil }
        return try block(index, "the variable \(name)")
    }

    /// Every (key, value) pair of the tree a variable names, in leaf order, each read up to a limit (a
    /// name or an attribute list is small; a hostile block claiming megabytes is not read whole).
    func tree(_ name: String, keyLimit: Int, valueLimit: Int) throws(CompiledCatalogError) -> [(key: ByteReader, value: ByteReader)] {
        try treeBlocks(name).map { (pair) throws(CompiledCatalogError) in
            (
                try prefix(of: pair.key, count: keyLimit, "a key of the tree \(name)"),
                try prefix(of: pair.value, count: valueLimit, "a value of the tree \(name)")
            )
        }
    }

    /// Every (key, value) pair of the tree a variable names, in leaf order, located but not read. Leaves
    /// are found by going down the first child, then followed along their forward links.
    func treeBlocks(_ name: String) throws(CompiledCatalogError) -> [(key: Block, value: Block)] {
        guard let header = try variable(name) else { return [] }
        guard try header.tag(0) == "eert" else { throw .damaged("the tree \(name) does not start with \"tree\"") }
        var visited = Set<Int>()
        var nodeIndex = try header.u32BigEndian(8)
        var node = try node(nodeIndex, "the tree \(name)'s root")
        var depth = 0
        while try node.u16BigEndian(0) == 0 {
            visited.insert(nodeIndex)
            depth += 1
            guard depth <= Self.maxTreeDepth else { throw .limit("the tree \(name) is deeper than \(Self.maxTreeDepth) levels") }
            nodeIndex = try node.u32BigEndian(12)
            guard !visited.contains(nodeIndex) else { throw .damaged("the tree \(name) loops back on itself") }
            node = try self.node(nodeIndex, "a node of the tree \(name)")
        }
        return try leaves(from: node, index: nodeIndex, visited: &visited, name: name)
    }

    private func leaves(from first: ByteReader, index: Int, visited: inout Set<Int>, name: String) throws(CompiledCatalogError) -> [(
        key: Block, value: Block
    )] {
        var entries: [(key: Block, value: Block)] = []
        var node = first
        var nodeIndex = index
        while true {
            guard visited.insert(nodeIndex).inserted else { throw .damaged("the tree \(name) loops back on itself") }
            let count = try node.u16BigEndian(2)
            guard entries.count + count <= Self.maxTreeEntries else {
                throw .limit("the tree \(name) has more than \(Self.maxTreeEntries) entries")
            }
            for slot in 0..<count {
                let value = try node.u32BigEndian(12 + 8 * slot)
                let key = try node.u32BigEndian(16 + 8 * slot)
                entries.append((try locate(key, "a key of the tree \(name)"), try locate(value, "a value of the tree \(name)")))
            }
            let forward = try node.u32BigEndian(4)
            guard forward != 0 else { return entries }
            nodeIndex = forward
            node = try self.node(forward, "a leaf of the tree \(name)")
        }
    }
}

extension ByteReader {
    func u16BigEndian(_ offset: Int) throws(CompiledCatalogError) -> Int {
        let high = try u8(offset)
        return high << 8 | (try u8(offset + 1))
    }
}
