import Foundation
import Testing

@testable import FuzzTargets

/// Every file of the fuzz corpus (the seeds, and every input a fuzzer found that crashed or hung a
/// target, kept beside them) passes through its target. A regression traps the test process or
/// trips the time limit, which fails the run.
@Suite(.timeLimit(.minutes(2))) struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus").path

    static func inputs(of target: FuzzTarget) -> [String] {
        let folder = corpus + "/" + target.rawValue
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
    }

    @Test(arguments: FuzzTarget.allCases) func everyCorpusFilePassesItsTarget(_ target: FuzzTarget) throws {
        let inputs = Self.inputs(of: target)
        #expect(!inputs.isEmpty, "each target keeps seeds in Corpus/\(target.rawValue)")
        let workspace = FuzzWorkspace()
        for input in inputs {
            target.run(try Data(contentsOf: URL(fileURLWithPath: input)), in: workspace)
        }
    }
}
