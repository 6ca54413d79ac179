import Foundation

/// Reads an XML property list straight into Swift values: `[String: Any]`, `[Any]`, `String`,
/// `Int`, `Double`, `Bool`, `Date` and `Data`.
///
/// On Linux `PropertyListSerialization` builds a CoreFoundation tree and then bridges every node to
/// Swift, and the bridging costs more than the parse: at 1,000 alternates it was a sixth of `list`'s
/// time. This parser builds the Swift tree directly. It accepts the plist DTD's elements only; for
/// anything else (an unknown element, a malformed tag, an integer beyond 64 bits, nesting deeper
/// than `maxDepth`) it returns nil, and the caller lets Foundation parse the file and word the error.
struct XMLPropertyListParser {
    /// Foundation refuses XML nested deeper than 512; deeper input goes to it for that message.
    var maxDepth = 512

    /// The tree, or nil when Foundation should judge the bytes.
    func parse(_ bytes: UnsafeRawBufferPointer) -> Any? {
        var scanner = XMLScanner(bytes: bytes, maxDepth: maxDepth)
        return try? scanner.document()
    }
}
