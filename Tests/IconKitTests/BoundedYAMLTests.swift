import Foundation
import TestSupport
import Testing

@testable import IconKit

/// The YAML a spec is read with: typed plain scalars, quoted ones kept as strings, and a budget
/// that stops a document whose aliases expand without end.
@Suite struct BoundedYAMLTests {
    @Test func plainScalarsAreTypedAndQuotedOnesAreStrings() throws {
        let value = try #require(try BoundedYAML.load("a: YES\nb: \"YES\"\nc: 18.0\nd: \"18.0\"\ne: \"\"\nf: [x, 2]\n") as? [String: Any])
        #expect(value["a"] as? Bool == true)
        #expect(value["b"] as? String == "YES")
        #expect(value["c"] as? Double == 18.0)
        #expect(value["d"] as? String == "18.0")
        #expect(value["e"] as? String == "")
        #expect((value["f"] as? [Any])?.count == 2)
    }

    /// A fuzzed spec: Yams reads `1:59:59:…` as a base-60 integer and its Int arithmetic traps on
    /// overflow; such a scalar is read as a base-60 floating-point number, which cannot trap.
    @Test func aBase60ScalarPastIntIsNoCrash() throws {
        let long = "1" + String(repeating: ":59", count: 12)
        let value = try #require(try BoundedYAML.load("a: 1:30.5\nb: \(long)\nc: 1:30\n") as? [String: Any])
        #expect(value["a"] as? Double == 90.5)
        #expect((value["b"] as? Double).map { $0 > 2e21 } == true, "past Int.max, as a Double")
        #expect(value["c"] as? Double == 90)
    }

    /// Ten billion nodes would exhaust memory long before the limit, which only guards against a hang.
    @Test(.timeLimit(.minutes(1))) func aBillionLaughsSpecIsRefusedNamingTheFile() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text +=
                "l\(level): &l\(level) [" + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("project.yml", text: text)
        let error = try #require(throws: InputError.self) { try XcodeGenSpecReader().read(specPath: folder.path + "/project.yml") }
        #expect(error.description.contains("project.yml") && error.description.contains("expands to more than"), "\(error)")
    }
}
