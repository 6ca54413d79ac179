/// Xcode build-setting references such as `$(PRODUCT_NAME)` or `${BUNDLE_ID_SUFFIX}`.
///
/// Source plists often contain them; only the build expands them. Read with its Xcode project, an
/// app's values are expanded from the build settings; whatever is left is reported, never guessed.
public enum BuildVariable {
    /// True when `text` contains `$(…)` or `${…}`.
    public static func containsReference(_ text: String) -> Bool {
        references(in: text).isEmpty == false
    }

    /// The variable names referenced in `text`, in order.
    static func references(in text: String) -> [String] {
        // Most names hold no `$` at all; a `$` Character always holds the byte.
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        var names: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex else { break }
            let open = rest[afterDollar]
            guard open == "(" || open == "{" else {
                rest = rest[afterDollar...]
                continue
            }
            let nameStart = rest.index(after: afterDollar)
            guard let end = closing(of: rest[afterDollar...]) else { break }
            let name = rest[nameStart..<end]
            if !name.isEmpty { names.append(String(name)) }
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// The index of the bracket that closes the one `text` starts with, `(` or `{`, counting the
    /// brackets of nested references in between (`$(ICON_$(CONFIGURATION))`); nil when it is unclosed.
    static func closing(of text: Substring) -> Substring.Index? {
        guard let open = text.first, open == "(" || open == "{" else { return nil }
        let close: Character = open == "(" ? ")" : "}"
        var depth = 0
        for index in text.indices {
            if text[index] == open {
                depth += 1
            } else if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
