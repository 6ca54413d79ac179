import Foundation
import TestSupport
import Testing

@testable import IconKit

/// One load lists each folder once for the project search and the file index.
@Suite struct FolderListingsTests {
    @Test func aFolderIsListedOnceAndSortedAsAlone() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("b.png", Data([1]))
        folder.write("a.png", Data([1]))
        let listings = FolderListings()
        let first = listings.sortedEntries(folder.path)?.map(\.name)
        #expect(first == DirectoryEntries.sortedByName(folder.path)?.map(\.name))
        #expect(first == ["a.png", "b.png"])
        folder.write("c.png", Data([1]))
        #expect(listings.sortedEntries(folder.path)?.map(\.name) == first)
        #expect(listings.sortedEntries(folder.path + "/absent") == nil)
        let none: FolderListings? = nil
        #expect(none.sortedEntries(folder.path)?.map(\.name) == ["a.png", "b.png", "c.png"])
    }
}
