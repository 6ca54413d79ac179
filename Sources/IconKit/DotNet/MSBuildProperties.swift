import Foundation

/// MSBuild's properties as one evaluation of a project knows them, and `$(…)` expanded in a value
/// as far as that can be done without running MSBuild: plain properties, the string methods projects
/// test target frameworks with (`$(TargetFramework.Contains('-ios'))`), and the `[MSBuild]::` functions
/// that name a framework's platform. Anything else (other static functions, `@(items)`,
/// `%(metadata)`) is computed while building and is reported as such, never guessed.
struct MSBuildProperties: Sendable {
    /// The value of an expansion and what in it could not be worked out here (each as written).
    struct Expanded: Equatable, Sendable {
        var value: String
        var unknown: [String] = []
    }

    /// A longer expansion is cut and reported (a property doubling itself through a chain).
    static let maxLength = 65_536
    static let maxDepth = 8

    /// Names are case-insensitive in MSBuild: keys are lowercased.
    private var values: [String: String] = [:]

    init(_ values: [String: String] = [:]) {
        for (name, value) in values { set(name, value) }
    }

    subscript(name: String) -> String? { values[name.lowercased()] }

    mutating func set(_ name: String, _ value: String) {
        values[name.lowercased()] = value
    }

    /// `text` with every `$(…)` replaced by its value (an undefined property is empty, as in MSBuild).
    func expand(_ text: String, depth: Int = 0) -> Expanded {
        guard text.contains("(") else { return Expanded(value: text) }
        let characters = Array(text)
        var result = Expanded(value: "")
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if "$@%".contains(character), index + 1 < characters.count, characters[index + 1] == "(",
                let end = Self.closingParenthesis(in: characters, openingAt: index + 1)
            {
                let whole = String(characters[index...end])
                if character == "$" && depth < Self.maxDepth {
                    let inner = property(String(characters[(index + 2)..<end]), depth: depth + 1)
                    result.value += inner.value
                    result.unknown += inner.unknown
                } else {
                    result.unknown.append(whole)
                }
                index = end + 1
            } else {
                result.value.append(character)
                index += 1
            }
            if result.value.count > Self.maxLength {
                return Expanded(value: String(result.value.prefix(Self.maxLength)), unknown: result.unknown + [text])
            }
        }
        return result
    }

    /// The index of the `)` that closes the `(` at `opening`, skipping quoted text; nil when unclosed.
    static func closingParenthesis(in characters: [Character], openingAt opening: Int) -> Int? {
        var depth = 0
        var quote: Character?
        var index = opening
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// What is inside `$(…)`: a property, a string method called on one, or a static function.
    func property(_ inner: String, depth: Int) -> Expanded {
        let body = inner.trimmingCharacters(in: .whitespaces)
        let unknown = Expanded(value: "", unknown: ["$(\(inner))"])
        if body.hasPrefix("[") { return staticFunction(body, depth: depth) ?? unknown }
        let name = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        guard !name.isEmpty else { return unknown }
        let value = self[name] ?? ""
        let rest = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        if rest.isEmpty { return Expanded(value: value) }
        guard rest.hasPrefix("."), let call = Self.call(String(rest.dropFirst())) else { return unknown }
        let arguments = call.arguments.map { expand(Self.unquoted($0), depth: depth) }
        guard arguments.allSatisfy(\.unknown.isEmpty), let result = Self.stringMethod(call.name, on: value, arguments.map(\.value)) else {
            return unknown
        }
        return Expanded(value: result)
    }

    /// `[MSBuild]::GetTargetPlatformIdentifier(…)` and `[MSBuild]::IsOSPlatform(…)`; nil for others.
    func staticFunction(_ body: String, depth: Int) -> Expanded? {
        guard let end = body.firstIndex(of: "]"), body[..<end].lowercased() == "[msbuild", body[end...].hasPrefix("]::"),
            let call = Self.call(String(body[body.index(end, offsetBy: 3)...]))
        else { return nil }
        let arguments = call.arguments.map { expand(Self.unquoted($0), depth: depth) }
        guard arguments.allSatisfy(\.unknown.isEmpty), let first = arguments.first?.value else { return nil }
        switch call.name.lowercased() {
        case "gettargetplatformidentifier": return Expanded(value: Self.platform(ofFramework: first))
        // Apple platforms build on a Mac: the conditions that pick Windows parts are false there.
        case "isosplatform": return Expanded(value: ["osx", "macos"].contains(first.lowercased()) ? "True" : "False")
        default: return nil
        }
    }

    /// `ios` for `net8.0-ios` or `net9.0-ios18.0`; empty for a framework without a platform.
    static func platform(ofFramework framework: String) -> String {
        guard let dash = framework.firstIndex(of: "-") else { return "" }
        return String(framework[framework.index(after: dash)...].prefix { $0.isLetter })
    }

    /// `Name(arguments)` with nothing after the closing parenthesis.
    static func call(_ text: String) -> (name: String, arguments: [String])? {
        let characters = Array(text)
        guard let open = characters.firstIndex(of: "("), let close = closingParenthesis(in: characters, openingAt: open),
            close == characters.count - 1
        else { return nil }
        let name = String(characters[..<open]).trimmingCharacters(in: .whitespaces)
        return (name, arguments(String(characters[(open + 1)..<close])))
    }

    /// Comma-separated arguments, commas inside quotes or parentheses kept.
    static func arguments(_ text: String) -> [String] {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == "," && depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, "'\"`".contains(first), text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// The .NET string methods projects call on properties; nil for any other.
    static func stringMethod(_ name: String, on value: String, _ arguments: [String]) -> String? {
        func flag(_ result: Bool) -> String { result ? "True" : "False" }
        switch (name, arguments.count) {
        case ("Contains", 1): return flag(value.contains(arguments[0]))
        case ("StartsWith", 1): return flag(value.hasPrefix(arguments[0]))
        case ("EndsWith", 1): return flag(value.hasSuffix(arguments[0]))
        case ("ToLower", 0), ("ToLowerInvariant", 0): return value.lowercased()
        case ("ToUpper", 0), ("ToUpperInvariant", 0): return value.uppercased()
        case ("Trim", 0): return value.trimmingCharacters(in: .whitespacesAndNewlines)
        case ("Replace", 2):
            guard !arguments[0].isEmpty else { return nil }
            return value.replacingOccurrences(of: arguments[0], with: arguments[1])
        default: return nil
        }
    }

    /// MSBuild's escapes (`%40` for `@`, `%3B` for `;`) undone, as the build does for file names.
    static func unescaped(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let value = UInt8(String(decoding: utf8[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
