import Foundation

/// The regular files under a folder, for copying a `.icon` in or deleting a set or bundle: capped in
/// count and size, and refusing links, so a hostile folder cannot make an edit unbounded.
enum FolderFiles {
    static let maxFiles = 2_000
    static let maxBytes = 256 << 20

    /// Paths relative to `folder`, sorted; throws when it holds a link or more than the caps.
    static func list(_ folder: String) throws(AdditionError) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw .edit(.notFound(path: folder, what: "folder"))
        }
        var files: [String] = []
        var bytes = 0
        while let relative = walker.nextObject() as? String {
            let attributes = walker.fileAttributes ?? [:]
            let type = attributes[.type] as? FileAttributeType
            if type == .typeSymbolicLink {
                throw .unsupported(
                    path: folder + "/" + relative, reason: "it is a symbolic link, which iconpicker neither copies nor deletes")
            }
            guard type == .typeRegular else { continue }
            bytes += (attributes[.size] as? Int) ?? 0
            files.append(relative)
            if files.count > maxFiles || bytes > maxBytes {
                throw .unsupported(path: folder, reason: "it holds more than \(maxFiles) files or \(maxBytes >> 20) MB")
            }
        }
        return files.sorted()
    }
}
