extension BuildSettings {
    /// Findings for what could not be evaluated: skipped xcconfig includes, and each runaway setting
    /// (filed under `pbxproj`, the key as its key path).
    ///
    /// One cause, one finding: a chain of settings that each name the next three times makes every
    /// link run away, but only the links that name no other runaway setting are the cause; the others
    /// are listed in its message.
    func unusableSettingDiagnostics(pbxproj: String) -> [Diagnostic] {
        let runaway = runawayKeys
        let runawaySet = Set(runaway)
        let causes = runaway.filter { key in
            Self.pieces(of: values[key]?.text ?? "").references.allSatisfy { $0 == key || !runawaySet.contains($0) }
        }
        let reported = causes.isEmpty ? Array(runaway.prefix(1)) : causes
        let others = runaway.filter { !reported.contains($0) }
        let also =
            others.isEmpty ? "" : "; so do \(others.prefix(6).joined(separator: ", "))\(others.count > 6 ? ", \u{2026}" : ""), which use it"
        return includeProblems
            + reported.map { key in
                Diagnostic(
                    .warning, .buildSettingUnusable,
                    "\(key) expands to more than \(ExpansionBudget.standardLimit) characters (its references multiply, "
                        + "e.g. it names itself several times)\(also); iconpicker leaves \(others.isEmpty ? "it" : "them") unexpanded. "
                        + "Use $(inherited) for the value below, or name each setting once",
                    file: origins[key]?.file ?? pbxproj, keyPath: key)
            }
    }

    /// The keys whose expansion, followed as `expand` follows it (to `maximumDepth`), would write more
    /// than `limit` characters, sorted.
    ///
    /// Worked out from lengths alone, each (key, depth) once, so finding a 10^16-character setting
    /// costs a few hundred steps instead of the expansion itself.
    static func runawayKeys(in values: [String: BuildSettingValue], limit: Int) -> [String] {
        var pieces: [String: (literal: Int, references: [String])] = [:]
        var lengths: [Int: [String: Int]] = [:]
        func length(of name: String, depth: Int) -> Int {
            if let known = lengths[depth]?[name] { return known }
            let text = values[name]?.text ?? ""
            var total: Int
            if depth >= maximumDepth || !text.contains("$") {
                total = text.utf8.count
            } else {
                let parts = pieces[name] ?? Self.pieces(of: text)
                pieces[name] = parts
                total = parts.literal
                for reference in parts.references where total <= limit {
                    total += length(of: reference, depth: depth + 1)
                }
            }
            total = min(total, limit + 1)
            lengths[depth, default: [:]][name] = total
            return total
        }
        return values.keys.filter { length(of: $0, depth: 0) > limit }.sorted()
    }

    /// The characters of `text` outside references, and the names it refers to, read as `expand` reads them.
    static func pieces(of text: String) -> (literal: Int, references: [String]) {
        var literal = 0
        var references: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            literal += rest.utf8.distance(from: rest.startIndex, to: dollar)
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                literal += 1
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                literal += rest[dollar...].utf8.count
                return (literal, references)
            }
            references.append(variableName(rest[rest.index(after: after)..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return (literal + rest.utf8.count, references)
    }
}
