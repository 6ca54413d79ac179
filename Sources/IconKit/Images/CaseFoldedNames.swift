import Synchronization

/// An index's file names by their lower-cased spelling, made from its names the first time a
/// missing file asks for near misses: lower-casing and filing every name of every walk allocates
/// for every file, and nearly every run asks nothing.
final class CaseFoldedNames: Sendable {
    private let byLowercasedName = Mutex<[String: [String]]?>(nil)

    /// The names in `pathsByName` whose lower-cased spelling is `lowercased`.
    func names(lowercased: String, in pathsByName: [String: [String]]) -> [String] {
        byLowercasedName.withLock { index in
            if index == nil {
                var built: [String: [String]] = [:]
                for name in pathsByName.keys { built[name.lowercased(), default: []].append(name) }
                index = built
            }
            return index?[lowercased] ?? []
        }
    }
}
