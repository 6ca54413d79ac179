import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Redirects file descriptor 2 into a temporary file until `finish()`, and returns what was written.
///
/// Foundation's old-style plist parser prints its complaints to stderr; when the chooser owns the
/// screen that text would be drawn over it. A file (not a pipe) is used so a long message can never
/// block the writer.
///
/// Captures are serialised by a process-wide lock: two overlapping ones on different threads would
/// restore in the wrong order and leave stderr pointing at a temporary file for good (seen in the
/// parallel test run, which lost all its later output). Other threads writing to stderr during the
/// short capture still lose those lines, so captures stay as short as one parse.
final class StandardErrorCapture {
    /// Held for the whole of each capture; tests take it to look at stderr when no capture is under way.
    static let lock = NSLock()
    private var saved: Int32 = -1
    private var file: UnsafeMutablePointer<FILE>?
    private var locked = true

    init() {
        Self.lock.lock()
        fflush(nil)
        guard let temporary = tmpfile() else { return }
        let copy = dup(STDERR_FILENO)
        guard copy >= 0 else {
            fclose(temporary)
            return
        }
        guard dup2(fileno(temporary), STDERR_FILENO) >= 0 else {
            close(copy)
            fclose(temporary)
            return
        }
        saved = copy
        file = temporary
    }

    /// Restores stderr and returns the captured text.
    func finish() -> String {
        defer {
            if locked {
                locked = false
                Self.lock.unlock()
            }
        }
        guard let file, saved >= 0 else { return "" }
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        saved = -1
        defer {
            fclose(file)
            self.file = nil
        }
        rewind(file)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536 {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit { _ = finish() }
}
