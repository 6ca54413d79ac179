import Foundation

/// An MSBuild `Condition` attribute decided against one evaluation's properties: comparisons of
/// quoted strings and properties (case-insensitive, numeric when both sides are numbers), `!`,
/// `and`, `or`, parentheses, `Exists('…')` and `HasTrailingSlash('…')`.
///
/// The answer is nil when the condition cannot be decided here: it depends on something computed
/// while building (`@(items)`, a static function other than the platform ones), or it is not
/// well formed. `unknown` then names what was in the way, for the note that says so.
struct MSBuildCondition {
    /// A condition longer than this many tokens, or nested deeper, is not decided.
    static let maxTokens = 512
    static let maxDepth = 32

    enum Token: Equatable {
        case string(String)
        case word(String)
        case call(name: String, arguments: String)
        case symbol(String)
    }

    let tokens: [Token]
    let properties: MSBuildProperties
    /// The folder `Exists` resolves relative paths in (the project file's).
    let folder: String
    private(set) var unknown: [String] = []
    private var position = 0

    init(_ text: String, properties: MSBuildProperties, folder: String) {
        self.tokens = Self.tokens(text) ?? []
        self.properties = properties
        self.folder = folder
    }

    /// True, false, or nil when undecided; with what could not be read.
    static func evaluate(_ text: String, properties: MSBuildProperties, folder: String) -> (value: Bool?, unknown: [String]) {
        var condition = MSBuildCondition(text, properties: properties, folder: folder)
        guard !condition.tokens.isEmpty else {
            return (text.trimmingCharacters(in: .whitespaces).isEmpty ? true : nil, [text])
        }
        let value = condition.disjunction(depth: 0)
        guard condition.position == condition.tokens.count else { return (nil, condition.unknown + [text]) }
        return (value, condition.unknown)
    }

    /// The tokens of `text`; nil when it holds something no condition does, or too much.
    static func tokens(_ text: String) -> [Token]? {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            guard tokens.count <= maxTokens else { return nil }
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                guard let end = characters[(index + 1)...].firstIndex(of: character) else { return nil }
                tokens.append(.string(String(characters[(index + 1)..<end])))
                index = end + 1
            } else if "$@%".contains(character), index + 1 < characters.count, characters[index + 1] == "(" {
                guard let end = MSBuildProperties.closingParenthesis(in: characters, openingAt: index + 1) else { return nil }
                tokens.append(.string(String(characters[index...end])))
                index = end + 1
            } else if let symbol = ["==", "!=", "<=", ">=", "<", ">", "!", "(", ")"].first(where: {
                characters[index...].starts(with: Array($0))
            }) {
                tokens.append(.symbol(symbol))
                index += symbol.count
            } else {
                let word = String(characters[index...].prefix { $0.isLetter || $0.isNumber || "._-".contains($0) })
                guard !word.isEmpty else { return nil }
                index += word.count
                if index < characters.count, characters[index] == "(",
                    let end = MSBuildProperties.closingParenthesis(in: characters, openingAt: index)
                {
                    tokens.append(.call(name: word, arguments: String(characters[(index + 1)..<end])))
                    index = end + 1
                } else {
                    tokens.append(.word(word))
                }
            }
        }
        return tokens
    }

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    func isWord(_ word: String) -> Bool {
        if case .word(let value) = current { return value.lowercased() == word }
        return false
    }

    mutating func disjunction(depth: Int) -> Bool? {
        var value = conjunction(depth: depth)
        while isWord("or") {
            position += 1
            let other = conjunction(depth: depth)
            value = value == true || other == true ? true : (value == false && other == false ? false : nil)
        }
        return value
    }

    mutating func conjunction(depth: Int) -> Bool? {
        var value = unary(depth: depth)
        while isWord("and") {
            position += 1
            let other = unary(depth: depth)
            value = value == false || other == false ? false : (value == true && other == true ? true : nil)
        }
        return value
    }

    mutating func unary(depth: Int) -> Bool? {
        guard depth < Self.maxDepth else {
            position = tokens.count + 1
            return nil
        }
        if current == .symbol("!") {
            position += 1
            return unary(depth: depth + 1).map { !$0 }
        }
        if current == .symbol("(") {
            position += 1
            let value = disjunction(depth: depth + 1)
            guard current == .symbol(")") else {
                position = tokens.count + 1
                return nil
            }
            position += 1
            return value
        }
        return comparison()
    }

    mutating func comparison() -> Bool? {
        guard let left = operand() else { return nil }
        guard case .symbol(let symbol) = current, ["==", "!=", "<", ">", "<=", ">="].contains(symbol) else {
            return left.map(Self.boolean) ?? nil
        }
        position += 1
        guard let right = operand(), let left, let right else { return nil }
        return Self.compare(left, symbol, right)
    }

    /// One side of a comparison, expanded: nil (outer) when there is none, nil (inner) when it is
    /// computed while building.
    mutating func operand() -> String?? {
        guard let token = current else {
            position = tokens.count + 1
            return nil
        }
        position += 1
        switch token {
        case .string(let text), .word(let text):
            let expanded = properties.expand(text)
            unknown += expanded.unknown
            return expanded.unknown.isEmpty ? .some(expanded.value) : .some(nil)
        case .call(let name, let arguments):
            return .some(function(name, arguments))
        case .symbol:
            position = tokens.count + 1
            return nil
        }
    }

    mutating func function(_ name: String, _ arguments: String) -> String? {
        let argument = properties.expand(MSBuildProperties.unquoted(arguments.trimmingCharacters(in: .whitespaces)))
        guard argument.unknown.isEmpty else {
            unknown += argument.unknown
            return nil
        }
        switch name.lowercased() {
        case "exists":
            let relative = MSBuildProperties.unescaped(argument.value).replacingOccurrences(of: "\\", with: "/")
            guard !relative.isEmpty else { return "False" }
            let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
            return FileManager.default.fileExists(atPath: path) ? "True" : "False"
        case "hastrailingslash":
            return argument.value.hasSuffix("/") || argument.value.hasSuffix("\\") ? "True" : "False"
        default:
            unknown.append("\(name)(\(arguments))")
            return nil
        }
    }

    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "on", "yes", "!false", "!off", "!no": return true
        case "false", "off", "no", "!true", "!on", "!yes": return false
        default: return nil
        }
    }

    static func compare(_ left: String, _ symbol: String, _ right: String) -> Bool? {
        if let a = Double(left), let b = Double(right) {
            switch symbol {
            case "==": return a == b
            case "!=": return a != b
            case "<": return a < b
            case ">": return a > b
            case "<=": return a <= b
            default: return a >= b
            }
        }
        switch symbol {
        case "==": return left.caseInsensitiveCompare(right) == .orderedSame
        case "!=": return left.caseInsensitiveCompare(right) != .orderedSame
        default: return nil
        }
    }
}
