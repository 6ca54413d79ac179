import Basics
import Foundation
import IconKit
import IconResizing
import ImageDecoding
import TestSupport
import Testing

@Suite(.disabled(if: PythonReference.unavailable != nil, "\(PythonReference.unavailable ?? "")"))
struct IconResizerTests {
    static let referenceScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Reference/box_scale_reference.py"

    /// A `side` px square: a colour gradient crossed by a one-pixel black and white checkerboard in
    /// its top-left quarter (where a scaler in gamma space would come out too dark), with alpha
    /// falling off in the bottom-right corner unless `opaque`.
    static func source(side: Int, opaque: Bool) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                let checker = x < side / 2 && y < side / 2
                let on = (x + y) % 2 == 0
                let colour: [UInt8] =
                    checker
                    ? (on ? [255, 255, 255] : [0, 0, 0]) : [UInt8(x * 255 / side), UInt8(y * 255 / side), UInt8((x + y) * 127 / side)]
                let fade = x + y > side * 3 / 2 ? UInt8(max(0, 255 - (x + y - side * 3 / 2) * 8)) : 255
                pixels += colour + [opaque ? 255 : fade]
            }
        }
        return pixels
    }

    /// The reference's pixels for each size, straight RGBA.
    static func reference(_ png: Data, sizes: [Int]) throws -> [Int: [UInt8]] {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = try PythonReference.json(script: referenceScript, [folder.write("source.png", png)] + sizes.map(String.init))
        return Dictionary(uniqueKeysWithValues: sizes.map { ($0, ReferencePNG.bytes(hex: json[String($0)] as? String ?? "")) })
    }

    /// Whether `actual` and `expected` differ by at most one in every byte.
    static func withinOne(_ actual: [UInt8], _ expected: [UInt8]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    static func dropAlpha(_ rgba: [UInt8]) -> [UInt8] {
        stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<$0 + 3] }
    }

    @Test func anOpaqueSourceGivesRGBSizesThatMatchALinearLightReference() throws {
        let side = 96
        let png = PNGFixture.stored(width: side, height: side, bitDepth: 8, colorType: 6, samples: Self.source(side: side, opaque: true))
        let sizes = [40, 58, 60, 87, 29]
        let icons = try IconResizer().icons(fromPNG: png, path: "AppIcon.png", sizes: sizes)
        #expect(icons.map(\.size) == sizes)
        let expected = try Self.reference(png, sizes: sizes)
        for icon in icons {
            let read = try ReferencePNG.read(icon.png)
            #expect(icon.isOpaque)
            #expect((read.width, read.height, read.bitDepth, read.colorType) == (icon.size, icon.size, 8, 2))
            #expect(read.chunks.map(\.type).contains("sRGB"))
            #expect(Self.withinOne(read.samples, Self.dropAlpha(expected[icon.size] ?? [])), "\(icon.size) px")
        }
    }

    @Test func aTranslucentSourceKeepsItsAlphaAndMatchesTheReference() throws {
        let side = 64
        let png = PNGFixture.stored(width: side, height: side, bitDepth: 8, colorType: 6, samples: Self.source(side: side, opaque: false))
        let sizes = [40, 20, 64]
        let icons = try IconResizer().icons(fromPNG: png, path: "Icon.png", sizes: sizes)
        let expected = try Self.reference(png, sizes: sizes)
        for icon in icons {
            let read = try ReferencePNG.read(icon.png)
            #expect(!icon.isOpaque)
            #expect(read.colorType == 6)
            #expect(Self.withinOne(read.samples, expected[icon.size] ?? []), "\(icon.size) px")
        }
    }

    @Test func theSourceSizeKeepsTheSourceFileWithoutItsAlphaChannel() throws {
        let side = 48
        let rgba = PNGFixture.stored(width: side, height: side, bitDepth: 8, colorType: 6, samples: Self.source(side: side, opaque: true))
        let tagged = PNGFixture.inserting([PNGFixture.chunk("tEXt", Data("Author\0someone".utf8))], afterHeaderOf: rgba)
        let icons = try IconResizer().icons(fromPNG: tagged, path: "Icon.png", sizes: [side, 24])
        let withoutAlpha = try OpaqueAlphaRemoval().removingAlpha(from: tagged, path: "Icon.png")
        #expect(icons[0].png == withoutAlpha)
        let rgb = PNGFixture.solid(width: side, height: side)
        #expect(try IconResizer().icons(fromPNG: rgb, path: "Icon.png", sizes: [side])[0].png == rgb, "an RGB file is kept as it is")
    }

    @Test func theSourceColourSpaceIsDeclaredInEverySize() throws {
        let profile = PNGFixture.compressedAncillary("iCCP", compressed: Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
        let png = PNGFixture.inserting([profile], afterHeaderOf: PNGFixture.solid(width: 32, height: 32))
        let icon = try #require(try IconResizer().icons(fromPNG: png, path: "P3.png", sizes: [16]).first)
        let chunks = try ReferencePNG.read(icon.png).chunks
        #expect(chunks.map(\.type).prefix(2) == ["IHDR", "iCCP"])
        #expect(chunks[1].hex == ReferencePNG.hex(profile))
        #expect(!chunks.map(\.type).contains("sRGB"))
    }

    @Test func anIconBundleIsDrawnFlatThenScaledAsAPNGIs() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ModernProjectFixture.iconBundle("Glass.icon", in: folder)
        let icons = try IconResizer().icons(fromIconBundle: folder.path + "/Glass.icon", appearance: .any, sizes: [1024, 60])
        #expect(icons.map(\.size) == [1024, 60])
        #expect(icons.allSatisfy { $0.isOpaque }, "the bundle's fill covers the canvas")
        let large = try PNGDecoder().decode(icons[0].png, path: "1024")
        #expect((large.width, large.height) == (1024, 1024))
        let again = try IconResizer().icons(fromPNG: icons[0].png, path: "1024.png", sizes: [60])
        #expect(again[0].png == icons[1].png)
    }
}

extension IconResizerTests {
    @Suite struct Refusals {
        static func reason(_ png: Data, sizes: [Int]) throws -> IconResizeError.Reason {
            let error = try #require(throws: IconResizeError.self) { try IconResizer().icons(fromPNG: png, path: "Icon.png", sizes: sizes) }
            #expect(error.description.hasPrefix("Icon.png: "))
            return error.reason
        }

        @Test func sourcesThatCannotMakeTheSizesAreRefusedWithTheReason() throws {
            #expect(try Self.reason(PNGFixture.solid(width: 30, height: 20), sizes: [10]) == .notSquare(width: 30, height: 20))
            #expect(try Self.reason(PNGFixture.solid(width: 30, height: 30), sizes: [20, 40]) == .largerThanSource(size: 40, source: 30))
            #expect(try Self.reason(PNGFixture.solid(width: 30, height: 30), sizes: [0]) == .invalidSize(0))
            guard case .unreadable(let error) = try Self.reason(Data("no picture".utf8), sizes: [10]) else {
                Issue.record("text is unreadable")
                return
            }
            #expect(error.kind == .wrongFormat)
        }

        @Test func aBundleWithoutADocumentIsUnreadable() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let error = try #require(throws: IconResizeError.self) {
                try IconResizer().icons(fromIconBundle: folder.folder("Empty.icon"), appearance: .any, sizes: [60])
            }
            guard case .unreadableBundle = error.reason else {
                Issue.record("expected an unreadable bundle, got \(error)")
                return
            }
        }
    }
}
