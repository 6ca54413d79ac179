/// Paths as people should read them: relative to a folder (the working directory, the project
/// root) when inside it, else as they are.
public enum PathDisplay {
    /// `path` without the `folder/` prefix; unchanged when outside `folder`, or when `folder` is `/`
    /// (where a relative path would only hide that it is absolute).
    public static func relative(_ path: String, to folder: String) -> String {
        guard folder != "/", !folder.isEmpty else { return path }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // ASCII prefix, same bytes, ASCII after it: the characters are those bytes, so the bytes
        // after the prefix are what dropping its characters leaves (a table shows a path per icon).
        let length = prefix.utf8.count
        if prefix.utf8.allSatisfy({ $0 < 0x80 }), path.utf8.starts(with: prefix.utf8),
            path.utf8.count == length || path.utf8.dropFirst(length).first.map({ $0 < 0x80 }) == true
        {
            return String(decoding: path.utf8.dropFirst(length), as: UTF8.self)
        }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
