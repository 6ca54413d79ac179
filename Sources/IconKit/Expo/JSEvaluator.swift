import Foundation

/// Reads the values of a configuration file's expressions without running it: literals (objects,
/// arrays, strings, numbers, booleans, template literals without substitutions), variables declared
/// in the file, spreads of objects it knows, member access, and the configuration function Expo
/// calls (`({ config }) => ({ ...config, … })`). Everything else (an operator, a call, the
/// environment) is a `computed` value that names what it is, with its line.
///
/// Untrusted input: nesting, the work done and the chain of variables followed are capped, and
/// every loop moves forward through the tokens.
struct JSEvaluator {
    static let maxDepth = 64
    static let maxSteps = 50_000
    static let maxResolutions = 16

    enum Binding {
        case node(JSNode)
        /// The token where a declaration's initializer starts.
        case declaration(Int)
    }

    let tokens: [JSToken]
    let file: String
    /// For each opening `(`, `[` or `{`, the index of its closing token; -1 when it has none.
    let matching: [Int]
    var position = 0
    var steps = 0
    var resolutions = 0
    /// The innermost scope last.
    var scopes: [[String: Binding]] = [[:]]
    /// Lines of code a function runs before it returns the configuration (not run here).
    var skippedCode: [Int] = []
    /// JSON files the code may `require` or `import` (`./app.json`), by the path as written.
    let modules: [String: JSNode]

    init(tokens: [JSToken], file: String, modules: [String: JSNode] = [:]) {
        self.tokens = tokens
        self.file = file
        self.modules = modules
        var matching = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        let pairs = ["(": ")", "[": "]", "{": "}"]
        for (index, token) in tokens.enumerated() {
            guard case .punctuator(let text) = token.kind else { continue }
            if pairs[text] != nil {
                open.append(index)
            } else if pairs.values.contains(text), let last = open.last, case .punctuator(let opener) = tokens[last].kind,
                pairs[opener] == text
            {
                matching[open.removeLast()] = index
            }
        }
        self.matching = matching
    }

    var current: JSToken? { position < tokens.count ? tokens[position] : nil }
    var line: Int { current?.line ?? tokens.last?.line ?? 1 }

    func peek(_ index: Int) -> JSToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    func computed(_ what: String, line: Int) -> JSNode {
        JSNode(.computed(what), file: file, line: line)
    }

    static let binaryOperators: Set<String> = [
        "||", "&&", "??", "+", "-", "*", "/", "%", "**", "==", "===", "!=", "!==", "<", ">", "<=", ">=", "?", "|", "&", "^", "<<", ">>",
        ">>>",
    ]
    static let delimiters: Set<String> = [",", ";", ")", "]", "}"]

    /// One expression: a primary value with its member accesses, or a computed value when an
    /// operator combines it with others.
    mutating func expression(depth: Int) -> JSNode {
        let start = position
        let line = self.line
        steps += 1
        guard depth < Self.maxDepth, steps < Self.maxSteps else {
            skipExpression()
            return computed(
                depth < Self.maxDepth
                    ? "more values than a configuration holds (over \(Self.maxSteps))" : "values nested deeper than \(Self.maxDepth)",
                line: line)
        }
        var node = postfix(primary(depth: depth), depth: depth)
        if case .punctuator(let text)? = current?.kind, Self.binaryOperators.contains(text) {
            // `known ?? fallback` and `known || fallback` are the known value.
            let known = node.computed == nil && node.value != .null && node.value != .boolean(false)
            skipExpression()
            if !(known && (text == "??" || text == "||")) { node = computed(describe(start..<position), line: line) }
        } else if current?.isIdentifier("instanceof") == true || current?.isIdentifier("in") == true {
            skipExpression()
            node = computed(describe(start..<position), line: line)
        }
        return node
    }

    /// Moves past the rest of an expression: up to a delimiter outside brackets, or to a new line
    /// that starts with a name or a literal (where JavaScript inserts the `;` left out).
    mutating func skipExpression() {
        var previousLine = current?.line ?? 0
        while let token = current {
            if token.line > previousLine && Self.startsStatement(token) { return }
            if case .punctuator(let text) = token.kind {
                if Self.delimiters.contains(text) { return }
                if ["(", "[", "{"].contains(text) {
                    let close = matching[position]
                    skipGroup()
                    previousLine = peek(close)?.line ?? previousLine
                    continue
                }
            }
            previousLine = token.line
            position += 1
        }
    }

