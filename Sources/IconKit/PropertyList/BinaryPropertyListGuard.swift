/// Checks a `bplist00` file's structure before Foundation is allowed to parse it.
///
/// `PropertyListSerialization` trusts the object graph of a binary plist: a 203-byte file whose
/// arrays reference the next array twice, 40 levels deep, expands to 2^40 nodes and never finishes,
/// and a dictionary that contains itself recurses forever (see `shared/hostile`). This guard walks
/// the trailer, the offset table and every object's references with checked arithmetic, and rejects
/// out-of-bounds data, reference cycles, nesting deeper than `maxDepth` and graphs that would expand
/// to more than `maxExpandedNodes` values. It never allocates in proportion to anything but the
/// file's own size.
///
/// It also refuses what no Info.plist contains and Foundation mishandles: sets (a set marker makes
/// `PropertyListSerialization` dereference null on Linux), keyed-archiver UIDs, and dictionary
/// keys that are not strings.
public struct BinaryPropertyListGuard: Sendable {
    var maxDepth: Int
    var maxExpandedNodes: Int

    public init(maxDepth: Int = 512, maxExpandedNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }

    /// Why a binary plist was refused; the text completes the sentence "refused to read …: ".
    struct Rejection: Error, Equatable, Sendable, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// True when the bytes start with the binary plist magic.
    static func looksBinary(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 8 && Array(bytes.prefix(6)) == Array("bplist".utf8)
    }

    /// Throws a `Rejection` unless the file is structurally safe to hand to Foundation.
    public func validate(_ bytes: UnsafeRawBufferPointer) throws {
        var reader = Reader(bytes: bytes)
        let layout = try reader.readTrailer()
        let objects = try reader.readObjects(layout)
        try checkKeys(objects)
        try checkGraph(objects, top: layout.topObject)
    }

    /// Dictionary keys must be strings (ASCII `0x5n` or UTF-16 `0x6n` objects).
    private func checkKeys(_ objects: Objects) throws {
        for (object, kind) in objects.kinds.enumerated() where kind == 0xD {
            let start = objects.childStart[object]
            let keyCount = (objects.childStart[object + 1] - start) / 2
            for index in start..<(start + keyCount) {
                let key = objects.childList[index]
                if objects.kinds[key] != 0x5 && objects.kinds[key] != 0x6 {
                    throw Rejection(reason: "dictionary \(object) has a key that is not a string")
                }
            }
        }
    }

    /// Depth-first walk without recursion: finds cycles, the deepest path and the expanded size.
    private func checkGraph(_ objects: Objects, top: Int) throws {
        let count = objects.kinds.count
        // 0 = unvisited, 1 = on the current path, 2 = finished.
        var state = [UInt8](repeating: 0, count: count)
        var expanded = [Int](repeating: 0, count: count)
        var height = [Int](repeating: 0, count: count)
        var stack: [(node: Int, next: Int)] = [(top, 0)]
        state[top] = 1
        while let frame = stack.last {
            let first = objects.childStart[frame.node]
            let end = objects.childStart[frame.node + 1]
            if first + frame.next < end {
                stack[stack.count - 1].next += 1
                let child = objects.childList[first + frame.next]
                switch state[child] {
                case 1:
                    throw Rejection(reason: "object \(child) contains itself (a reference cycle)")
                case 0:
                    if stack.count >= maxDepth {
                        throw Rejection(reason: "values are nested more than \(maxDepth) levels deep")
                    }
                    state[child] = 1
                    stack.append((child, 0))
                default:
                    continue
                }
            } else {
                var total = 1
                var deepest = 0
                for index in first..<end {
                    let child = objects.childList[index]
                    total = min(total &+ expanded[child], maxExpandedNodes &+ 1)
                    deepest = max(deepest, height[child])
                }
                if total > maxExpandedNodes {
                    throw Rejection(reason: "shared references expand to more than \(maxExpandedNodes) values")
                }
                expanded[frame.node] = total
                height[frame.node] = deepest + 1
                if height[frame.node] > maxDepth {
                    throw Rejection(reason: "values are nested more than \(maxDepth) levels deep")
                }
                state[frame.node] = 2
                stack.removeLast()
            }
        }
    }
}

