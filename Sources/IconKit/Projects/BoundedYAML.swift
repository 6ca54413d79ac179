import Foundation
import Yams

/// YAML turned into plain values (`[String: Any]`, `[Any]`, `String`, `Bool`, `Int`, `Double`) with a
/// budget on the values made.
///
/// Yams composes aliases in linear time (an alias is the anchored node again), but turning that
/// tree into values copies each alias: a "billion laughs" spec of a few hundred bytes would expand
/// for ever. Counting every value made stops it; a real XcodeGen spec makes a few thousand. Public for
/// the other readers of YAML people write (lint's `.iconpicker.yml`), which need the same budget.
public enum BoundedYAML {
    /// Most values one document may expand to.
    public static let maximumValues = 200_000

    /// The document's value; nil for an empty document. Throws `Exhausted` past the budget and
    /// Yams' own errors for text that is not YAML.
    public static func load(_ text: String, budget: Int = maximumValues) throws -> Any? {
        guard let root = try Yams.compose(yaml: text) else { return nil }
        var remaining = budget
        return try value(of: root, remaining: &remaining)
    }

    public struct Exhausted: Error {}

    static func value(of node: Node, remaining: inout Int) throws -> Any {
        remaining -= 1
        guard remaining >= 0 else { throw Exhausted() }
        if let mapping = node.mapping {
            var dictionary: [String: Any] = [:]
            for (key, child) in mapping {
                guard let name = key.string else { continue }
                dictionary[name] = try value(of: child, remaining: &remaining)
            }
            return dictionary
        }
        if let sequence = node.sequence {
            return try sequence.map { try value(of: $0, remaining: &remaining) }
        }
        // A quoted scalar is a string whatever it looks like ("18.0", "YES", "").
        if node.scalar?.style == .plain {
            if node.null != nil { return NSNull() }
            if let flag = node.bool { return flag }
            // Yams reads `1:30` as a base-60 integer and traps when it overflows Int (a fuzzed spec):
            // such a scalar is read as a floating-point number, which cannot trap.
            if node.scalar?.string.contains(":") == false, let number = node.int { return number }
            if let number = node.float { return number }
        }
        return node.string ?? ""
    }
}