    /// A token that, first on its line, starts a new statement rather than continuing an expression.
    static func startsStatement(_ token: JSToken) -> Bool {
        switch token.kind {
        case .identifier(let word): return !["instanceof", "in", "as", "satisfies", "of"].contains(word)
        case .string, .template, .number: return true
        case .punctuator: return false
        }
    }

    /// Moves past the bracketed group opening at the cursor (to the end when it is never closed).
    mutating func skipGroup() {
        let close = matching[position]
        position = close >= 0 ? close + 1 : tokens.count
    }

    /// The tokens in `range` as text (`process.env.ICON`), shortened.
    func describe(_ range: Range<Int>) -> String {
        var text = ""
        for index in range where index < tokens.count {
            let piece: String
            switch tokens[index].kind {
            case .identifier(let name): piece = name
            case .string(let value): piece = "'\(value)'"
            case .template(let written): piece = written
            case .number(let number): piece = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .punctuator(let symbol): piece = symbol
            }
            let tight: Set<String> = [".", "(", ")", "[", "]", ",", "?.", "..."]
            let previousTight =
                index > range.lowerBound && tight.contains(describeKey(tokens[index - 1])) && describeKey(tokens[index - 1]) != ","
            text += text.isEmpty || tight.contains(piece) || previousTight ? piece : " " + piece
            if text.count > 80 { return String(text.prefix(80)) + "…" }
        }
        return text
    }

    private func describeKey(_ token: JSToken) -> String {
        if case .punctuator(let symbol) = token.kind { return symbol }
        return ""
    }
}

extension JSEvaluator {
    /// A literal, a variable, a parenthesized expression or a function; anything else is computed.
    mutating func primary(depth: Int) -> JSNode {
        guard let token = current else { return computed("nothing", line: line) }
        switch token.kind {
        case .punctuator("{"): return object(depth: depth + 1)
        case .punctuator("["): return array(depth: depth + 1)
        case .punctuator("("):
            if isArrowFunction(at: position) { return function() }
            position += 1
            let inner = expression(depth: depth + 1)
            if current?.isPunctuator(")") == true { position += 1 } else { skipToClosing(from: position) }
            return inner
        case .string(let text):
            position += 1
            return JSNode(.string(text), file: file, line: token.line)
        case .template(let written):
            position += 1
            return computed(written.count > 60 ? String(written.prefix(60)) + "…`" : written, line: token.line)
        case .number(let number):
            position += 1
            return JSNode(.number(number), file: file, line: token.line)
        case .punctuator("-") where peek(position + 1).map { if case .number = $0.kind { true } else { false } } == true:
            position += 1
            guard case .number(let number)? = current?.kind else { return computed("-", line: token.line) }
            position += 1
            return JSNode(.number(-number), file: file, line: token.line)
        case .identifier(let name): return identifier(name, line: token.line, depth: depth)
        default:
            let start = position
            position += 1
            skipExpression()
            return computed(describe(start..<position), line: token.line)
        }
    }

    /// `true`, `null`, a function, a passthrough call (`defineConfig({…})`) or a variable.
    mutating func identifier(_ name: String, line: Int, depth: Int) -> JSNode {
        switch name {
        case "true", "false":
            position += 1
            return JSNode(.boolean(name == "true"), file: file, line: line)
        case "null", "undefined":
            position += 1
            return JSNode(.null, file: file, line: line)
        case "function", "async":
            return function()
        case "new", "typeof", "void", "await", "delete":
            let start = position
            position += 1
            _ = postfix(primary(depth: depth + 1), depth: depth + 1)
            return computed(describe(start..<position), line: line)
        default:
            break
        }
        if peek(position + 1)?.isPunctuator("=>") == true { return function() }
        if name == "require", peek(position + 1)?.isPunctuator("(") == true, case .string(let path)? = peek(position + 2)?.kind,
            let module = modules[path]
        {
            position = matching[position + 1] >= 0 ? matching[position + 1] + 1 : tokens.count
            return module
        }
        if name == "defineConfig", peek(position + 1)?.isPunctuator("(") == true {
            let close = matching[position + 1]
            position += 2
            let argument = expression(depth: depth + 1)
            position = close >= 0 ? close + 1 : tokens.count
            return argument
        }
        position += 1
        return resolve(name, line: line)
    }

