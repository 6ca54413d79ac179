/// Paths as people should read them: relative to a folder (the working directory, the project
/// root) when inside it, else as they are.
public enum PathDisplay {
    /// `path` without the `folder/` prefix; unchanged when outside `folder`, or when `folder` is `/`
    /// (where a relative path would only hide that it is absolute).
    public static func relative(_ path: String, to folder: String) -> String {
        guard folder != "/", !folder.isEmpty else { return path }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
