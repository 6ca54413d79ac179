import Foundation

/// The projects this process has already parsed, with the bytes each was parsed from.
///
/// Finding the app (discovery, the folder search, the plist's building project) and loading it
/// each read the same `project.pbxproj`, and parsing a large one (home-assistant's is 580 KB) costs
/// more than the rest of a command. The bytes are still read every time and compared, so a file
/// rewritten since is parsed anew; only the parse is saved.
final class ReadProjects: @unchecked Sendable {
    static let shared = ReadProjects()
    /// A command reads one or two projects; a test process many. Past this, start again.
    private static let capacity = 8

    private let lock = NSLock()
    private var entries: [String: (bytes: Data, project: XcodeProject)] = [:]

    /// The project parsed from exactly `bytes` at `projectPath`, if there is one.
    func project(at projectPath: String, readFrom bytes: Data) -> XcodeProject? {
        lock.withLock {
            guard let entry = entries[projectPath], entry.bytes == bytes else { return nil }
            return entry.project
        }
    }

    func remember(_ project: XcodeProject, at projectPath: String, readFrom bytes: Data) {
        lock.withLock {
            if entries.count >= Self.capacity && entries[projectPath] == nil { entries.removeAll() }
            entries[projectPath] = (bytes, project)
        }
    }
}