extension BinaryPropertyListGuard {
    /// Each object's marker kind (high nibble) and the objects it references, all in flat arrays:
    /// object `i` references `childList[childStart[i] ..< childStart[i + 1]]`.
    struct Objects {
        var kinds: [UInt8]
        var childStart: [Int]
        var childList: [Int]
    }

    struct Layout {
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: Int
        var topObject: Int
        var offsetTableStart: Int
    }

    /// Bounds-checked big-endian reads over the file.
    struct Reader {
        let bytes: UnsafeRawBufferPointer

        func fail(_ reason: String) -> Rejection { Rejection(reason: reason) }

        func uint(at offset: Int, size: Int) throws -> UInt64 {
            guard size >= 1, size <= 8, offset >= 0, offset <= bytes.count - size else {
                throw fail("a value at byte \(offset) runs past the end of the file")
            }
            var value: UInt64 = 0
            for index in 0..<size {
                value = value << 8 | UInt64(bytes[offset + index])
            }
            return value
        }

        func int(at offset: Int, size: Int, limit: Int, what: @autoclosure () -> String) throws -> Int {
            let raw = try uint(at: offset, size: size)
            guard raw <= UInt64(limit) else { throw fail("\(what()) \(raw) is out of range") }
            return Int(raw)
        }

        mutating func readTrailer() throws -> Layout {
            guard bytes.count >= 8 + 1 + 32 else { throw fail("the file is too short to be a binary plist") }
            let trailer = bytes.count - 32
            let offsetSize = Int(bytes[trailer + 6])
            let referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw fail("the trailer declares integer sizes \(offsetSize) and \(referenceSize)")
            }
            let objectCount = try int(at: trailer + 8, size: 8, limit: bytes.count, what: "object count")
            let topObject = try int(at: trailer + 16, size: 8, limit: bytes.count, what: "top object")
            let tableStart = try int(at: trailer + 24, size: 8, limit: bytes.count, what: "offset table start")
            guard objectCount >= 1 else { throw fail("the file declares no objects") }
            guard topObject < objectCount else { throw fail("the top object \(topObject) does not exist") }
            let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
            guard !overflow, tableStart >= 8, tableStart <= trailer - tableSize else {
                throw fail("the offset table lies outside the file")
            }
            return Layout(
                offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount,
                topObject: topObject, offsetTableStart: tableStart)
        }

        /// Every object's kind and references, after checking that the object fits before the offset table.
        func readObjects(_ layout: Layout) throws -> Objects {
            var objects = Objects(
                kinds: [UInt8](repeating: 0, count: layout.objectCount),
                childStart: [Int](repeating: 0, count: layout.objectCount + 1),
                childList: [])
            objects.childList.reserveCapacity(layout.objectCount * 2)
            for object in 0..<layout.objectCount {
                let offset = try int(
                    at: layout.offsetTableStart + object * layout.offsetSize,
                    size: layout.offsetSize, limit: layout.offsetTableStart - 1,
                    what: "offset of object \(object)")
                guard offset >= 8 else { throw fail("object \(object) overlaps the header") }
                objects.kinds[object] = bytes[offset] >> 4
                objects.childStart[object] = objects.childList.count
                try references(of: object, at: offset, layout: layout, into: &objects.childList)
            }
            objects.childStart[layout.objectCount] = objects.childList.count
            return objects
        }

