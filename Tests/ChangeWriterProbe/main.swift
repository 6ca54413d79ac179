import Foundation
import ProjectEditing

// change-writer-probe PATH SIZE: rewrites PATH through ChangeWriter forever, alternating between SIZE
// bytes of "A" and SIZE bytes of "B", so a test can kill it at any moment and find either whole file.
let arguments = CommandLine.arguments
guard arguments.count == 3, let size = Int(arguments[2]), size > 0 else {
    FileHandle.standardError.write(Data("usage: change-writer-probe PATH SIZE\n".utf8))
    exit(2)
}
let path = arguments[1]
let versions = [Data(repeating: UInt8(ascii: "A"), count: size), Data(repeating: UInt8(ascii: "B"), count: size)]
var current = FileManager.default.contents(atPath: path)
var turn = 0
while true {
    let next = versions[turn % 2]
    do {
        try ChangeWriter().apply(ChangeSet([FileChange(path: path, before: current, after: next)]))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    current = next
    turn += 1
}
