import Foundation
import TestSupport
import Testing

@testable import CompiledCatalog

/// A catalog read from memory, from a file, or through a piece reader (one stored in an `.ipa`) is the
/// same catalog; a reader that fails or comes up short is a clean error.
@Suite struct CatalogSourceTests {
    static let bytes = [UInt8](
        CarFixture.catalog([
            CarFixture.IconSet(
                name: "AppIcon",
                images: [
                    .init(idiom: 1, pixels: 120, scale: 2, rgba: (1, 2, 3, 255)),
                    .init(idiom: 6, pixels: 1024, scale: 1, rgba: (1, 2, 3, 255)),
                ])
        ]))

    struct Failing: Error {}

    @Test func aPieceReaderReadsTheSameCatalogAsMemoryAndOnlyWhatItNeeds() throws {
        let reads = ReadLog()
        let pieces = try CompiledCatalog(size: Self.bytes.count) { offset, count in
            reads.add(count)
            return Array(Self.bytes[offset..<offset + count])
        }
        let memory = try CompiledCatalog(bytes: Self.bytes)
        #expect(pieces.renditions == memory.renditions && pieces.appIcons == memory.appIcons)
        #expect(reads.total < Self.bytes.count / 2, "the index, not the pixels: \(reads.total) of \(Self.bytes.count) bytes")
        #expect(try pieces.image(of: pieces.renditions[0]) == memory.image(of: memory.renditions[0]))
    }

    @Test func aFailingOrShortReaderAndAnOversizeCatalogAreCleanErrors() throws {
        #expect { try CompiledCatalog(size: Self.bytes.count) { _, _ in throw Failing() } } throws: {
            ($0 as? CompiledCatalogError)?.kind == .unreadable
        }
        #expect {
            try CompiledCatalog(size: Self.bytes.count) { offset, count in Array(Self.bytes[offset..<offset + count].dropLast()) }
        } throws: {
            ($0 as? CompiledCatalogError)?.kind == .damaged
        }
        var limits = CompiledCatalog.Limits()
        limits.maxFileSize = 100
        #expect { try CompiledCatalog(size: Self.bytes.count, limits: limits) { _, _ in [] } } throws: {
            ($0 as? CompiledCatalogError)?.kind == .limitExceeded
        }
    }
}

/// The bytes a piece reader handed out, counted from whichever thread asks.
final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = 0

    func add(_ count: Int) {
        lock.lock()
        bytes += count
        lock.unlock()
    }

    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
