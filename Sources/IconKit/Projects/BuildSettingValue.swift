import Foundation

/// One build setting's value in the form it was written: a string (an xcconfig line, a pbxproj
/// string) or a list (a pbxproj array such as `(A, B, "C D")`).
///
/// Keeping the form means a list element with a space in it stays one element: nothing is quoted
/// into a string to be split again. Callers that want a string get `text` (a list joined with
/// spaces); callers that want a list get `words` (a string split as Xcode splits it).
enum BuildSettingValue: Equatable, Sendable {
    case string(String)
    case list([String])

    /// The value as one string: a list's elements joined with spaces, each quoted when it holds
    /// whitespace or quotes, so that `words` gives the same elements back.
    var text: String {
        switch self {
        case .string(let string): string
        case .list(let elements): elements.map(Self.quotedIfNeeded).joined(separator: " ")
        }
    }

    /// The value as a list: a list's elements as they are; a string split as Xcode splits it.
    var words: [String] {
        switch self {
        case .string(let string): Self.words(in: string)
        case .list(let elements): elements
        }
    }

    /// This value of setting `key` written over `inherited` (the lower layers' value, if any):
    /// `$(inherited)` in a string is replaced by the inherited text; a list element that is just
    /// `$(inherited)` splices in the inherited list. A reference to the setting itself, `$(KEY)`,
    /// means the same in Xcode (`APP_ICON = $(APP_ICON)` takes the level below's value, iAPS): it is
    /// not a variable left unexpanded.
    func resolvingInherited(_ inherited: BuildSettingValue?, key: String? = nil) -> BuildSettingValue {
        let references = Self.inheritedReferences.union(key.map { ["$(\($0))", "${\($0)}"] } ?? [])
        switch self {
        case .string(let string):
            return .string(Self.replacing(references, in: string, with: inherited?.text ?? "").trimmingCharacters(in: .whitespaces))
        case .list(let elements):
            return .list(
                elements.flatMap { element -> [String] in
                    if references.contains(element.trimmingCharacters(in: .whitespaces)) { return inherited?.words ?? [] }
                    return [Self.replacing(references, in: element, with: inherited?.text ?? "")]
                })
        }
    }

    static let inheritedReferences: Set<String> = ["$(inherited)", "${inherited}"]

    static func replacing(_ references: Set<String>, in text: String, with inherited: String) -> String {
        guard text.contains("$") else { return text }
        return references.reduce(text) { $0.replacingOccurrences(of: $1, with: inherited) }
    }

    /// Splits `text` on whitespace as Xcode does for list-valued settings: double quotes group words
    /// (and are dropped), a backslash takes the next character literally.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == "\"" {
                quoted.toggle()
                inWord = true
            } else if character.isWhitespace && !quoted {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// `word` as `words(in:)` reads it back: quoted when it holds whitespace, quotes or backslashes.
    static func quotedIfNeeded(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) else { return word }
        let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
