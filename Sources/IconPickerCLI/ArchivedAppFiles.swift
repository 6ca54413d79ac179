import AppArchive
import Foundation
import IconKit

/// An `.ipa`'s app as `AppLoader` reads it in memory: nothing is extracted, so a command that only
/// reads the Info.plist and PNG headers (`list`, `current`, `set`, `reset`) leaves no scratch folder
/// to remove, on any exit path.
struct ArchivedAppFiles: BuiltAppFiles {
    let archive: IPAArchive
    /// Never on disk: a top-level folder that does not exist cannot hold the working directory, so
    /// paths in messages stay absolute and `LoadedApp.showAsArchive` names them by the archive.
    let folder: String

    init(archive: IPAArchive) {
        self.archive = archive
        folder = "/iconpicker-archive:" + URL(fileURLWithPath: archive.path).standardizedFileURL.path + "/Payload/" + archive.folderName
    }

    var fileNames: [String] { archive.fileNames }

    func contents(of name: String) throws -> Data { Data(try archive.contents(of: name)) }

    func prefix(of name: String, count: Int) throws -> Data {
        do {
            return Data(try archive.prefix(of: name, count: count))
        } catch {
            throw Unreadable(error: error)
        }
    }

    /// A header that could not be read, worded as the reason in "… cannot be read (reason)".
    struct Unreadable: Error, CustomStringConvertible {
        let error: ArchiveError

        var description: String {
            switch error {
            case .damagedEntry(_, _, let detail): "its data in the archive is damaged: \(detail)"
            case .dataExceedsDeclaredSize: "its data in the archive does not match its declared size"
            default: error.description
            }
        }
    }
}
