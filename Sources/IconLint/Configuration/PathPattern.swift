/// An `excluded` entry of `.iconpicker.yml`: a path relative to the configuration's folder, or a glob
/// (`*` within one folder name, `**` across folders, `?` one character). A pattern names a file or a
/// folder: everything under a matching folder matches too.
public struct PathPattern: Equatable, Sendable {
    enum Token: Equatable {
        case character(Character)
        case anyCharacter
        case star
        case globstar
        /// `**/`: no folder at all, or any folders.
        case folders
    }

    /// As written, for messages.
    public let text: String
    let tokens: [Token]

    public init(_ text: String) {
        self.text = text
        var pattern = Substring(text)
        while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
        while pattern.count > 1, pattern.hasSuffix("/") { pattern = pattern.dropLast() }
        var tokens: [Token] = []
        var characters = pattern[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            switch first {
            case "*" where characters.first == "*":
                characters = characters.dropFirst()
                if characters.first == "/" {
                    characters = characters.dropFirst()
                    tokens.append(.folders)
                } else {
                    tokens.append(.globstar)
                }
            case "*": tokens.append(.star)
            case "?": tokens.append(.anyCharacter)
            default: tokens.append(.character(first))
            }
        }
        self.tokens = tokens
    }

    /// Whether `path` (relative to the same folder as the pattern) is the named file or folder, or
    /// lies under it.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path)
        if Self.matches(tokens[...], characters[...]) { return true }
        // A match of any leading folder of the path excludes what is under it.
        for (index, character) in characters.enumerated() where character == "/" && index > 0 {
            if Self.matches(tokens[...], characters[..<index]) { return true }
        }
        return false
    }

    /// The whole of `text` against the whole of `tokens`, by dynamic programming over both (no
    /// backtracking: a pattern of many stars costs their product, never an exponent).
    static func matches(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        let tokens = Array(tokens)
        let text = Array(text)
        // reachable[j]: the tokens so far can match the first j characters.
        var reachable = [true] + Array(repeating: false, count: text.count)
        for token in tokens {
            var next = Array(repeating: false, count: text.count + 1)
            var reachedBefore = false
            for end in 0...text.count {
                defer { reachedBefore = reachedBefore || reachable[end] }
                switch token {
                case .folders:
                    next[end] = reachable[end] || (end > 0 && reachedBefore && text[end - 1] == "/")
                case .star, .globstar:
                    // Zero characters, or one more than a match one shorter (not a `/` for `*`).
                    next[end] =
                        reachable[end] || (end > 0 && next[end - 1] && (token == .globstar || text[end - 1] != "/"))
                case .anyCharacter:
                    next[end] = end > 0 && reachable[end - 1] && text[end - 1] != "/"
                case .character(let wanted):
                    next[end] = end > 0 && reachable[end - 1] && text[end - 1] == wanted
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
