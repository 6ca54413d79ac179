import Foundation

/// Turns the PATH a user typed into the Info.plist to read.
///
/// PATH may be the Info.plist itself or a folder. In a folder, `Info.plist` at its top wins;
/// otherwise the folders below (four levels, skipping build output and catalogs) are searched, and
/// when several plists turn up, the ones that declare `CFBundleIcons` are preferred. Several of
/// those is a question only the user can answer, so the candidates are listed.
struct InfoPlistLocator: Sendable {
    var reader: PropertyListReader
    /// Most folders listed (a plist deep in a monorepo is found; a home folder is not walked whole).
    var maxFolders: Int
    /// Folders listed and property lists parsed in this pass, if the caller keeps them.
    var filesRead: FilesRead?

    init(reader: PropertyListReader = .init(), maxFolders: Int = ProjectLocator.standardFolderBudget, filesRead: FilesRead? = nil) {
        self.reader = reader
        self.maxFolders = maxFolders
        self.filesRead = filesRead
    }

    func locate(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError.inputNotFound(path: path)
        }
        guard isDirectory.boolValue else { return path }
        let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let direct = folder + "/Info.plist"
        if FileManager.default.fileExists(atPath: direct) { return direct }

        let found = search(folder)
        if found.count == 1 { return found[0] }
        guard !found.isEmpty else {
            throw InputError.noInfoPlist(folder: folder, holdsXcodeProject: ProjectRoot.holdsXcodeProject(folder))
        }
        let declaringIcons = found.filter(declaresIcons)
        if declaringIcons.count == 1 { return declaringIcons[0] }
        throw InputError.ambiguousInfoPlist(folder: folder, candidates: declaringIcons.isEmpty ? found : declaringIcons)
    }

    /// Every `Info.plist` below `folder`, shallowest first, skipping other people's code and build
    /// output as `ProjectLocator` does (built `.app` bundles are looked into: their plist is the app's).
    func search(_ folder: String) -> [String] {
        var results: [String] = []
        var level = [folder]
        var listed = 0
        while !level.isEmpty && listed < maxFolders {
            var next: [String] = []
            for directory in level where listed < maxFolders {
                listed += 1
                for (name, kind) in filesRead?.listings.sortedEntries(directory) ?? DirectoryEntries.sortedByName(directory) ?? [] {
                    let path = directory + "/" + name
                    let isFolder = kind == .folder || (kind == .unknown && Self.isFolder(path))
                    if !isFolder {
                        if name == "Info.plist" { results.append(path) }
                    } else if !ProjectLocator.skippedFolderNames.contains(name),
                        ImageFileIndex.shouldDescend(into: name, path: path, isLink: kind == .unknown)
                    {
                        next.append(path)
                    }
                }
            }
            level = next
        }
        return results
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func declaresIcons(_ path: String) -> Bool {
        let parsed = Result { try filesRead?.plist(at: path, reader: reader) ?? reader.readValue(path: path).root }
        guard let root = try? parsed.get() else { return false }
        return InfoPlistParser.declaresIcons(root)
    }
}
