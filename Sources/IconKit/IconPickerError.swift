import Foundation

/// Everything that stops iconpicker from reading an app or saving a choice.
///
/// Each case carries the file (and, where there is one, the key path) so the message can say
/// exactly where to look, and maps to a sysexits code so scripts can tell the failures apart.
public enum IconPickerError: Error, Equatable, Sendable {
    /// PATH does not exist.
    case inputNotFound(path: String)
    /// A folder was given but no Info.plist could be found under it.
    case noInfoPlist(folder: String)
    /// A folder holds several Info.plist files that declare icons; the user has to name one.
    case ambiguousInfoPlist(folder: String, candidates: [String])
    /// The file exists but cannot be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is bigger than anything an Info.plist should be.
    case fileTooLarge(path: String, size: Int, limit: Int)
    /// The bytes are not a property list at all.
    case notAPropertyList(path: String, detail: String)
    /// A binary property list that would hang or exhaust memory if parsed (cycles, depth, expansion).
    case unsafePropertyList(path: String, reason: String)
    /// A value has the wrong type where the whole read depends on it (e.g. the root is not a dictionary).
    case wrongType(path: String, keyPath: String, expected: String, found: String)
    /// The state folder cannot be created or written; the previous choice is untouched.
    case stateNotWritable(directory: String, reason: String)
    /// The demo app that ships with iconpicker is missing from this installation.
    case demoNotFound(searched: [String])
    /// A project choice the user has to make or correct: a target or configuration that does not exist,
    /// or several application targets / projects to choose from.
    case projectChoice(project: String, message: String, options: [String])

    /// The sysexits code for this failure (65 bad data, 66 no input, 74 I/O, 2 usage).
    public var exitCode: Int32 {
        switch self {
        case .inputNotFound, .noInfoPlist, .demoNotFound: return 66
        case .unreadable: return 66
        case .ambiguousInfoPlist, .projectChoice: return 2
        case .fileTooLarge, .notAPropertyList, .unsafePropertyList, .wrongType: return 65
        case .stateNotWritable: return 74
        }
    }
}

extension IconPickerError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .inputNotFound(let path):
            return "\(path): no such file or folder. Point iconpicker at an Info.plist or the folder that holds it."
        case .noInfoPlist(let folder):
            var text = "\(folder): no Info.plist found in this folder or the folders below it. "
                + "Pass the Info.plist itself, e.g. `iconpicker list path/to/Info.plist`."
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                text += " (This looks like an Xcode project whose icons come from build settings; "
                    + "this version reads Info.plist files only.)"
            }
            return text
        case .ambiguousInfoPlist(let folder, let candidates):
            let list = candidates.map { "  \($0)" }.joined(separator: "\n")
            return "\(folder): several Info.plist files declare icons; name the one you mean:\n\(list)"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason))."
        case .fileTooLarge(let path, let size, let limit):
            return "\(path): \(size) bytes is too large for an Info.plist (limit \(limit) bytes); "
                + "is this the right file?"
        case .notAPropertyList(let path, let detail):
            return "\(path): not a valid property list (\(detail))."
        case .unsafePropertyList(let path, let reason):
            return "\(path): refused to read this binary property list: \(reason). "
                + "A real Info.plist never has this shape; the file is damaged or hostile."
        case .wrongType(let path, let keyPath, let expected, let found):
            let location = keyPath.isEmpty ? "the top level" : keyPath
            return "\(path): \(location): expected \(expected), found \(found)."
        case .stateNotWritable(let directory, let reason):
            return "cannot save the icon choice in \(directory) (\(reason)). The previous choice is unchanged. "
                + "Choose another folder with --state-dir or ICONPICKER_STATE_DIR."
        case .projectChoice(let project, let message, let options):
            return "\(project): \(message)" + (options.isEmpty ? "" : "\n" + options.map { "  \($0)" }.joined(separator: "\n"))
        case .demoNotFound(let searched):
            return "the bundled demo app is missing from this installation (looked in "
                + searched.joined(separator: ", ") + "). Reinstall with `make install`, or pass a PATH."
        }
    }

    public var errorDescription: String? { description }
}
