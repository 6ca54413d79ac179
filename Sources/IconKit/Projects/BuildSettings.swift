import Foundation

/// The build settings of one target and configuration, resolved as Xcode does: project xcconfig,
/// project settings, target xcconfig, target settings (later layers win, `$(inherited)` reaches
/// down), then `$(VAR)` / `${VAR}` references expanded.
///
/// Each setting keeps the form it was written in (`BuildSettingValue`): ask for `self[key]` when a
/// string is wanted, `list(key)` when a list is.
struct BuildSettings: Sendable {
    /// Deepest chain of references followed (`$(A)` → `$(B)` → …) before giving up, so that a cycle ends.
    static let maximumDepth = 16

    private(set) var values: [String: BuildSettingValue]
    /// Where the value of each of `values` was last written (`$(inherited)` reaches below it).
    private(set) var origins: [String: SettingOrigin]
    /// The xcconfig includes skipped while reading the layers (cycles, fan-out, non-files), as findings.
    private(set) var includeProblems: [Diagnostic] = []

    /// References that could not be expanded (the variable is set nowhere).
    var unresolved: Set<String> {
        Set(values.values.flatMap { unresolvedReferences(in: $0.text) })
    }

    init(project: XcodeProject, target: XcodeProject.Target, configuration: String) {
        var layers: [[String: OriginatedValue]] = []
        let projectConfiguration = project.projectConfigurations[configuration]
        let targetConfiguration = target.configurations[configuration]
        var problems: [Diagnostic] = []
        let files = project.configurationFiles
        if let base = projectConfiguration?.baseConfiguration {
            let evaluation = files.evaluation(of: base)
            layers.append(evaluation.settings)
            problems += evaluation.problems
        }
        layers.append(Self.layer(projectConfiguration, level: .project))
        if let base = targetConfiguration?.baseConfiguration {
            let evaluation = files.evaluation(of: base)
            layers.append(
                evaluation.settings.mapValues { OriginatedValue(value: $0.value, origin: $0.origin.at(.targetConfigurationFile)) })
            // One finding per place: a file both levels are based on says so once.
            problems += evaluation.problems.filter { problem in
                problem.keyPath == nil || !problems.contains { $0.file == problem.file && $0.keyPath == problem.keyPath }
            }
        }
        layers.append(Self.layer(targetConfiguration, level: .target))

        let builtIn: [String: String] = [
            "TARGET_NAME": target.name, "PRODUCT_NAME": target.name, "CONFIGURATION": configuration,
            "PROJECT_NAME": project.name, "SRCROOT": project.sourceRoot, "PROJECT_DIR": project.sourceRoot,
            "SOURCE_ROOT": project.sourceRoot, "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos",
        ]
        var merged = builtIn.mapValues(BuildSettingValue.string)
        var origins = builtIn.mapValues { _ in SettingOrigin(level: .builtIn) }
        for layer in layers {
            for (key, written) in layer {
                merged[key] = Self.resolved(written.value, over: merged[key], key: key)
                origins[key] = written.origin
            }
        }
        values = merged
        self.origins = origins
        includeProblems = problems
    }

    /// `value` written over the level below's `inherited`; a value that would grow past the expansion
    /// budget (a setting naming itself ten times at each of four levels is 10^4 copies) is kept as
    /// written, and its expansion is then reported as runaway.
    private static func resolved(_ value: BuildSettingValue, over inherited: BuildSettingValue?, key: String) -> BuildSettingValue {
        let copies = BuildSettings.pieces(of: value.text).references.count
        let estimate = value.text.utf8.count + copies * (inherited?.text.utf8.count ?? 0)
        return estimate > ExpansionBudget.standardLimit ? value : value.resolvingInherited(inherited, key: key)
    }

    /// A pbxproj (or spec) configuration's settings with their places, at `level`.
    private static func layer(_ configuration: XcodeProject.Configuration?, level: SettingOrigin.Level) -> [String: OriginatedValue] {
        guard let configuration else { return [:] }
        var layer: [String: OriginatedValue] = [:]
        layer.reserveCapacity(configuration.settings.count)
        for (key, value) in configuration.settings {
            layer[key] = OriginatedValue(value: value, origin: (configuration.origins[key] ?? SettingOrigin(level: level)).at(level))
        }
        return layer
    }

    /// The expanded value as a string (a list joined with spaces), or nil when no layer sets `key`.
    subscript(key: String) -> String? { values[key].map { expand($0.text) } }

    /// The settings whose expansion runs past `ExpansionBudget.standardLimit` (references that multiply,
    /// e.g. through the setting itself): `expand` leaves them as written and `runawayDiagnostics` says so.
    var runawayKeys: [String] { Self.runawayKeys(in: values, limit: ExpansionBudget.standardLimit) }

