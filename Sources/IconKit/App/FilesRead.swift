import Synchronization

/// What one pass from PATH to a loaded app has read: each folder listed, each project and each
/// property list parsed once, however many questions of the search and the load ask for them.
/// Lives as long as one `AppLocation`; nothing outlives it.
final class FilesRead: Sendable {
    let listings = FolderListings()
    let projects = ReadProjects()
    private let plists = Mutex<[String: Result<PlistValue, any Error>]>([:])

    /// The property list at `path`, parsed once (a failure is remembered too).
    func plist(at path: String, reader: PropertyListReader) throws -> PlistValue {
        if let known = plists.withLock({ $0[path] }) { return try known.get() }
        let result = Result { try reader.readValue(path: path).root }
        plists.withLock { $0[path] = result }
        return try result.get()
    }
}
