import Foundation
import IconKit
import ZIPFoundation

/// Opens an `.ipa` (a zip with the app at `Payload/<Name>.app/`) by extracting only what icons need
/// (the app's `Info.plist` and the PNGs in its bundle root) into a private folder that `ScratchFolder`
/// removes when the process ends.
///
/// Untrusted archives are held to limits before and while bytes are written: entry count, each
/// entry's size (declared and actual, since a header can lie), the compression ratio of each entry
/// (zip bombs), and the total written. Entry names are never used as paths: files are written under
/// names the reader builds itself, so `../` in an archive cannot escape.
public struct IPAReader: Sendable {
    public struct Limits: Sendable {
        public var maxEntries = 200_000
        public var maxEntrySize = 32 << 20
        public var maxTotalSize = 256 << 20
        /// Uncompressed ÷ compressed above this is treated as a bomb.
        public var maxRatio = 200
        public init() {}
    }

    public var limits: Limits

    public init(limits: Limits = .init()) {
        self.limits = limits
    }

    /// The extracted app: pass `appFolder` to `AppLoader`; `shownName` is how to name it to people.
    public struct Extracted: Sendable {
        public var appFolder: String
        /// e.g. `Colourful.ipa:Payload/Colourful.app`.
        public var shownName: String
    }

    public func extract(ipa path: String, into scratch: String) throws -> Extracted {
        guard FileManager.default.fileExists(atPath: path) else { throw IconPickerError.inputNotFound(path: path) }
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw IconPickerError.notAPropertyList(path: path, detail: "it is not a readable zip archive (an .ipa is one)")
        }
        var count = 0
        var apps: Set<String> = []
        var wanted: [(entry: Entry, name: String)] = []
        for entry in archive {
            count += 1
            guard count <= limits.maxEntries else { throw refuse(path, "it holds more than \(limits.maxEntries) entries") }
            let name = entry.path
            if name.hasPrefix("/") || name.split(separator: "/").contains("..") {
                throw refuse(path, "the entry \"\(name)\" points outside the archive")
            }
            let parts = name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 2, parts[0] == "Payload", parts[1].hasSuffix(".app") else { continue }
            apps.insert(parts[1])
            guard parts.count == 3, entry.type == .file else { continue }
            let file = parts[2]
            if file == "Info.plist" || file.lowercased().hasSuffix(".png") {
                wanted.append((entry, parts[1] + "/" + file))
            }
        }
        guard apps.count == 1, let app = apps.first else {
            throw IconPickerError.notAPropertyList(path: path, detail: apps.isEmpty
                ? "it has no Payload/<Name>.app folder, so it is not an app archive"
                : "its Payload holds several apps (\(apps.sorted().joined(separator: ", ")))")
        }
        guard wanted.contains(where: { $0.name == app + "/Info.plist" }) else {
            throw IconPickerError.noInfoPlist(folder: path + ":Payload/" + app)
        }
        let appFolder = scratch + "/" + Self.safe(app)
        try FileManager.default.createDirectory(atPath: appFolder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var total = 0
        for (entry, name) in wanted {
            let declared = Int(clamping: entry.uncompressedSize)
            let compressed = max(1, Int(clamping: entry.compressedSize))
            guard declared <= limits.maxEntrySize else { throw refuse(path, "\(name) is \(declared) bytes, more than an icon needs") }
            guard declared / compressed <= limits.maxRatio else { throw refuse(path, "\(name) expands \(declared / compressed) times (a zip bomb?)") }
            let target = appFolder + "/" + Self.safe(String(name.split(separator: "/").last ?? ""))
            guard FileManager.default.createFile(atPath: target, contents: nil, attributes: [.posixPermissions: 0o600]),
                  let handle = FileHandle(forWritingAtPath: target) else {
                throw IconPickerError.unreadable(path: target, reason: "cannot write the extracted file")
            }
            defer { try? handle.close() }
            var written = 0
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    written += chunk.count
                    total += chunk.count
                    if written > declared || written > limits.maxEntrySize || total > limits.maxTotalSize {
                        throw Overrun()
                    }
                    handle.write(chunk)
                }
            } catch is Overrun {
                throw refuse(path, "\(name) holds more data than its header declares, or the archive more than \(limits.maxTotalSize >> 20) MB")
            } catch {
                throw IconPickerError.notAPropertyList(path: path, detail: "\(name) cannot be extracted (\(error))")
            }
        }
        return Extracted(appFolder: appFolder, shownName: (path as NSString).lastPathComponent + ":Payload/" + app)
    }

    private struct Overrun: Error {}

    func refuse(_ path: String, _ reason: String) -> IconPickerError {
        .unsafePropertyList(path: path, reason: reason)
    }

    /// A name with only safe characters, never empty, never "." or "..".
    static func safe(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "_" : cleaned
    }
}
