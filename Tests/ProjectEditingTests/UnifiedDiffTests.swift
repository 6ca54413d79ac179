import Foundation
import ProjectEditing
import TestSupport
import Testing

/// The diff is checked by the tool maintainers feed it to: `git apply` must turn each old text into
/// exactly the new one.
@Suite struct UnifiedDiffTests {
    @Test(arguments: 0..<40) func gitApplyTurnsTheOldTextIntoTheNewOne(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let old = (0..<Int.random(in: 0...60, using: &generator)).map { _ in "line \(Int.random(in: 0...9, using: &generator))" }
        var new = old
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let position = Int.random(in: 0...new.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: new.insert("added \(Int.random(in: 0...99, using: &generator))", at: position)
            case 1 where position < new.count: new.remove(at: position)
            default: if position < new.count { new[position] += " changed" }
            }
        }
        let oldText = old.joined(separator: "\n") + (seed % 3 == 0 ? "" : "\n")
        let newText = new.joined(separator: "\n") + (seed % 4 == 0 ? "" : "\n")
        let folder = TemporaryFolder("unified-diff")
        defer { folder.remove() }
        let file = folder.write("file.txt", text: oldText)
        let diff = ChangeSet([FileChange(path: file, before: Data(oldText.utf8), after: Data(newText.utf8))]).unifiedDiff(
            relativeTo: folder.path)
        folder.write("change.diff", text: diff)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["apply", "--unidiff-zero", "change.diff"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git apply refused:\n\(diff)")
        #expect(folder.read("file.txt") == newText, "\(diff)")
    }
}

/// splitmix64: the same pseudo-random edits on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
