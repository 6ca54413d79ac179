import Basics
import Foundation

/// The projects one search for an app has parsed, by path: the search for the project that builds
/// an Info.plist walks folders the first search walked, and parsing a large pbxproj costs more than
/// the rest of a command. Lives as long as one `AppLocator.locate`; a
/// project read later is read afresh.
final class ReadProjects: @unchecked Sendable {
    private let lock = NSLock()
    private var projects: [String: XcodeProject] = [:]
    /// The xcconfig files parsed, by path and the project folder their includes are looked for in: a
    /// project and the XcodeGen spec beside it name the same files.
    private var configurationFiles: [String: Result<XCConfigFile, RegularFile.Failure>] = [:]

    /// The xcconfig at `path`, parsed once per search (a failure is remembered too).
    func configurationFile(at path: String, projectFolder: String?) -> Result<XCConfigFile, RegularFile.Failure> {
        let key = path + "\u{0}" + (projectFolder ?? "")
        if let known = lock.withLock({ configurationFiles[key] }) { return known }
        let result = XCConfigDocuments.parse(path, projectFolder: projectFolder)
        lock.withLock { configurationFiles[key] = result }
        return result
    }

    /// The project parsed from `projectPath` in this search, if it was.
    func project(at projectPath: String) -> XcodeProject? {
        lock.withLock { projects[projectPath] }
    }

    func remember(_ project: XcodeProject) {
        lock.withLock { projects[project.path] = project }
    }
}
