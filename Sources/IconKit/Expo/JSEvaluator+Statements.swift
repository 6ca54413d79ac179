import Foundation

/// The statements of a file or a function body, read for what a configuration needs: its
/// declarations (`const name = …`, `function name`), what it exports (`export default …`,
/// `module.exports = …`) or returns, and where it runs other code.
extension JSEvaluator {
    struct Statements {
        /// Name → the token its value starts at (a declaration's initializer, a function).
        var declarations: [String: Int] = [:]
        /// Where each exported or returned expression starts.
        var results: [Int] = []
        /// The line of each other statement.
        var code: [Int] = []
        /// Name → the JSON file an `import` binds it to.
        var imports: [String: String] = [:]
    }

    static let statementKeywords: Set<String> = [
        "const", "let", "var", "return", "function", "export", "import", "if", "for", "while", "switch", "try", "do", "class",
    ]

    /// The statements between `start` and `end` (exclusive), at their own level.
    func statements(from start: Int, to end: Int) -> Statements {
        var found = Statements()
        var cursor = start
        while cursor < end {
            let before = cursor
            cursor = statement(at: cursor, end: end, into: &found)
            if cursor <= before { cursor = before + 1 }
        }
        return found
    }

    /// Reads the statement at `index` into `found`; returns where the next one starts.
    func statement(at index: Int, end: Int, into found: inout Statements) -> Int {
        guard let token = peek(index) else { return end }
        switch token.kind {
        case .punctuator(";"): return index + 1
        case .identifier("import"):
            var cursor = index + 1
            while cursor < end, !(peek(cursor).map { if case .string = $0.kind { true } else { false } } ?? true) { cursor += 1 }
            importBinding(from: index + 1, moduleAt: cursor, into: &found)
            return cursor + 1
        case .identifier("export"):
            if peek(index + 1)?.isIdentifier("default") == true {
                found.results.append(index + 2)
                return endOfExpression(from: index + 2)
            }
            return index + 1
        case .identifier("module"), .identifier("exports"):
            // `module.exports = …` or `exports.default = …`.
            let member = token.isIdentifier("module") ? "exports" : "default"
            if peek(index + 1)?.isPunctuator(".") == true, peek(index + 2)?.isIdentifier(member) == true,
                peek(index + 3)?.isPunctuator("=") == true
            {
                found.results.append(index + 4)
                return endOfExpression(from: index + 4)
            }
        case .identifier("return"):
            found.results.append(index + 1)
            return endOfExpression(from: index + 1)
        case .identifier("const"), .identifier("let"), .identifier("var"):
            return declarators(from: index + 1, into: &found)
        case .identifier("function"), .identifier("async"):
            if let body = functionBody(from: index) {
                let name = (peek(index + (token.isIdentifier("async") ? 2 : 1))?.kind).flatMap { kind -> String? in
                    if case .identifier(let name) = kind { return name }
                    return nil
                }
                if let name { found.declarations[name] = index }
                return body.arrowExpression ? endOfExpression(from: body.start) : max(matching[body.start] + 1, body.start + 1)
            }
        case .identifier("type"), .identifier("interface"), .identifier("declare"):
            if case .identifier? = peek(index + 1)?.kind { return endOfStatement(from: index + 2, end: end) }
        default:
            break
        }
        found.code.append(token.line)
        return endOfControl(at: index, end: end, depth: 0) ?? endOfStatement(from: index + 1, end: end)
    }

    /// Past `if (…) body [else body]`, `for (…) body`, `while (…) body`; nil for other statements.
    func endOfControl(at index: Int, end: Int, depth: Int) -> Int? {
        guard depth < Self.maxDepth, case .identifier(let word)? = peek(index)?.kind, ["if", "for", "while"].contains(word) else {
            return nil
        }
        var cursor = index + 1
        if peek(cursor)?.isPunctuator("(") == true, matching[cursor] >= 0 { cursor = matching[cursor] + 1 }
        cursor = endOfBody(at: cursor, end: end, depth: depth)
        while word == "if", cursor < end, peek(cursor)?.isIdentifier("else") == true {
            cursor = endOfBody(at: cursor + 1, end: end, depth: depth)
        }
        return cursor
    }

    /// Past one statement that is a control statement's body: a block, another control statement, or one up to its `;`.
    func endOfBody(at index: Int, end: Int, depth: Int) -> Int {
        if peek(index)?.isPunctuator("{") == true { return matching[index] >= 0 ? matching[index] + 1 : end }
        return endOfControl(at: index, end: end, depth: depth + 1) ?? endOfStatement(from: index + 1, end: end)
    }

    /// `import appJson from './app.json'` (or `* as appJson`): the name bound to a JSON file's value.
    func importBinding(from index: Int, moduleAt moduleIndex: Int, into found: inout Statements) {
        guard case .string(let path)? = peek(moduleIndex)?.kind, modules[path] != nil else { return }
        var cursor = index
        if peek(cursor)?.isPunctuator("*") == true, peek(cursor + 1)?.isIdentifier("as") == true { cursor += 2 }
        if case .identifier(let name)? = peek(cursor)?.kind, name != "type" { found.imports[name] = path }
    }

    /// `name [: Type] = value, …` after `const`; destructuring patterns are passed over.
    func declarators(from index: Int, into found: inout Statements) -> Int {
        var cursor = index
        while true {
            guard case .identifier(let name)? = peek(cursor)?.kind else { return endOfExpression(from: cursor) }
            cursor += 1
            if peek(cursor)?.isPunctuator(":") == true {
                var copy = self
                copy.position = cursor + 1
                copy.skipType()
                cursor = copy.position
            }
            guard peek(cursor)?.isPunctuator("=") == true else { return cursor }
            found.declarations[name] = cursor + 1
            cursor = endOfExpression(from: cursor + 1)
            guard peek(cursor)?.isPunctuator(",") == true else { return cursor }
            cursor += 1
        }
    }

    func endOfExpression(from index: Int) -> Int {
        var copy = self
        copy.position = index
        if let body = copy.functionBody(from: index), !body.arrowExpression {
            return body.start < tokens.count && matching[body.start] >= 0 ? matching[body.start] + 1 : tokens.count
        }
        copy.skipExpression()
        return copy.position
    }

    /// Past the statement whose rest starts at `index`: to its `;`, or to the next statement keyword.
    func endOfStatement(from index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end, let token = peek(cursor) {
            switch token.kind {
            case .punctuator(";"): return cursor + 1
            case .punctuator("("), .punctuator("["), .punctuator("{"):
                cursor = matching[cursor] >= 0 ? matching[cursor] + 1 : end
                continue
            case .identifier(let word) where Self.statementKeywords.contains(word) && cursor > index:
                return cursor
            default:
                cursor += 1
            }
        }
        return cursor
    }

    /// A function body's value: its one `return`, with its declarations in scope.
    mutating func block(at open: Int, depth: Int) -> JSNode {
        let line = peek(open)?.line ?? 1
        let close = matching[open] >= 0 ? matching[open] : tokens.count
        let found = statements(from: open + 1, to: close)
        for (name, start) in found.declarations { scopes[scopes.count - 1][name] = .declaration(start) }
        skippedCode += found.code
        guard found.results.count == 1, let result = found.results.first else {
            return computed(
                found.results.isEmpty ? "a function that returns no value" : "a function that returns in \(found.results.count) places",
                line: line)
        }
        position = result
        return expression(depth: depth)
    }
}
