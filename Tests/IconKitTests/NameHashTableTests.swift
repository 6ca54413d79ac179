import Testing

@testable import IconKit

/// The open-addressing table finds every name under its hash, colliding ones included, as it grows.
@Suite struct NameHashTableTests {
    @Test func everyNameIsFoundUnderItsHashCollisionsIncluded() {
        var table = NameHashTable()
        #expect(table.isEmpty)
        for index in 0..<1_000 { table.insert("name\(index)", hash: UInt64(index % 37)) }
        for index in 0..<1_000 {
            #expect(table.first(hash: UInt64(index % 37)) { $0 == "name\(index)" } == "name\(index)")
        }
        #expect(table.first(hash: 99) { _ in true } == nil)
        #expect(table.first(hash: 5) { $0 == "name6" } == nil)
        let sized = NameHashTable(capacity: 3)
        #expect(sized.first(hash: 0) { _ in true } == nil)
    }
}
