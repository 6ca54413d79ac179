import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Every file name under a project folder, built once per run so that resolving hundreds of icons
/// costs one walk of the tree.
///
/// Skips what a build never copies loose into the bundle root and what is large and irrelevant:
/// asset catalogs (`.xcassets`, read by their own code), `.git`, build output (`build`, `.build`,
/// `DerivedData`), dependency folders and Xcode containers. The walk stops after `maxEntries` so
/// pointing at a home folder stays quick; `isTruncated` says so.
struct ImageFileIndex: Sendable {
    let root: String
    /// File name → absolute paths, sorted shallowest first.
    private(set) var pathsByName: [String: [String]] = [:]
    /// Lower-cased file name → names, to suggest fixes for case mistakes: made on the first question
    /// (only a missing file asks), not for every file of every walk.
    private var caseFoldedNames = CaseFoldedNames()
    private(set) var isTruncated = false
    /// The `.xcassets` catalogs met on the way (not descended into: `AssetCatalogReader` reads them).
    private(set) var catalogPaths: [String] = []
    /// The Icon Composer `.icon` bundles met on the way (not descended into: their layer images are
    /// not loose icon files). Which of them a target compiles is the project's to say.
    private(set) var iconBundlePaths: [String] = []
    /// Whether the names came from reading folders on disk (not from an archive's list).
    private var isListedFromDisk = false
    /// Files indexed on a `stat`'s word rather than the listing's (links, entries of unknown type,
    /// added files): only these are not known to have been ordinary files when listed.
    private var unlistedFilePaths: Set<String> = []

    static let skippedFolderNames: Set<String> = [".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]
    static let skippedFolderExtensions: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "dSYM", "icon"]

    /// `listings`: folders this load has listed already (the search for the building project lists
    /// the same ones).
    init(root: String, maxEntries: Int = 100_000, listings: FolderListings? = nil) {
        self.root = root
        isListedFromDisk = true
        var visited = 0
        var pending: [String] = [root]
        let manager = FileManager.default
        while let folder = pending.popLast() {
            guard let entries = listings.sortedEntries(folder) else { continue }
            pathsByName.reserveCapacity(pathsByName.count + entries.count)
            for (name, kind) in entries {
                visited += 1
                if visited > maxEntries {
                    isTruncated = true
                    break
                }
                // Joined in one allocation, once for every file of the walk.
                let path = folder == "/" ? "/" + name : ImageResolver.joined(folder, "/", name)
                var isDirectory: ObjCBool = ObjCBool(kind == .folder)
                // Only links and entries of unknown type need a `stat` (which follows links, as before).
                guard kind != .unknown || manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if name.hasSuffix(".xcassets") { catalogPaths.append(path) }
                    if name.hasSuffix(".icon") { iconBundlePaths.append(path) }
                    if Self.shouldDescend(into: name, path: path, isLink: kind == .unknown) { pending.append(path) }
                } else {
                    if kind == .unknown { unlistedFilePaths.insert(path) }
                    pathsByName[name, default: []].append(path)
                }
            }
            if isTruncated { break }
        }
        for (name, paths) in pathsByName where paths.count > 1 {
            pathsByName[name] = paths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        }
    }

    /// The index of a folder holding only `fileNames`, known without reading a disk (an archive's
    /// app root, read in memory): what the walk above finds in the same files extracted.
    init(root: String, fileNames: [String]) {
        self.root = root
        for name in fileNames.sorted() {
            pathsByName[name, default: []].append(root + "/" + name)
        }
    }

    /// `isLink`: the entry may be a symbolic link (only those are looked at again).
    static func shouldDescend(into name: String, path: String, isLink: Bool = true) -> Bool {
        if skippedFolderNames.contains(name) || name.hasPrefix(".") { return false }
        if let dot = name.lastIndex(of: "."), skippedFolderExtensions.contains(String(name[name.index(after: dot)...])) {
            return false
        }
        // Symbolic links to folders are not followed: they can loop. `lstat` alone: Foundation's
        // `attributesOfItem` also looked up the owner's and group's names (/etc/passwd, /etc/group).
        var status = stat()
        if isLink, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return false }
        return true
    }

    /// Whether the walk's folder listing reported `path` as an ordinary file (`DT_REG`), so that
    /// reading it needs no `fstat` to rule out a FIFO or a device (see `RegularFile`).
    func isListedFile(_ path: String) -> Bool {
        isListedFromDisk && (unlistedFilePaths.isEmpty || !unlistedFilePaths.contains(path))
    }

    /// Adds files outside `root` that the build copies into the app anyway (a target's Resources
    /// phase naming `../images/icon@2x.png`), found under their own names like any other.
    mutating func add(files: [String]) {
        for path in files where !pathsByName[(path as NSString).lastPathComponent, default: []].contains(path) {
            guard FileManager.default.fileExists(atPath: path) else { continue }
            unlistedFilePaths.insert(path)
            let name = (path as NSString).lastPathComponent
            pathsByName[name, default: []].append(path)
        }
        caseFoldedNames = CaseFoldedNames()
    }

    /// All paths of files called exactly `name`.
    func paths(named name: String) -> [String] { pathsByName[name] ?? [] }

    /// The paths of each of `names`' variants, in order.
    func paths(of names: CandidateFileNames) -> [[String]] {
        names.variants.indices.map { paths(named: names.name($0)) }
    }

    /// File names that differ from `name` only in letter case.
    func caseInsensitiveMatches(for name: String) -> [String] {
        caseFoldedNames.names(lowercased: name.lowercased(), in: pathsByName).filter { $0 != name }
    }
}
