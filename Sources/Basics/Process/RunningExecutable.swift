#if canImport(Glibc)
import Glibc
#endif

/// The file of the running program, for what is installed beside it (the demo app, the SVG helper).
public enum RunningExecutable {
    /// The absolute path `/proc/self/exe` names, or nil where it cannot be read.
    public static func path() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