        /// Checks that the object at `offset` is a kind a property list holds and that its data fits
        /// before the offset table; appends the objects an array or dictionary references.
        private func references(of object: Int, at offset: Int, layout: Layout, into list: inout [Int]) throws {
            let site = Site(object: object, offset: offset, end: layout.offsetTableStart)
            let marker = bytes[offset]
            let info = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                guard info == 0x0 || info == 0x8 || info == 0x9 || info == 0xF else {
                    throw fail("object \(object) has an unknown marker")
                }
            case 0x1:
                guard info <= 4 else { throw fail("object \(object) is an integer of unsupported size") }
                try require(site, from: offset + 1, length: 1 << info)
            case 0x2:
                guard info == 2 || info == 3 else { throw fail("object \(object) is a real of unsupported size") }
                try require(site, from: offset + 1, length: 1 << info)
            case 0x3:
                guard info == 3 else { throw fail("object \(object) is a malformed date") }
                try require(site, from: offset + 1, length: 8)
            case 0x4, 0x5:
                let (length, start) = try elementCount(site, info: info)
                try require(site, from: start, length: length)
            case 0x6:
                let (length, start) = try elementCount(site, info: info)
                let (byteLength, overflow) = length.multipliedReportingOverflow(by: 2)
                guard !overflow else { throw fail("object \(object) is a string of impossible length") }
                try require(site, from: start, length: byteLength)
            case 0x8:
                throw fail("object \(object) is a keyed-archiver UID, which an Info.plist never holds")
            case 0xB, 0xC:
                throw fail("object \(object) is a set, which a property list cannot hold")
            case 0xA:
                let (number, start) = try elementCount(site, info: info)
                try appendReferences(number, from: start, site: site, layout: layout, into: &list)
            case 0xD:
                let (number, start) = try elementCount(site, info: info)
                let (doubled, overflow) = number.multipliedReportingOverflow(by: 2)
                guard !overflow else { throw fail("object \(object) has too many entries") }
                try appendReferences(doubled, from: start, site: site, layout: layout, into: &list)
            default:
                throw fail("object \(object) has an unknown marker 0x\(String(marker, radix: 16))")
            }
        }

        /// The object being checked: its number, where it starts, and where its data must end (the offset table).
        struct Site {
            var object: Int
            var offset: Int
            var end: Int
        }

        /// Checks that `length` bytes starting at `start` end before the offset table.
        private func require(_ site: Site, from start: Int, length: Int) throws {
            let (stop, overflow) = start.addingReportingOverflow(length)
            guard !overflow, length >= 0, stop <= site.end else {
                throw fail("object \(site.object) runs past the end of its data")
            }
        }

        /// The element count: the low nibble `info`, or an integer object that follows when it is 0xF.
        private func elementCount(_ site: Site, info: Int) throws -> (count: Int, dataStart: Int) {
            let offset = site.offset
            guard info == 0x0F else { return (info, offset + 1) }
            try require(site, from: offset + 1, length: 1)
            let intMarker = bytes[offset + 1]
            guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else {
                throw fail("object \(site.object) has a malformed length")
            }
            let size = 1 << Int(intMarker & 0x0F)
            try require(site, from: offset + 2, length: size)
            let value = try int(at: offset + 2, size: size, limit: bytes.count, what: "length of object \(site.object)")
            return (value, offset + 2 + size)
        }

        /// Appends `number` references read at `start`, each checked to name an object that exists.
        private func appendReferences(_ number: Int, from start: Int, site: Site, layout: Layout, into list: inout [Int]) throws {
            let (length, overflow) = number.multipliedReportingOverflow(by: layout.referenceSize)
            guard !overflow else { throw fail("object \(site.object) has too many elements") }
            try require(site, from: start, length: length)
            for index in 0..<number {
                let ref = try int(
                    at: start + index * layout.referenceSize, size: layout.referenceSize,
                    limit: Int.max, what: "reference")
                guard ref < layout.objectCount else {
                    throw fail("object \(site.object) refers to object \(ref), which does not exist")
                }
                list.append(ref)
            }
        }
    }
}
