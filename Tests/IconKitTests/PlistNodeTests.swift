import Foundation
import Testing

@testable import IconKit

/// Numbers from untrusted files reach `Int` only through checked conversions: out of range is a
/// finding with the key path, never a trap and never a silently wrapped value.
@Suite struct NumericConversionTests {
    @Test func anUnsignedIntegerOverIntMaxIsAMismatchNotMinusOne() throws {
        let value = PlistValue(converting: NSNumber(value: UInt64.max))
        let node = PlistNode(value, keyPath: "CFBundleIcons.CFBundleAlternateIcons.a.ordinal")
        #expect(throws: PlistNode.TypeMismatch.self) { try node.integer() }
        #expect(try PlistNode(PlistValue(converting: NSNumber(value: Int64.max)), keyPath: "x").integer() == Int.max)
        #expect(try PlistNode(PlistValue(converting: NSNumber(value: UInt64(42))), keyPath: "x").integer() == 42)
    }
}
