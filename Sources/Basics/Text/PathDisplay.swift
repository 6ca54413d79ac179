#if canImport(Glibc)
import Glibc
#endif

/// Paths as people should read them: relative to a folder (the working directory, the project
/// root) when inside it, else as they are.
public enum PathDisplay {
    /// `path` without the `folder/` prefix; unchanged when outside `folder`, or when `folder` is `/`
    /// (where a relative path would only hide that it is absolute).
    public static func relative(_ path: String, to folder: String) -> String {
        guard folder != "/", !folder.isEmpty else { return path }
        if let ascii = asciiRelative(path, to: folder) { return ascii ?? path }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `relative` of an all-ASCII path and folder, compared as bytes in place (where bytes and
    /// characters agree): the path's rest, or `.some(nil)` when it is outside the folder; nil for any
    /// other pair. A table shows a path per icon, and walking the strings' UTF-8 views is slow.
    static func asciiRelative(_ path: String, to folder: String) -> String?? {
        var path = path
        var folder = folder
        return folder.withUTF8 { folderBytes in
            path.withUTF8 { pathBytes -> String?? in
                guard ASCIIBytes.isASCII(folderBytes), ASCIIBytes.isASCII(pathBytes) else { return nil }
                let slash = UInt8(ascii: "/")
                let length = folderBytes.count + (folderBytes.last == slash ? 0 : 1)
                guard pathBytes.count >= length, let pathStart = pathBytes.baseAddress, let folderStart = folderBytes.baseAddress,
                    memcmp(pathStart, folderStart, folderBytes.count) == 0, pathBytes[length - 1] == slash
                else { return .some(nil) }
                return String(decoding: UnsafeBufferPointer(rebasing: pathBytes[length...]), as: UTF8.self)
            }
        }
    }
}
