import Foundation
import Testing

@testable import CompiledCatalog

/// Raw LZVN streams (the payload of the reference encoder's `bvxn` blocks, as a CAR stores LZVN bitmaps)
/// decode to what the reference decoder made of the whole stream; damaged ones fail cleanly.
@Suite struct LZVNDecoderTests {
    static let fixture = ReferenceTools.fixtures + "/lzfse/lzvn-mixed-1500"

    @Test func theCommittedPayloadDecodesAsItsStream() throws {
        let payload = try ReferenceTools.bytes(Self.fixture + ".lzvn")
        let stream = try ReferenceTools.bytes(Self.fixture + ".lzfse")
        #expect(Array(stream.prefix(4)) == Array("bvxn".utf8))
        #expect(try LZVN.decode(payload, decodedSize: 1500) == (try LZFSE.decode(stream, maxOutputSize: 1500)))
        #expect(LZFSETests.hash(try LZVN.decode(payload, decodedSize: 1500)) == 0xa36a_691b_e601_7c1a)
    }

    @Test func freshReferencePayloadsDecodeIdentically() throws {
        if let reason = ReferenceTools.referenceUnavailable {
            print("LZVNDecoderTests: reference comparison skipped: \(reason)")
            return
        }
        let folder = ReferenceTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try #require(ReferenceTools.python("lzfse_reference.py", ["make", folder, "--seed", "\(UInt16.random(in: 0...9999))"]))
        try #require(made.status == 0, "\(made.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lzvn") }
        #expect(names.count >= 10)
        for name in names {
            let expected = try ReferenceTools.bytes(folder + "/" + name.replacingOccurrences(of: ".lzvn", with: ".raw"))
            let payload = try ReferenceTools.bytes(folder + "/" + name)
            #expect(try LZVN.decode(payload, decodedSize: expected.count) == expected, "\(name)")
        }
    }

    @Test func aWrongSizeOrACutStreamFails() throws {
        let payload = try ReferenceTools.bytes(Self.fixture + ".lzvn")
        #expect(throws: CompiledCatalogError.self) { try LZVN.decode(payload, decodedSize: 1499) }
        #expect(throws: CompiledCatalogError.self) { try LZVN.decode(payload, decodedSize: 1501) }
        for length in 0..<payload.count {
            #expect(throws: CompiledCatalogError.self) { try LZVN.decode(Array(payload[0..<length]), decodedSize: 1500) }
        }
    }

    @Test func undefinedOpcodesAndMatchesBeforeTheStartAreRefused() throws {
        // 0x70 is undefined; 0xF1 (a match at the previous distance) has no distance yet; a small-distance
        // match of distance 5 with nothing written reaches before the output.
        for stream: [UInt8] in [
            [0x70, 0, 0, 0, 0, 0, 0, 0, 0], [0xF1, 0x06, 0, 0, 0, 0, 0, 0, 0], [0x00, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0],
        ] {
            #expect(throws: CompiledCatalogError.self) { try LZVN.decode(stream, decodedSize: 4) }
        }
        // A 1-byte literal, then a 3-byte match at distance 1, then the end: "aaaa".
        #expect(try LZVN.decode([0x40, 0x01, 0x61, 0x06, 0, 0, 0, 0, 0, 0, 0], decodedSize: 4) == Array("aaaa".utf8))
    }
}
