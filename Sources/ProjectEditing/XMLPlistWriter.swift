import Foundation
import IconKit

/// Property-list values as XML, the way Xcode writes them: one element a line, nested elements
/// indented by the document's unit (a tab in Xcode's files), `<true/>`, `<array/>` for an empty array.
struct XMLPlistWriter {
    var indentUnit: String
    var lineEnding: String

    /// `value` starting at the current column; lines after the first begin with `indent`.
    func text(_ value: PlistValue, indent: String) -> String {
        switch value {
        case .string(let string): return "<string>\(Self.escape(string))</string>"
        case .integer(let integer): return "<integer>\(integer)</integer>"
        case .unsignedInteger(let integer): return "<integer>\(integer)</integer>"
        case .real(let real): return "<real>\(real)</real>"
        case .boolean(let flag): return flag ? "<true/>" : "<false/>"
        case .date(let date): return "<date>\(ISO8601DateFormatter().string(from: date))</date>"
        case .data(let data): return "<data>\(data.base64EncodedString())</data>"
        case .other(let description): return "<string>\(Self.escape(description))</string>"
        case .array(let items):
            guard !items.isEmpty else { return "<array/>" }
            let inner = indent + indentUnit
            return "<array>" + items.map { lineEnding + inner + text($0, indent: inner) }.joined() + lineEnding + indent + "</array>"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "<dict/>" }
            return "<dict>" + entries.map { entryText($0, indent: indent + indentUnit) }.joined() + lineEnding + indent + "</dict>"
        }
    }

    /// A line break, then the key and its value at `indent`.
    func entryText(_ entry: PlistValue.Entry, indent: String) -> String {
        lineEnding + indent + "<key>\(Self.escape(entry.key))</key>" + lineEnding + indent + text(entry.value, indent: indent)
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
