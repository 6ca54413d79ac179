import Foundation

/// Compiled asset catalogs (`Assets.car`) made by the tests, in the layout actool writes and
/// CompiledCatalog reads: a BOM store with the CAR header, the key format, the names (FACETKEYS), the
/// appearances and one rendition per bitmap, of one colour, run-length coded (a 1024 px image is a few
/// kB) or stored raw (4 MB, for a catalog that is large on purpose).
public enum CarFixture {
    /// One bitmap of an icon set.
    public struct Image: Sendable {
        /// CoreUI's idiom: 0 universal, 1 iPhone, 2 iPad, 6 the App Store's (ios-marketing).
        public var idiom: Int
        public var pixels: Int
        public var scale: Int
        /// APPEARANCEKEYS' identifier: 0 any, 1 dark, 10 tinted.
        public var appearance: Int
        /// Straight RGBA.
        public var rgba: (UInt8, UInt8, UInt8, UInt8)
        /// Stored raw (4 bytes a pixel) rather than run-length coded.
        public var raw: Bool

        public init(idiom: Int, pixels: Int, scale: Int, appearance: Int = 0, rgba: (UInt8, UInt8, UInt8, UInt8), raw: Bool = false) {
            self.idiom = idiom
            self.pixels = pixels
            self.scale = scale
            self.appearance = appearance
            self.rgba = rgba
            self.raw = raw
        }
    }

    public struct IconSet: Sendable {
        public var name: String
        public var images: [Image]

        public init(name: String, images: [Image]) {
            self.name = name
            self.images = images
        }
    }

    static let keyFormat = [7, 12, 15, 9, 17, 2]
    static let iconImagePart = 220

    /// The catalog's bytes; `thinnedFor` writes EXTENDED_METADATA's thinning arguments.
    public static func catalog(_ sets: [IconSet], thinnedFor: String? = nil) -> Data {
        var store = BOMWriter()
        var renditions: [(key: Int, value: Int)] = []
        var facets: [(key: Int, value: Int)] = []
        for (setIndex, set) in sets.enumerated() {
            let identifier = 1000 + setIndex
            facets.append((store.add(Array(set.name.utf8)), store.add(facet(identifier: identifier))))
            for (imageIndex, image) in set.images.enumerated() {
                let key = [image.appearance, image.scale, image.idiom, imageIndex + 1, identifier, iconImagePart]
                renditions.append(
                    (store.add(key.flatMap { le16($0) }), store.add(rendition(image, name: "\(set.name)-\(imageIndex).png"))))
            }
        }
        let appearances = [("UIAppearanceAny", 0), ("UIAppearanceDark", 1), ("ISAppearanceTintable", 10)].map { name, identifier in
            (key: store.add(Array(name.utf8)), value: store.add(le16(identifier)))
        }
        var variables = [
            ("CARHEADER", store.add(header(renditions: renditions.count))),
            ("KEYFORMAT", store.add(Array("tmfk".utf8) + le32(0) + le32(keyFormat.count) + keyFormat.flatMap { le32($0) })),
            ("RENDITIONS", store.tree(renditions)), ("FACETKEYS", store.tree(facets)), ("APPEARANCEKEYS", store.tree(appearances)),
        ]
        if let thinnedFor {
            let metadata = Array("META".utf8) + text(thinnedFor, 256) + text("13.0", 256) + text("ios", 256) + text("", 256)
            variables.append(("EXTENDED_METADATA", store.add(metadata)))
        }
        return store.bytes(variables: variables)
    }

    static func header(renditions: Int) -> [UInt8] {
        Array("RATC".utf8) + le32(972) + le32(17) + le32(0) + le32(renditions) + text("@(#)PROGRAM:CoreUI  PROJECT:CoreUI-972", 128)
            + text("Xcode 26.2 (17C52) via iconpicker's tests", 256) + [UInt8](repeating: 0, count: 16) + le32(0) + le32(2)
            + le32(1) + le32(2)
    }

