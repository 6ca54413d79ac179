import Foundation

extension JSEvaluator {
    /// `{ key: value, "key": value, key, ...spread, [computed]: value, method() {} }`, trailing comma allowed.
    mutating func object(depth: Int) -> JSNode {
        let line = self.line
        let close = matching[position]
        guard close >= 0 else {
            position = tokens.count
            return computed("an object that is not closed", line: line)
        }
        position += 1
        var entries: [JSNode.Entry] = []
        while position < close {
            let start = position
            defer { if position == start { position += 1 } }
            if current?.isPunctuator(",") == true {
                position += 1
                continue
            }
            if current?.isPunctuator("...") == true {
                position += 1
                entries += spreadEntries(expression(depth: depth + 1))
            } else {
                entries.append(property(depth: depth))
            }
            // Whatever an entry leaves unread up to its comma is skipped.
            if position < close, current?.isPunctuator(",") != true { skipExpression() }
        }
        position = close + 1
        return JSNode(.object(entries), file: file, line: line)
    }

    /// The entries a spread adds: an object's own, nothing for null, one keyless entry for what is computed.
    func spreadEntries(_ spread: JSNode) -> [JSNode.Entry] {
        switch spread.value {
        case .object(let entries): return entries
        case .null: return []
        case .computed: return [JSNode.Entry(key: nil, value: spread)]
        default: return [JSNode.Entry(key: nil, value: computed("a spread of " + describeValue(spread), line: spread.line))]
        }
    }

    /// One `key: value` entry (or a shorthand, a method, a computed key).
    mutating func property(depth: Int) -> JSNode.Entry {
        let line = self.line
        var key: String?
        switch current?.kind {
        case .identifier(let name)?: key = name
        case .string(let text)?: key = text
        case .number(let number)?: key = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .punctuator("[")?:
            let start = position
            skipGroup()
            skipExpression()
            return JSNode.Entry(key: nil, value: computed("a computed key " + describe(start..<min(start + 8, position)), line: line))
        default:
            skipExpression()
            return JSNode.Entry(key: nil, value: computed("an entry that is not a property", line: line))
        }
        position += 1
        if current?.isPunctuator(":") == true {
            position += 1
            return JSNode.Entry(key: key, value: expression(depth: depth))
        }
        if current?.isPunctuator("(") == true || current.map({ if case .identifier = $0.kind { true } else { false } }) == true {
            // A method (`icon() { … }`) or an accessor (`get icon() { … }`): code.
            skipExpression()
            return JSNode.Entry(key: key, value: computed("the method \(key ?? "")()", line: line))
        }
        // A shorthand property: the variable of that name.
        return JSNode.Entry(key: key, value: key.map { resolve($0, line: line) } ?? computed("?", line: line))
    }

    /// `[a, b, ...spread]`, holes and a trailing comma allowed.
    mutating func array(depth: Int) -> JSNode {
        let line = self.line
        let close = matching[position]
        guard close >= 0 else {
            position = tokens.count
            return computed("an array that is not closed", line: line)
        }
        position += 1
        var elements: [JSNode] = []
        while position < close {
            let start = position
            defer { if position == start { position += 1 } }
            if current?.isPunctuator(",") == true {
                position += 1
                continue
            }
            if current?.isPunctuator("...") == true {
                position += 1
                let spread = expression(depth: depth + 1)
                if case .array(let spreadElements) = spread.value {
                    elements += spreadElements
                } else {
                    elements.append(spread.computed != nil ? spread : computed("a spread of " + describeValue(spread), line: spread.line))
                }
            } else {
                elements.append(expression(depth: depth))
            }
            if position < close, current?.isPunctuator(",") != true { skipExpression() }
        }
        position = close + 1
        return JSNode(.array(elements), file: file, line: line)
    }
}
