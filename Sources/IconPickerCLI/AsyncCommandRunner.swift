import ArgumentParser
import Foundation

/// Runs a command whose `run()` is async from the synchronous entry point, on the calling thread.
///
/// The executable's `main` is synchronous: an async `main` hands the process to `dispatch_main`,
/// which ends the main thread with `pthread_exit`, a forced unwind through libgcc, and costs about
/// 45 ms of CPU time on every command (`--version` takes 25 times as long, `lint` of 300 alternates
/// twice). Every command is async only because it asks the state actor (`AlternateIconManager`) for
/// the current icon, so the command's task prefers `CallingThreadExecutor`: its jobs and the actor's
/// run here, one at a time. Work that must run beside the command (the chooser's art loader and
/// lint) has its own threads.
enum AsyncCommandRunner {
    /// Runs `command` to its end and rethrows what it threw.
    static func run(_ command: any AsyncParsableCommand) throws {
        let outcome = Outcome(command: command)
        let executor = CallingThreadExecutor()
        Task.detached(executorPreference: executor) {
            await outcome.run()
            executor.finish()
        }
        executor.runUntilFinished()
        if let error = outcome.error { throw error }
    }

    /// The command and what it threw, handed to the task and read back once the executor is done:
    /// the executor's lock orders the accesses, so no two threads touch it at once.
    private final class Outcome: @unchecked Sendable {
        private var command: any AsyncParsableCommand
        private(set) var error: (any Error)?

        init(command: any AsyncParsableCommand) {
            self.command = command
        }

        func run() async {
            do {
                try await command.run()
            } catch {
                self.error = error
            }
        }
    }
}