    /// The expanded value as a list, or nil when no layer sets `key`. A list keeps its elements (one
    /// with a space in it stays one); a string is split as Xcode splits it (whitespace, honouring
    /// double quotes and backslashes). An element that is just `$(VAR)` splices in VAR's list.
    func list(_ key: String) -> [String]? {
        values[key].map { expand(words: $0.words, depth: 0) }
    }

    /// Each word expanded; a word that is one reference becomes that setting's words (none when unset).
    /// An expansion over budget leaves the words as written.
    func expand(words: [String], depth: Int) -> [String] {
        var budget = ExpansionBudget()
        let expanded = expand(words: words, depth: depth, budget: &budget)
        return budget.isExhausted ? words : expanded
    }

    private func expand(words: [String], depth: Int, budget: inout ExpansionBudget) -> [String] {
        words.flatMap { word -> [String] in
            guard budget.spend(1) else { return [] }
            guard var name = Self.soleReference(word), depth < Self.maximumDepth else {
                return [expand(word, depth: depth, budget: &budget)]
            }
            if name.contains("$") { name = Self.variableName(expand(name, depth: depth + 1, budget: &budget)) }
            return values[name].map { expand(words: $0.words, depth: depth + 1, budget: &budget) } ?? []
        }
    }

    /// The variable's name when `word` is nothing but one reference (`$(VAR)`, `${VAR}`, `$(VAR:modifier)`).
    static func soleReference(_ word: String) -> String? {
        let references = BuildVariable.references(in: word)
        guard references.count == 1, word == "$(\(references[0]))" || word == "${\(references[0])}" else { return nil }
        return variableName(references[0])
    }

    /// `VAR` from a reference's inside, `VAR:modifier` (modifiers are ignored).
    static func variableName(_ reference: some StringProtocol) -> String {
        String(reference.prefix { $0 != ":" })
    }

    /// Expands `$(VAR)`, `${VAR}`, `$VAR` and `$(VAR:modifier)` (modifiers are ignored) using these settings;
    /// unset variables expand to nothing, as in Xcode (`unresolvedReferences(in:)` names them).
    /// An expansion that would run past its `ExpansionBudget` leaves `text` as written.
    func expand(_ text: String, depth: Int = 0) -> String {
        var budget = ExpansionBudget()
        let expanded = expand(text, depth: depth, budget: &budget)
        return budget.isExhausted ? text : expanded
    }

    private func expand(_ text: String, depth: Int, budget: inout ExpansionBudget) -> String {
        guard depth < Self.maximumDepth, text.contains("$") else {
            return budget.spend(text.utf8.count) ? text : ""
        }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            guard budget.spend(rest.utf8.distance(from: rest.startIndex, to: dollar) + 1) else { return result }
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                let name = Self.bareName(at: rest[after...])
                result += name.isEmpty ? "$" : expand(values[String(name)]?.text ?? "", depth: depth + 1, budget: &budget)
                rest = rest[after...].dropFirst(name.count)
                continue
            }
            guard let end = BuildVariable.closing(of: rest[after...]) else {
                result += rest[dollar...]
                rest = ""
                break
            }
            // A nested reference names the variable: `$(ICON_$(CONFIGURATION))`.
            let name = Self.variableName(expand(String(rest[rest.index(after: after)..<end]), depth: depth + 1, budget: &budget))
            result += expand(values[name]?.text ?? "", depth: depth + 1, budget: &budget)
            rest = rest[rest.index(after: end)...]
        }
        return budget.spend(rest.utf8.count) ? result + rest : result
    }

    /// The name of a bare `$VAR` reference (Pocket Casts' xcconfig sets
    /// `PRODUCT_BUNDLE_IDENTIFIER = $PRODUCT_BUNDLE_IDENTIFIER_ROOT`, which Xcode expands): letters,
    /// digits and underscores, not starting with a digit; empty when `text` starts with none.
    static func bareName(at text: Substring) -> Substring {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return "" }
        return text.prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    /// The names referenced in `text` that no layer sets; for a nested reference whose inner names are
    /// unset, those inner names.
    func unresolvedReferences(in text: String, depth: Int = 0) -> [String] {
        BuildVariable.references(in: text).flatMap { reference -> [String] in
            if reference.contains("$"), depth < Self.maximumDepth {
                let inner = unresolvedReferences(in: reference, depth: depth + 1)
                if !inner.isEmpty { return inner }
            }
            let name = Self.variableName(expand(reference))
            return values[name] == nil ? [name] : []
        }
    }
}
