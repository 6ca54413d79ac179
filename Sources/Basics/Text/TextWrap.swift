/// Greedy word wrap by display columns (CJK counts two), for `lint --explain` and the chooser's
/// findings popup. A word longer than the width is cut with an ellipsis rather than overflowing.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TextWidth.columns(of: candidate) > width && !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { TextWidth.truncate($0, toColumns: width, ellipsis: "\u{2026}") }
    }
}
