import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct BinaryPropertyListGuardTests {
    /// Builds a bplist00 file from objects already encoded, with 1-byte references and offsets.
    static func bplist(_ objects: [[UInt8]], top: Int = 0, referenceSize: UInt8 = 1) -> Data {
        var body: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(body.count)
            body += object
        }
        let tableStart = body.count
        let offsetSize: UInt8 = tableStart > 255 ? 2 : 1
        for offset in offsets {
            if offsetSize == 2 { body += [UInt8(offset >> 8), UInt8(offset & 0xFF)] } else { body.append(UInt8(offset)) }
        }
        body += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        for value in [objects.count, top, tableStart] {
            body += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return Data(body)
    }

    func validate(_ data: Data, _ check: BinaryPropertyListGuard = .init()) throws {
        try data.withUnsafeBytes { try check.validate($0) }
    }

    @Test func acceptsWhatFoundationWrites() throws {
        let alternates = Dictionary(
            uniqueKeysWithValues: (1...200).map { (number: Int) in ("icon\(number)", (files: ["file\(number)"], ordinal: Int?(number))) })
        let root = PlistFixture.infoPlist(alternates: alternates)
        try validate(PlistFixture.binary(root))
    }

    @Test func acceptsAHandBuiltArray() throws {
        // [ "a", "b" ]
        try validate(Self.bplist([[0xA2, 1, 2], [0x51, 0x61], [0x51, 0x62]]))
    }

    @Test func refusesAnArrayThatContainsItself() {
        #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(Self.bplist([[0xA1, 0]])) }
    }

    @Test func refusesAnIndirectCycle() {
        #expect(throws: BinaryPropertyListGuard.Rejection.self) {
            try validate(Self.bplist([[0xA1, 1], [0xA1, 2], [0xA1, 0]]))
        }
    }

    @Test func refusesExponentialSharing() {
        // Each array references the next one twice: 2^30 leaves from 31 objects.
        var objects: [[UInt8]] = (0..<30).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x51, 0x78])
        let error = #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(Self.bplist(objects)) }
        #expect(error?.reason.contains("expand") == true)
    }

    @Test func acceptsModestSharing() throws {
        var objects: [[UInt8]] = (0..<10).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x51, 0x78])
        try validate(Self.bplist(objects))
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let depth = 40
        var objects: [[UInt8]] = (0..<depth).map { [0xA1, UInt8($0 + 1)] }
        objects.append([0x08])
        #expect(throws: BinaryPropertyListGuard.Rejection.self) {
            try validate(Self.bplist(objects), BinaryPropertyListGuard(maxDepth: 20))
        }
        #expect(throws: Never.self) { try validate(Self.bplist(objects), BinaryPropertyListGuard(maxDepth: 64)) }
    }

    @Test func refusesReferencesToMissingObjects() {
        #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(Self.bplist([[0xA1, 9]])) }
    }

    @Test func refusesStringsLongerThanTheFile() {
        // A UTF-16 string claiming 15 characters with 2 bytes present.
        #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(Self.bplist([[0x6F, 0x10, 0x0F, 0, 0x61]])) }
    }

    @Test func refusesAnImpossibleTrailer() {
        var data = Self.bplist([[0x08]])
        data[data.count - 26] = 0  // offset size 0
        #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(data) }
        #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(Data("bplist00".utf8)) }
        var huge = Self.bplist([[0x08]])
        for index in (huge.count - 24)..<(huge.count - 16) { huge[index] = 0xFF }  // object count 2^64-1
        #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate(huge) }
    }

    /// Mutates a real Info.plist thousands of times: the guard and, behind it, Foundation must
    /// answer every one without crashing or hanging (a first guard here crashed on overflow, and
    /// Foundation crashed on a mutation that turned a string into a set).
    /// `ICONPICKER_FUZZ_ITERATIONS` and `ICONPICKER_FUZZ_SEED` run a longer or different campaign.
    @Test func survivesMutatedInput() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["ICONPICKER_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
        let seed = environment["ICONPICKER_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x1C0_9E1C
        let original = [UInt8](
            PlistFixture.binary(
                PlistFixture.infoPlist(
                    alternates: ["dark": (["dark-60"], 1), "light": (["light-60", "light-76"], 2), "图标": (["文件名"], nil)])))
        var generator = SplitMix64(seed: seed)
        let reader = PropertyListReader()
        var accepted = 0
        for _ in 0..<iterations {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if let (root, _) = try? reader.parse(Data(bytes), path: "fuzz.plist") {
                accepted += 1
                _ = try? InfoPlistParser().parse(root, path: "fuzz.plist")
            }
        }
        #expect(accepted > 0, "some mutations (e.g. inside string contents) are still valid plists")
    }
}

/// A small deterministic generator, so a failing mutation can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension BinaryPropertyListGuardTests {
    @Suite struct Markers {
        func validate(_ objects: [[UInt8]]) throws {
            try BinaryPropertyListGuardTests.bplist(objects).withUnsafeBytes { try BinaryPropertyListGuard().validate($0) }
        }

        /// A set inside a dictionary makes Foundation dereference null on Linux.
        @Test func refusesSets() {
            #expect(throws: BinaryPropertyListGuard.Rejection.self) {
                try validate([[0xD1, 1, 2], [0x51, 0x61], [0xC1, 3], [0x51, 0x62]])
            }
            #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate([[0xB1, 1], [0x51, 0x61]]) }
        }

        @Test func refusesKeyedArchiverUIDs() {
            #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate([[0xD1, 1, 2], [0x51, 0x61], [0x80, 0x05]]) }
        }

        @Test func refusesKeysThatAreNotStrings() {
            #expect(throws: BinaryPropertyListGuard.Rejection.self) { try validate([[0xD1, 1, 2], [0x10, 5], [0x51, 0x62]]) }
            #expect(throws: Never.self) { try validate([[0xD1, 1, 2], [0x61, 0x56, 0xFE], [0x51, 0x62]]) }
        }
    }
}
