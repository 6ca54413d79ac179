import Basics
import Foundation
import Testing

@testable import CompiledCatalog

/// The LZFSE decoder against Apple's reference: committed streams the reference encoder made (with
/// what the reference decoder makes of them), fresh streams from random and real data when python3 and
/// the `lzfse` package are here, and hostile streams that must fail cleanly.
@Suite struct LZFSETests {
    struct Fixture {
        var name: String
        var size: Int
        var hash: UInt64
    }

    static let fixtures: [Fixture] = {
        let text = (try? String(contentsOfFile: ReferenceTools.fixtures + "/lzfse/manifest.txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let size = Int(fields[1]), let hash = UInt64(fields[2], radix: 16) else { return nil }
            return Fixture(name: String(fields[0]), size: size, hash: hash)
        }
    }()

    static func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer { FNV1a.hash($0) } }

    @Test func theCommittedStreamsDecodeAsTheReferenceDecodedThem() throws {
        #expect(Self.fixtures.count >= 7)
        for fixture in Self.fixtures {
            let stream = try ReferenceTools.bytes(ReferenceTools.fixtures + "/lzfse/\(fixture.name).lzfse")
            #expect(try LZFSE.decodedSize(of: stream) == fixture.size, "\(fixture.name)")
            let decoded = try LZFSE.decode(stream, maxOutputSize: 1 << 24)
            #expect(decoded.count == fixture.size, "\(fixture.name)")
            #expect(Self.hash(decoded) == fixture.hash, "\(fixture.name)")
        }
    }

    /// The reference decoder run again over the committed streams must still give the manifest's bytes,
    /// and fresh streams the reference encoder makes now (random, text, pixels, a real catalog, LZVN-sized
    /// inputs, and `bvx1` rewrites of `bvx2` streams) must decode to exactly the reference's output.
    @Test func freshReferenceStreamsDecodeIdentically() throws {
        if let reason = ReferenceTools.referenceUnavailable {
            print("LZFSETests: reference comparison skipped: \(reason)")
            return
        }
        let folder = ReferenceTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var arguments = ["make", folder, "--seed", "\(UInt16.random(in: 0...UInt16.max))"]
        let realCar = "\(ReferenceTools.folder)/../../../shared/cars/jo-tools__sudoku__Resources_Assets.car"
        if FileManager.default.fileExists(atPath: realCar) { arguments += ["--real", realCar] }
        let made = try #require(ReferenceTools.python("lzfse_reference.py", arguments))
        try #require(made.status == 0, "\(made.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lzfse") }.sorted()
        #expect(names.count >= 30)
        for name in names {
            let stream = try ReferenceTools.bytes(folder + "/" + name)
            let expected = try ReferenceTools.bytes(folder + "/" + name.replacingOccurrences(of: ".lzfse", with: ".raw"))
            #expect(try LZFSE.decode(stream, maxOutputSize: 1 << 26) == expected, "\(name)")
        }
        for fixture in Self.fixtures {
            let output = folder + "/\(fixture.name).reference"
            let decoded = try #require(
                ReferenceTools.python("lzfse_reference.py", ["decode", ReferenceTools.fixtures + "/lzfse/\(fixture.name).lzfse", output]))
            try #require(decoded.status == 0, "\(decoded.stderr)")
            #expect(
                Self.hash(try ReferenceTools.bytes(output)) == fixture.hash, "the reference disagrees with the manifest on \(fixture.name)")
        }
    }

    @Test func anEmptyStreamIsItsEndMarker() throws {
        #expect(try LZFSE.decode(Array("bvx$".utf8), maxOutputSize: 0) == [])
        #expect(throws: CompiledCatalogError.self) { try LZFSE.decode([], maxOutputSize: 10) }
    }

    @Test func aStreamOverTheCapIsRefusedBeforeDecoding() throws {
        let stream = try ReferenceTools.bytes(ReferenceTools.fixtures + "/lzfse/text.lzfse")
        let error = try #require(throws: CompiledCatalogError.self) { try LZFSE.decode(stream, maxOutputSize: 1 << 20) }
        #expect(error.kind == .limitExceeded)
    }

    /// Every prefix of every committed stream fails with a typed error: none has its end marker.
    @Test func everyTruncationFailsCleanly() throws {
        for fixture in Self.fixtures {
            let stream = try ReferenceTools.bytes(ReferenceTools.fixtures + "/lzfse/\(fixture.name).lzfse")
            for length in stride(from: 0, to: stream.count, by: max(1, stream.count / 300)) {
                #expect(throws: CompiledCatalogError.self, "\(fixture.name) cut at \(length)") {
                    try LZFSE.decode(Array(stream[0..<length]), maxOutputSize: 1 << 24)
                }
            }
        }
    }

    /// Flipped bytes anywhere either still decode (to the declared size) or fail with a typed error.
    @Test func corruptedStreamsNeverTrapOrOverrun() throws {
        var generator = SystemRandomNumberGenerator()
        for fixture in Self.fixtures {
            let stream = try ReferenceTools.bytes(ReferenceTools.fixtures + "/lzfse/\(fixture.name).lzfse")
            for _ in 0..<200 {
                var damaged = stream
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                if let decoded = try? LZFSE.decode(damaged, maxOutputSize: 1 << 24) {
                    #expect(decoded.count == (try? LZFSE.decodedSize(of: damaged)))
                }
            }
        }
    }
}
