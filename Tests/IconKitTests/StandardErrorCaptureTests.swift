import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct StandardErrorCaptureTests {
    /// Parallel parses of old-style text (project files) once left stderr redirected for good.
    @Test func concurrentOldStyleParsesLeaveStderrWhereItWas() async throws {
        let before = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2")
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let text = index % 2 == 0 ? "{a = b}" : "{ key = value; }"
                    _ = try? PropertyListReader().parse(Data(text.utf8), path: "p\(index).plist")
                }
            }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2") == before)
    }
}
