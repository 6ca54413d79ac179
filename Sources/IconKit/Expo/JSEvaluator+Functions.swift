import Foundation

/// Functions: Expo calls a configuration function with `{ config }` (app.json's configuration), and
/// what it returns is the configuration. The function's parameters are bound, its `const`s read,
/// its one `return` evaluated; other statements are code, whose lines are kept for a note.
extension JSEvaluator {
    /// Whether the `(` at `index` opens an arrow function's parameters: `=>` follows its `)`,
    /// perhaps after a TypeScript return type.
    func isArrowFunction(at index: Int) -> Bool {
        guard peek(index)?.isPunctuator("(") == true, matching[index] >= 0 else { return false }
        var cursor = matching[index] + 1
        if peek(cursor)?.isPunctuator("=>") == true { return true }
        guard peek(cursor)?.isPunctuator(":") == true else { return false }
        cursor += 1
        while let token = peek(cursor) {
            if token.isPunctuator("=>") { return true }
            if case .punctuator(let text) = token.kind {
                if Self.delimiters.contains(text) || text == "=" { return false }
                if ["(", "[", "{"].contains(text), matching[cursor] >= 0 {
                    cursor = matching[cursor] + 1
                    continue
                }
            }
            cursor += 1
        }
        return false
    }

    /// A function value at the cursor (`function (…) {…}`, `async (…) => …`, `x => …`); the cursor
    /// moves past it.
    mutating func function() -> JSNode {
        let start = position
        let line = self.line
        guard let body = functionBody(from: start) else {
            skipExpression()
            return computed("a function", line: line)
        }
        position = body.arrowExpression ? body.start : (matching[body.start] >= 0 ? matching[body.start] + 1 : tokens.count)
        if body.arrowExpression { skipExpression() }
        return JSNode(.function(start), file: file, line: line)
    }

    /// Where the function starting at `start` has its parameters (the `(`, or its single parameter)
    /// and its body (a `{`, or an arrow's expression).
    func functionBody(from start: Int) -> (parameters: Int, start: Int, arrowExpression: Bool)? {
        var cursor = start
        if peek(cursor)?.isIdentifier("async") == true { cursor += 1 }
        let isFunction = peek(cursor)?.isIdentifier("function") == true
        if isFunction {
            cursor += 1
            if peek(cursor)?.isPunctuator("*") == true { cursor += 1 }
            if case .identifier? = peek(cursor)?.kind { cursor += 1 }
        }
        let parameters = cursor
        if peek(cursor)?.isPunctuator("(") == true {
            guard matching[cursor] >= 0 else { return nil }
            cursor = matching[cursor] + 1
        } else if !isFunction, case .identifier? = peek(cursor)?.kind, peek(cursor + 1)?.isPunctuator("=>") == true {
            cursor += 1
        } else {
            return nil
        }
        // A TypeScript return type (`: ExpoConfig`), up to the body: `=>` for an arrow, `{` for a function.
        let bodyStart = isFunction ? "{" : "=>"
        if peek(cursor)?.isPunctuator(":") == true {
            cursor += 1
            while let token = peek(cursor), !token.isPunctuator(bodyStart) {
                if case .punctuator(let text) = token.kind {
                    if Self.delimiters.contains(text) || text == "=" { return nil }
                    if ["(", "["].contains(text) || (text == "{" && !isFunction) {
                        guard matching[cursor] >= 0 else { return nil }
                        cursor = matching[cursor] + 1
                        continue
                    }
                }
                cursor += 1
            }
        }
        if isFunction {
            return peek(cursor)?.isPunctuator("{") == true ? (parameters, cursor, false) : nil
        }
        guard peek(cursor)?.isPunctuator("=>") == true else { return nil }
        cursor += 1
        let block = peek(cursor)?.isPunctuator("{") == true
        return (parameters, cursor, !block)
    }

    /// What the function starting at `start` returns when called with `argument`.
    mutating func call(_ start: Int, argument: JSNode, depth: Int) -> JSNode {
        let line = peek(start)?.line ?? 1
        guard depth < Self.maxDepth, let body = functionBody(from: start) else { return computed("a function's result", line: line) }
        let saved = position
        defer { position = saved }
        scopes.append(bind(parametersAt: body.parameters, to: argument))
        defer { scopes.removeLast() }
        position = body.start
        if body.arrowExpression { return expression(depth: depth + 1) }
        return block(at: body.start, depth: depth + 1)
    }

    /// The names the first parameter binds: itself, or the properties it destructures
    /// (`{ config }`, `{ config: base }`), each with a default ignored.
    func bind(parametersAt index: Int, to argument: JSNode) -> [String: Binding] {
        if case .identifier(let name)? = peek(index)?.kind { return [name: .node(argument)] }
        guard peek(index)?.isPunctuator("(") == true else { return [:] }
        if case .identifier(let name)? = peek(index + 1)?.kind { return [name: .node(argument)] }
        guard peek(index + 1)?.isPunctuator("{") == true, matching[index + 1] >= 0 else { return [:] }
        var bindings: [String: Binding] = [:]
        var cursor = index + 2
        while cursor < matching[index + 1] {
            guard case .identifier(let key)? = peek(cursor)?.kind else {
                cursor += 1
                continue
            }
            var name = key
            if peek(cursor + 1)?.isPunctuator(":") == true, case .identifier(let alias)? = peek(cursor + 2)?.kind {
                name = alias
                cursor += 2
            }
            bindings[name] = .node(argument.member(key) ?? JSNode(.null, file: file, line: peek(cursor)?.line ?? 1))
            cursor += 1
            // Past a default value, to the next property.
            while cursor < matching[index + 1], peek(cursor)?.isPunctuator(",") != true {
                cursor = matching[cursor] >= 0 ? matching[cursor] + 1 : cursor + 1
            }
        }
        return bindings
    }
}
