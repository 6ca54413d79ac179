import Foundation
import ProjectEditing
import Testing

@Suite struct ChangeSetTests {
    let root = "/project"

    @Test func aChangeThatLeavesTheBytesIsDropped() {
        let set = ChangeSet([FileChange(path: "/project/a", before: Data("x\n".utf8), after: Data("x\n".utf8))])
        #expect(set.isEmpty)
        #expect(set.unifiedDiff(relativeTo: root) == "")
    }

    @Test func twoChangesOfOneFileComposeFromTheBytesOnDisk() {
        var set = ChangeSet()
        set.add(FileChange(path: "/project/a", before: Data("1\n".utf8), after: Data("2\n".utf8)))
        set.add(FileChange(path: "/project/a", before: Data("2\n".utf8), after: Data("3\n".utf8)))
        #expect(set.changes == [FileChange(path: "/project/a", before: Data("1\n".utf8), after: Data("3\n".utf8))])
        set.add(FileChange(path: "/project/a", before: Data("3\n".utf8), after: Data("1\n".utf8)))
        #expect(set.isEmpty)
    }

    @Test func changesAreKeptInPathOrder() {
        let set = ChangeSet([.create("/project/b", Data()), .create("/project/a", Data("a".utf8))])
        #expect(set.changes.map(\.path) == ["/project/a", "/project/b"])
    }

    @Test func theDiffShowsModifiedCreatedDeletedAndBinaryFilesAsGitDoes() {
        let before = Data((1...10).map { "line \($0)\n" }.joined().utf8)
        let after = Data((1...10).map { $0 == 5 ? "line five\n" : "line \($0)\n" }.joined().utf8)
        let set = ChangeSet([
            FileChange(path: "/project/Info.plist", before: before, after: after),
            .create("/project/new.txt", Data("new\n".utf8)),
            .delete("/project/old.txt", was: Data("old".utf8)),
            FileChange(path: "/project/icon.png", before: Data([0x89, 0x50, 0, 1]), after: Data([0x89, 0x50, 0, 2])),
        ])
        #expect(
            set.unifiedDiff(relativeTo: root) == """
                --- a/Info.plist
                +++ b/Info.plist
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                Binary files a/icon.png and b/icon.png differ
                --- /dev/null
                +++ b/new.txt
                @@ -0,0 +1 @@
                +new
                --- a/old.txt
                +++ /dev/null
                @@ -1 +0,0 @@
                -old
                \\ No newline at end of file

                """)
    }
}
