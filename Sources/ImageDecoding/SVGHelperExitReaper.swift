import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Stops and reaps the helpers still running when iconpicker exits normally (`exit` runs it), so
/// none is left for init to reap. On a signal the helper reads the end of its input and exits by
/// itself; a hung one is ended by its own alarm (`SVGHelperServer`).
final class SVGHelperExitReaper: @unchecked Sendable {
    static let shared = SVGHelperExitReaper()
    private let lock = NSLock()
    private var running: Set<pid_t> = []
    private var installed = false

    func add(_ processID: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        running.insert(processID)
        guard !installed else { return }
        installed = true
        atexit { SVGHelperExitReaper.shared.stopAll() }
    }

    func remove(_ processID: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        running.remove(processID)
    }

    /// At exit another thread may hold a client's lock mid-request: only this set's lock is taken.
    private func stopAll() {
        lock.lock()
        let processes = running
        running = []
        lock.unlock()
        for processID in processes {
            kill(-processID, SIGKILL)
            kill(processID, SIGKILL)
            var status: Int32 = 0
            while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        }
    }
}
