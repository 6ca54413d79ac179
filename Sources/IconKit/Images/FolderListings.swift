import Synchronization

/// The folder listings one load of an app has read, sorted by name, so that the search for the
/// building project and the index of image files read each folder once: both walk the project
/// root, which may hold a folder of thousands of icons.
/// Lives as long as the load (a listing is not refreshed within it).
final class FolderListings: Sendable {
    private let listings = Mutex<[String: [(name: String, kind: DirectoryEntries.Kind)]]>([:])

    /// `DirectoryEntries.sortedByName(folder)`, read at most once (a folder that cannot be read is
    /// asked again).
    func sortedEntries(_ folder: String) -> [(name: String, kind: DirectoryEntries.Kind)]? {
        if let known = listings.withLock({ $0[folder] }) { return known }
        guard let entries = DirectoryEntries.sortedByName(folder) else { return nil }
        listings.withLock { $0[folder] = entries }
        return entries
    }
}

extension Optional where Wrapped == FolderListings {
    /// The sorted entries of `folder`, through the listings when there are any.
    func sortedEntries(_ folder: String) -> [(name: String, kind: DirectoryEntries.Kind)]? {
        switch self {
        case .some(let listings): listings.sortedEntries(folder)
        case .none: DirectoryEntries.sortedByName(folder)
        }
    }
}
