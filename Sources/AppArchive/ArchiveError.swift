import Foundation

/// Why an `.ipa` could not be opened: the archive's path and, where one is to blame, the entry.
///
/// The limits cases say which limit an untrusted archive broke, so the message can tell a damaged
/// or hostile file from a merely unusual one.
public enum ArchiveError: Error, Equatable, Sendable {
    /// There is no file at the path.
    case missing(archive: String)
    /// The file is not a zip archive (or not a regular file at all).
    case notAZip(archive: String)
    /// More entries than any app holds (`limit` is `IPAReader.Limits.maxEntries`).
    case tooManyEntries(archive: String, limit: Int)
    /// An entry's name is absolute or climbs out with `..`.
    case pathTraversal(archive: String, entry: String)
    /// No `Payload/<Name>.app` folder, so it is not an app archive.
    case noApp(archive: String)
    /// `Payload` holds several apps; an `.ipa` holds one.
    case severalApps(archive: String, apps: [String])
    /// The app folder has no `Info.plist`.
    case noInfoPlist(archive: String, app: String)
    /// An entry declares more bytes than an icon or an Info.plist needs.
    case entryTooLarge(archive: String, entry: String, size: Int, limit: Int)
    /// An entry expands more times than real files do (a zip bomb).
    case suspiciousCompressionRatio(archive: String, entry: String, ratio: Int, limit: Int)
    /// An entry holds more than its header declares, or the archive more than `totalLimit` bytes.
    case dataExceedsDeclaredSize(archive: String, entry: String, totalLimit: Int)
    /// An entry cannot be inflated or fails its checksum.
    case damagedEntry(archive: String, entry: String, detail: String)
    /// The extracted copy cannot be written (the scratch folder is full or not writable).
    case cannotWrite(path: String, reason: String)
    /// Two entries share compressed data: one block made to inflate many times (a zip bomb).
    case overlappingEntries(archive: String, entry: String, other: String)
    /// More PNG files in the app's root than any app ships (`IPAReader.Limits.maxImages`).
    case tooManyImages(archive: String, limit: Int)
    /// Two entries of the app's root would be one file (the same name, or names that only
    /// differ in characters a file name cannot hold).
    case duplicateEntry(archive: String, entry: String)
}

extension ArchiveError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .missing(let archive):
            return "\(archive): no such file or folder. Point iconpicker at an Info.plist or the folder that holds it."
        case .notAZip(let archive):
            return "\(archive): not a readable zip archive (an .ipa is one)."
        case .noApp(let archive):
            return "\(archive): it has no Payload/<Name>.app folder, so it is not an app archive."
        case .severalApps(let archive, let apps):
            return "\(archive): its Payload holds several apps (\(apps.joined(separator: ", "))); an .ipa holds one."
        case .noInfoPlist(let archive, let app):
            return "\(archive):Payload/\(app): no Info.plist in the app, so its icons cannot be read."
        case .damagedEntry(let archive, let entry, let detail):
            return "\(archive): \(entry) cannot be extracted (\(detail)); the archive is damaged."
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write the extracted file (\(reason))."
        case .tooManyEntries(let archive, let limit):
            return Self.refused(archive, "it holds more than \(limit) entries")
        case .pathTraversal(let archive, let entry):
            return Self.refused(archive, "the entry \"\(entry)\" points outside the archive")
        case .entryTooLarge(let archive, let entry, let size, _):
            return Self.refused(archive, "\(entry) is \(size) bytes, more than an icon needs")
        case .suspiciousCompressionRatio(let archive, let entry, let ratio, _):
            return Self.refused(archive, "\(entry) expands \(ratio) times (a zip bomb?)")
        case .overlappingEntries(let archive, let entry, let other):
            return Self.refused(archive, "\(entry) shares its data with \(other) (a zip bomb?)")
        case .tooManyImages(let archive, let limit):
            return Self.refused(archive, "its app holds more than \(limit) PNG files")
        case .duplicateEntry(let archive, let entry):
            return Self.refused(archive, "\(entry) is in it twice")
        case .dataExceedsDeclaredSize(let archive, let entry, let totalLimit):
            return Self.refused(
                archive,
                "\(entry) holds more data than its header declares, "
                    + "or the archive more than \(totalLimit >> 20) MB")
        }
    }

    public var errorDescription: String? { description }

    /// One sentence for every limit an untrusted archive broke, with the same advice.
    private static func refused(_ archive: String, _ reason: String) -> String {
        "\(archive): refused to open this archive: \(reason). "
            + "A real .ipa never has this shape; the file is damaged or hostile."
    }
}
