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

    @Test func catalogSizesThatAreNoFiniteNumberAreUnreadableSizes() throws {
        for size in ["1e19x1e19", "infxinf", "nanxnan", "-1e308x-1e308", "1e400x1e400"] {
            let points = AssetCatalogReader.points(size)
            #expect(points.map { !$0.isFinite || abs($0) >= 1e19 } ?? true, "\(size) → \(String(describing: points))")
        }
        #expect(AssetCatalogReader.scale("99999999999999999999x") == nil, "an Int that does not fit is nil, not a trap")
    }
}
