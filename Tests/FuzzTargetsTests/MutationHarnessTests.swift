import Foundation
import Testing

@testable import FuzzTargets

/// The built-in mutation loop (`FUZZ_ENGINE=harness`): a seed repeats a run, and `-runs` is honoured.
@Suite(.timeLimit(.minutes(2))) struct MutationHarnessTests {
    @Test func theHarnessMutatesDeterministicallyAndCountsRuns() {
        var harness = MutationHarness(
            target: .pngHeader, workspace: FuzzWorkspace(),
            arguments: ["-runs=200", "-seed=7", "-artifact_prefix=\(NSTemporaryDirectory())/"])
        #expect(harness.run() == 0)
        var first = Data("seed".utf8)
        var second = first
        var a = MutationHarness(target: .pngHeader, workspace: FuzzWorkspace(), arguments: ["-seed=3"])
        var b = MutationHarness(target: .pngHeader, workspace: FuzzWorkspace(), arguments: ["-seed=3"])
        for _ in 0..<50 {
            a.mutate(&first)
            b.mutate(&second)
        }
        #expect(first == second, "a seed repeats a run")
    }
}
