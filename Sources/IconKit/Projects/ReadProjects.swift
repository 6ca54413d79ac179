import Foundation

/// The projects one search for an app has parsed, by path: the search for the project that builds
/// an Info.plist walks folders the first search walked, and parsing a large pbxproj costs more than
/// the rest of a command. Lives as long as one `AppLocator.locate`; a
/// project read later is read afresh.
final class ReadProjects: @unchecked Sendable {
    private let lock = NSLock()
    private var projects: [String: XcodeProject] = [:]

    /// The project parsed from `projectPath` in this search, if it was.
    func project(at projectPath: String) -> XcodeProject? {
        lock.withLock { projects[projectPath] }
    }

    func remember(_ project: XcodeProject) {
        lock.withLock { projects[project.path] = project }
    }
}