    /// Moves to just past the `)`, `]` or `}` closing the group whose content starts at `index`.
    mutating func skipToClosing(from index: Int) {
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            if case .punctuator(let text) = tokens[cursor].kind {
                if ["(", "[", "{"].contains(text) {
                    cursor = matching[cursor] >= 0 ? matching[cursor] + 1 : tokens.count
                    continue
                }
                if [")", "]", "}"].contains(text) {
                    if depth == 0 {
                        position = cursor + 1
                        return
                    }
                    depth -= 1
                }
            }
            cursor += 1
        }
        position = tokens.count
    }

    /// The value a name is bound to (innermost scope first), followed through at most
    /// `maxResolutions` variables; an unknown name is computed.
    mutating func resolve(_ name: String, line: Int) -> JSNode {
        guard let binding = scopes.reversed().lazy.compactMap({ $0[name] }).first else { return computed(name, line: line) }
        switch binding {
        case .node(let node): return node
        case .declaration(let start):
            guard resolutions < Self.maxResolutions else { return computed(name, line: line) }
            resolutions += 1
            let saved = position
            position = start
            let value = expression(depth: 1)
            position = saved
            resolutions -= 1
            return value
        }
    }

    /// Member accesses (`.name`, `?.name`, `["name"]`), calls and TypeScript casts after a value.
    mutating func postfix(_ node: JSNode, depth: Int) -> JSNode {
        var node = node
        while let token = current {
            if token.isPunctuator(".") || token.isPunctuator("?.")
                || token.isPunctuator("!") && peek(position + 1)?.isPunctuator(".") == true
            {
                if token.isPunctuator("!") { position += 1 }
                position += 1
                guard case .identifier(let name)? = current?.kind else {
                    return computed(describe(position - 1..<position), line: token.line)
                }
                position += 1
                if let filtered = filteredByBoolean(node, method: name) {
                    node = filtered
                    continue
                }
                node = member(node, name, line: token.line)
            } else if token.isPunctuator("[") {
                let close = matching[position]
                position += 1
                let key = expression(depth: depth + 1)
                position = close >= 0 ? close + 1 : tokens.count
                node = key.string.map { member(node, $0, line: token.line) } ?? computed(describeValue(node) + "[…]", line: token.line)
            } else if token.isPunctuator("(") {
                let start = position
                skipGroup()
                node = computed(describeValue(node) + describe(start..<position), line: node.line)
            } else if token.isIdentifier("as") || token.isIdentifier("satisfies") {
                position += 1
                skipType()
            } else if token.isPunctuator("!") {
                position += 1
            } else {
                return node
            }
        }
        return node
    }

    /// `[…].filter(Boolean)`, the way configurations drop entries they leave out (`USE_SENTRY && […]`):
    /// the array without its literal false values; a computed element stays (it may be kept or not).
    /// Nil, with the cursor unmoved, for any other call.
    mutating func filteredByBoolean(_ node: JSNode, method: String) -> JSNode? {
        guard method == "filter", let elements = node.elements, current?.isPunctuator("(") == true,
            peek(position + 1)?.isIdentifier("Boolean") == true, peek(position + 2)?.isPunctuator(")") == true
        else { return nil }
        position += 3
        let kept = elements.filter { element in
            switch element.value {
            case .null, .boolean(false), .number(0), .string(""): return false
            default: return true
            }
        }
        return JSNode(.array(kept), file: node.file, line: node.line)
    }

    func member(_ node: JSNode, _ name: String, line: Int) -> JSNode {
        switch node.value {
        case .object: return node.member(name) ?? JSNode(.null, file: file, line: line)
        case .computed(let what): return computed(what + "." + name, line: node.line)
        default: return computed(describeValue(node) + "." + name, line: line)
        }
    }

    func describeValue(_ node: JSNode) -> String {
        switch node.value {
        case .computed(let what): return what
        case .string(let text): return "'\(text)'"
        default: return "a value"
        }
    }

    /// Moves past a TypeScript type (after `as`, `satisfies` or `:`): to a delimiter, `=` or `=>`.
    mutating func skipType() {
        while let token = current {
            if case .punctuator(let text) = token.kind {
                if Self.delimiters.contains(text) || text == "=" || text == "=>" { return }
                if ["(", "[", "{"].contains(text) {
                    skipGroup()
                    continue
                }
            }
            position += 1
        }
    }
}
