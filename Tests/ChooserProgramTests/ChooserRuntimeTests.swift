import Foundation
import TestSupport
import Testing

/// The chooser in a pseudo-terminal flooded with input: 10 KB of pasted unbound keys delayed `q` by
/// 6.3 s, at 0.25 ms of CPU per byte, one read, update and frame per byte
/// (hostile/fuzz-2026-11/chooser-input-flood). Input is now taken in batches: the benchmark hook
/// that notes each handled batch holding a key counts them, without a clock.
@Suite(.serialized) struct ChooserRuntimeTests {
    let state = TemporaryFolder("iconpicker-flood-state")

    @Test(.enabled(if: ScriptedTerminal.isAvailable, "needs util-linux's setsid"))
    func aFloodOfKeysIsReadInBatchesAndQuitStillQuits() throws {
        defer { state.remove() }
        let report = state.path + "/keys"
        let terminal = try ScriptedTerminal(
            command: [BinaryRunner.binaryPath, "--graphics", "symbols", BinaryRunner.repositoryRoot + "/Resources/Colourful"],
            state: state.path, environment: ["ICONPICKER_KEY_REPORT=\(report)"])
        _ = try terminal.read(until: "quit")
        let bytes = 100 << 10
        let flood = [UInt8](repeating: UInt8(ascii: "x"), count: bytes) + [UInt8(ascii: "q")]
        #expect(terminal.send(flood, timeout: 60), "the chooser keeps reading")
        #expect(terminal.waitForExit(timeout: 60) == 0, "q quits after the flood")
        let batches = (try String(contentsOfFile: report, encoding: .utf8)).split(separator: "\n").count
        #expect(batches > 0 && batches < bytes / 50, "\(batches) batches for \(bytes + 1) keys")
    }
}
