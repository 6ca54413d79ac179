import SwiftSyntax

extension ManifestEvaluator {
    /// A string literal: its text as the program sees it (escapes resolved, a multi-line literal's
    /// indentation removed), with interpolations of known strings and numbers filled in.
    func string(_ literal: StringLiteralExprSyntax, in scope: Scope) -> ManifestValue {
        let here = place(literal, scope)
        if let text = literal.representedLiteralValue { return ManifestValue(.string(text), place: here, source: "") }
        guard !literal.hasError else { return computed("the string literal is malformed", literal, scope) }
        let raw = literal.openingPounds != nil
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += raw ? piece.content.text : Self.unescaped(piece.content.text)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    return computed("it interpolates something iconpicker does not evaluate", literal, scope)
                }
                let value = evaluate(only.expression, in: scope)
                guard let piece = Self.text(of: value) else {
                    let reason = value.computedReason ?? "it is not a string or a number"
                    return computed("it interpolates \(Self.excerpt(of: only.expression)): \(reason)", literal, scope)
                }
                text += piece
            }
            guard text.utf8.count <= limits.maximumStringLength else {
                return computed("it is longer than \(limits.maximumStringLength) bytes", literal, scope)
            }
        }
        return ManifestValue(.string(text), place: here, source: "")
    }

    /// How a string, number or Boolean is written into an interpolation.
    static func text(of value: ManifestValue) -> String? {
        switch value.kind {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        case .boolean(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// A literal segment with Swift's escapes resolved: `\n`, `\t`, `\r`, `\0`, `\"`, `\'`, `\\`, `\u{…}`.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            let after = rest.index(after: slash)
            guard after < rest.endIndex else { break }
            let escape = rest[after]
            rest = rest[rest.index(after: after)...]
            switch escape {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                    let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16), let scalar = Unicode.Scalar(code)
                else { continue }
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default: result.append(escape)
            }
        }
        return result + rest
    }

    /// `a + b + …` of strings or of arrays, and `x as T`; any other operator is computed.
    func sequence(_ sequence: SequenceExprSyntax, in scope: Scope) -> ManifestValue {
        var operands: [ManifestValue] = []
        var expectOperand = true
        for element in sequence.elements {
            if expectOperand {
                operands.append(evaluate(element, in: scope))
                expectOperand = false
            } else if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == "+" {
                expectOperand = true
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(TypeExprSyntax.self) {
                continue
            } else if element.is(UnresolvedTernaryExprSyntax.self) {
                return computed("it is a conditional, decided when the manifest runs", sequence, scope)
            } else {
                return computed("it uses the operator \(Self.excerpt(of: element)), which iconpicker does not evaluate", sequence, scope)
            }
        }
        return joined(operands, sequence, scope)
    }

    private func joined(_ operands: [ManifestValue], _ sequence: SequenceExprSyntax, _ scope: Scope) -> ManifestValue {
        if operands.count == 1, let only = operands.first { return only }
        if let computedOperand = operands.first(where: { $0.computedReason != nil }) { return computedOperand }
        let here = place(sequence, scope)
        let strings = operands.compactMap(\.string)
        if strings.count == operands.count {
            let text = strings.joined()
            guard text.utf8.count <= limits.maximumStringLength else {
                return computed("it is longer than \(limits.maximumStringLength) bytes", sequence, scope)
            }
            return ManifestValue(.string(text), place: here, source: "")
        }
        let arrays = operands.compactMap(\.array)
        if arrays.count == operands.count { return ManifestValue(.array(arrays.flatMap { $0 }), place: here, source: "") }
        return computed("it adds values iconpicker cannot add (\(Self.excerpt(of: sequence)))", sequence, scope)
    }

    /// The first characters of `node` as written, on one line: built token by token, so a large
    /// expression costs no more than its beginning.
    static func excerpt(of node: some SyntaxProtocol, limit: Int = 80) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            let spaced = !token.leadingTrivia.isEmpty || token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.isEmpty == false
            if !text.isEmpty && spaced { text += " " }
            text += String(token.text.map { $0.isNewline ? " " : $0 })
            if text.count > limit { return String(text.prefix(limit)) + "\u{2026}" }
        }
        return text
    }
}
