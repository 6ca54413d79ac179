/// Shows control characters as escapes, so strings read from untrusted files (names in a plist,
/// messages quoting them) cannot move the cursor, change colours or retitle the terminal when the
/// chooser draws them. Same spelling as `--json`: `\n`, `\t`, `\r`, else `\u001B`.
enum ControlCharacters {
    static func escaped(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: needsEscape) else { return string }
        var result = ""
        for scalar in string.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the invisible direction overrides that can make a name read as
    /// another (U+202A–U+202E, U+2066–U+2069), plus the line and paragraph separators.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