    /// Hot spot, then (attribute, value) pairs: the part and the identifier renditions share.
    static func facet(identifier: Int) -> [UInt8] {
        le16(0) + le16(0) + le16(2) + le16(2) + le16(iconImagePart) + le16(17) + le16(identifier)
    }

    /// The CSI header (`ISTC`, 184 bytes) and the bitmap (`MLEC`): premultiplied BGRA pixels.
    static func rendition(_ image: Image, name: String) -> [UInt8] {
        let (red, green, blue, alpha) = image.rgba
        func premultiplied(_ value: UInt8) -> UInt8 { UInt8((Int(value) * Int(alpha) + 127) / 255) }
        let pixel = [premultiplied(blue), premultiplied(green), premultiplied(red), alpha]
        let side = image.pixels
        let data: [UInt8]
        if image.raw {
            var pixels = [UInt8](repeating: 0, count: side * side * 4)
            for offset in stride(from: 0, to: pixels.count, by: 4) { pixels.replaceSubrange(offset..<offset + 4, with: pixel) }
            data = pixels
        } else {
            // Every row one run of the pixel; rows 1… point at row 0's run.
            let start = 16 + 4 * (side - 1)
            data =
                le32(0) + le32(side) + le32(side) + le32(side * 4) + (1..<max(side, 1)).flatMap { _ in le32(start) }
                + le32(0x8000_0000 | side) + pixel
        }
        let bitmap = Array("MLEC".utf8) + le32(0) + le32(image.raw ? 0 : 1) + le32(data.count) + data
        var csi = Array("ISTC".utf8) + le32(1) + le32(0) + le32(side) + le32(side) + le32(image.scale * 100) + Array("BGRA".utf8)
        csi += le32(1) + le32(0) + le16(12) + le16(0) + text(name, 128) + le32(0) + le32(1) + le32(0) + le32(bitmap.count)
        return csi + bitmap
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
    static func le32(_ value: Int) -> [UInt8] { [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func text(_ string: String, _ count: Int) -> [UInt8] {
        Array(Array(string.utf8).prefix(count)) + [UInt8](repeating: 0, count: max(0, count - string.utf8.count))
    }
}

/// A BOM store being written: blocks (numbered from 1; 0 is the null block), named variables, and
/// trees of one leaf.
struct BOMWriter {
    private var blocks: [[UInt8]] = [[]]

    /// Adds a block and returns its number.
    mutating func add(_ bytes: [UInt8]) -> Int {
        blocks.append(bytes)
        return blocks.count - 1
    }

    /// A tree whose root is one leaf of (value, key) block pairs.
    mutating func tree(_ entries: [(key: Int, value: Int)]) -> Int {
        let leaf = add(
            [0, 1] + CarFixture.le16(entries.count).reversed() + CarFixture.be32(0) + CarFixture.be32(0)
                + entries.flatMap { CarFixture.be32($0.value) + CarFixture.be32($0.key) })
        return add(
            Array("tree".utf8) + CarFixture.be32(0x1000) + CarFixture.be32(leaf) + CarFixture.be32(4096) + CarFixture.be32(entries.count)
                + [0])
    }

    /// The file: the header, the blocks, the block table and the variables.
    func bytes(variables: [(String, Int)]) -> Data {
        var out = Array("BOMStore".utf8) + [UInt8](repeating: 0, count: 24)
        var table = CarFixture.be32(blocks.count) + CarFixture.be32(0) + CarFixture.be32(0)
        for block in blocks.dropFirst() {
            table += CarFixture.be32(out.count) + CarFixture.be32(block.count)
            out += block
        }
        let tableOffset = out.count
        out += table
        let variablesOffset = out.count
        out += CarFixture.be32(variables.count)
        for (name, block) in variables { out += CarFixture.be32(block) + [UInt8(name.utf8.count)] + Array(name.utf8) }
        let fields = [1, blocks.count, tableOffset, table.count, variablesOffset, out.count - variablesOffset]
        out.replaceSubrange(8..<32, with: fields.flatMap(CarFixture.be32))
        return Data(out)
    }
}
