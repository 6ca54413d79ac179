import Foundation
import TestSupport
import Testing

@testable import IconKit

/// `sortedByName` orders a folder exactly as sorting by `String`'s `<` does, whether its shortcut
/// for ASCII names (the first 16 bytes as integers) applies or not.
@Suite struct DirectoryEntriesTests {
    static func names(in folder: TemporaryFolder, _ names: [String]) -> (sorted: [String]?, expected: [String]) {
        for name in names { folder.write(name, Data([1])) }
        let expected = (DirectoryEntries.read(folder.path) ?? []).map(\.name).sorted()
        return (DirectoryEntries.sortedByName(folder.path)?.map(\.name), expected)
    }

    @Test func asciiNamesSortAsStringsDo() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let names = [
            "Alternate1000@2x.png", "Alternate100@2x.png", "Alternate10@2x.png", "Alternate1@2x.png", "alternate1@2x.png",
            "AlternateLongCommonPrefix-b.png", "AlternateLongCommonPrefix-a.png", "AlternateLongCommonPrefix", "a", "B", "_x",
            "Z.png", "0", "AlternateLongCo", "AlternateLongCom", "AlternateLongComm",
        ]
        let (sorted, expected) = Self.names(in: folder, names)
        #expect(sorted == expected)
        #expect(sorted?.count == names.count)
    }

    @Test func aFolderWithOtherNamesSortsAsStringsDo() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let (sorted, expected) = Self.names(
            in: folder, ["cafe\u{301}.png", "caf\u{E9}s.png", "cafe.png", "\u{212A}.png", "K.png", "L.png"])
        #expect(sorted == expected)
    }

    @Test func sortKeysArePaddedBigEndianBytes() {
        var name = "ab"
        let key = name.withUTF8 { DirectoryEntries.sortKey($0) }
        #expect(key?.high == 0x6162_0000_0000_0000 && key?.low == 0)
        var other = "\u{E9}"
        #expect(other.withUTF8 { DirectoryEntries.sortKey($0) } == nil)
    }
}
