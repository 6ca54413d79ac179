import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A private temporary folder (mode 0700) for extracted archives, removed when the process ends:
/// at exit, and on SIGINT, SIGTERM and SIGHUP (the handler removes the folder, then lets the signal
/// end the process as it would have). Installed before the chooser takes the screen, so the chooser's
/// terminal restorer chains to it.
public enum ScratchFolder {
    nonisolated(unsafe) static var path: String?

    /// Creates the folder once and returns it.
    ///
    /// - Throws: `ArchiveError.cannotWrite` when the temporary folder cannot be created.
    public static func make() throws(ArchiveError) -> String {
        if let path { return path }
        var template = Array((FileManager.default.temporaryDirectory.path + "/iconpicker-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard created else {
            throw .cannotWrite(path: FileManager.default.temporaryDirectory.path, reason: String(cString: strerror(errno)))
        }
        let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        path = folder
        atexit { ScratchFolder.remove() }
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                ScratchFolder.remove()
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        return folder
    }

    /// Removes the folder and everything in it (no Foundation: this also runs in a signal handler).
    public static func remove() {
        guard let folder = path else { return }
        path = nil
        if let directory = opendir(folder) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." { continue }
                let child = folder + "/" + name
                if let inner = opendir(child) {
                    while let file = readdir(inner) {
                        let fileName = withUnsafeBytes(of: file.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                        if fileName != "." && fileName != ".." { unlink(child + "/" + fileName) }
                    }
                    closedir(inner)
                    rmdir(child)
                } else {
                    unlink(child)
                }
            }
            closedir(directory)
        }
        rmdir(folder)
    }
}
