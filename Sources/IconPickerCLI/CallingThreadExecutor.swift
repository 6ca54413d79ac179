import Foundation

/// A task executor whose jobs run on the thread that calls `runUntilFinished`, in the order they
/// were enqueued (`AsyncCommandRunner`). Jobs may be enqueued from any thread.
///
/// It keeps the command, and the chooser's terminal, on the main thread: with the task on the
/// global executor and the main thread waiting for it, the demo's first chooser frame took 1.2 to
/// 1.7 times as long on a loaded machine.
final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var next = 0
    private var finished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Ends `runUntilFinished` once the jobs already enqueued have run.
    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs as they come until `finish` is called and none is left.
    func runUntilFinished() {
        while let job = nextJob() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func nextJob() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while next == jobs.count && !finished { condition.wait() }
        guard next < jobs.count else { return nil }
        let job = jobs[next]
        next += 1
        if next == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            next = 0
        }
        return job
    }
}
