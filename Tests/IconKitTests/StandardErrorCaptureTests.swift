import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct StandardErrorCaptureTests {
    /// Parallel parses of old-style text (project files) once left stderr redirected for good.
    /// Where stderr points, read while no capture is under way: other suites parse plists in parallel,
    /// and a look in the middle of their capture would see its temporary file.
    static func standardErrorTarget() throws -> String {
        try StandardErrorCapture.lock.withLock { try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2") }
    }

    @Test func concurrentOldStyleParsesLeaveStderrWhereItWas() async throws {
        let before = try Self.standardErrorTarget()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let text = index % 2 == 0 ? "{a = b}" : "{ key = value; }"
                    _ = try? PropertyListReader().parse(Data(text.utf8), path: "p\(index).plist")
                }
            }
        }
        #expect(try Self.standardErrorTarget() == before)
    }
}
