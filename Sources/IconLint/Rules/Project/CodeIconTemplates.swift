/// The names code builds from an enum's cases, as Kotlin Multiplatform apps do
/// (`"AppIcon${icon.name}"` with `enum class AppIcon { AntiqueGold, … }`): the literal's prefix and
/// suffix around each case's name, less the case the code maps to `null`/`nil` (its primary icon).
enum CodeIconTemplates {
    /// `prefix${something.name}suffix`, read from a template literal's text.
    struct Template: Equatable {
        var prefix: String
        var suffix: String
    }

    /// The template of a literal holding exactly one `${….name}` interpolation, or nil.
    static func template(_ text: String) -> Template? {
        guard let open = text.range(of: "${"), let close = text[open.upperBound...].firstIndex(of: "}") else { return nil }
        let expression = text[open.upperBound..<close]
        let suffix = String(text[text.index(after: close)...])
        guard expression.hasSuffix(".name"), !suffix.contains("$"), !text[..<open.lowerBound].contains("$") else { return nil }
        return Template(prefix: String(text[..<open.lowerBound]), suffix: suffix)
    }

    /// The enum classes `source` declares (Kotlin `enum class Name … { A, B("…"), C; … }`), by name.
    static func kotlinEnums(in source: String) -> [String: [String]] {
        var enums: [String: [String]] = [:]
        var rest = Substring(source)
        while let declaration = rest.range(of: "enum class ") {
            rest = rest[declaration.upperBound...]
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty, let body = rest.firstIndex(of: "{") else { continue }
            rest = rest[rest.index(after: body)...]
            enums[name] = entries(of: rest)
        }
        return enums
    }

    /// The entries' names at the start of an enum's body: up to the first `;` or the closing brace,
    /// split at the commas outside parentheses and braces.
    static func entries(of body: Substring) -> [String] {
        var names: [String] = []
        var depth = 0
        var entry = ""
        for character in body {
            if depth == 0 && (character == ";" || character == "}") { break }
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" { depth -= 1 }
            if depth == 0 && character == "," {
                names.append(entry)
                entry = ""
            } else if depth == 0 {
                entry.append(character)
            }
        }
        names.append(entry)
        return names.compactMap { entry in
            let words = entry.split(whereSeparator: { $0.isWhitespace }).filter { !$0.hasPrefix("@") }
            let name = words.first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) } ?? ""
            return name.isEmpty ? nil : name
        }
    }

    /// Whether `source` names a case of `enumName` (`AppIcon.X`, and not `MyAppIcon.X`).
    static func refers(to enumName: String, in source: String) -> Bool {
        var rest = Substring(source)
        while let reference = rest.range(of: enumName + ".") {
            let before = rest[..<reference.lowerBound].last
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[reference.upperBound...]
        }
        return false
    }

    /// The cases of `enumName` that `source` maps to `null` or `nil` (`if (icon == AppIcon.DarkJade) null`,
    /// `AppIcon.DarkJade -> null`): the code's primary icon, for which it asks for no name.
    static func casesMappedToNil(in source: String, enumName: String) -> Set<String> {
        var cases: Set<String> = []
        var rest = Substring(source)
        while let reference = rest.range(of: enumName + ".") {
            rest = rest[reference.upperBound...]
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let after = rest.dropFirst(name.count).prefix(40).drop { !$0.isLetter }
            if !name.isEmpty, after.hasPrefix("null") || after.hasPrefix("nil") { cases.insert(name) }
        }
        return cases
    }

    /// The names `template` builds from the cases of the enums `source` refers to (`AppIcon.X`),
    /// less those it maps to `null`.
    static func names(_ template: Template, in source: String, enums: [String: [String]]) -> [(enumName: String, name: String)] {
        var names: [(enumName: String, name: String)] = []
        for (enumName, cases) in enums.sorted(by: { $0.key < $1.key }) where refers(to: enumName, in: source) {
            let excluded = casesMappedToNil(in: source, enumName: enumName)
            names += cases.filter { !excluded.contains($0) }.map { (enumName, template.prefix + $0 + template.suffix) }
        }
        return names
    }
}
