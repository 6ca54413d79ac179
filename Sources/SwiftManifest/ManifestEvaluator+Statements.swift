import SwiftSyntax

extension ManifestEvaluator {
    /// Runs what can be run of a helper's statement that is neither a declaration nor a `return`:
    /// `name[key] = value` on a local dictionary, or an `if` whose branches only do that (the entries
    /// it writes are then computed: set only when its condition holds). False for anything else.
    func apply(_ statement: CodeBlockItemSyntax, to scope: inout Scope) -> Bool {
        if let assignment = Self.entryAssignment(statement.item) {
            return assign(assignment, in: &scope, condition: nil)
        }
        let conditional =
            statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self)
        guard let conditional else { return false }
        var branches: [CodeBlockItemListSyntax] = []
        var next: IfExprSyntax? = conditional
        while let branch = next {
            branches.append(branch.body.statements)
            switch branch.elseBody {
            case .ifExpr(let nested): next = nested
            case .codeBlock(let block):
                branches.append(block.statements)
                next = nil
            case nil: next = nil
            }
        }
        let assignments = branches.flatMap { $0.map { Self.entryAssignment($0.item) } }
        guard assignments.allSatisfy({ $0 != nil }) else { return false }
        for assignment in assignments.compactMap({ $0 }) where !assign(assignment, in: &scope, condition: conditional) { return false }
        return true
    }

    /// `variable[key] = value`, split; nil for any other statement.
    static func entryAssignment(_ item: CodeBlockItemSyntax.Item) -> (variable: String, key: ExprSyntax, value: ExprSyntax)? {
        guard let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(SubscriptCallExprSyntax.self),
            let variable = target.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            target.arguments.count == 1, let key = target.arguments.first, key.label == nil
        else { return nil }
        return (variable, key.expression, elements[2])
    }

    /// Writes the entry into the local dictionary; under `condition` the value is computed.
    private func assign(
        _ assignment: (variable: String, key: ExprSyntax, value: ExprSyntax), in scope: inout Scope, condition: IfExprSyntax?
    ) -> Bool {
        guard let current = scope.names[assignment.variable], let entries = current.entries else { return false }
        let key = evaluate(assignment.key, in: scope)
        guard let name = key.string else { return false }
        let value =
            condition.map {
                computed(
                    "it is set only when \(Self.excerpt(of: $0.conditions, limit: 48)), decided when the manifest runs", assignment.value,
                    scope,
                    mentioning: Syntax($0))
            } ?? evaluate(assignment.value, in: scope)
        let kept = entries.filter { $0.key.string != name }
        scope.names[assignment.variable] = ManifestValue(
            .dictionary(kept + [ManifestEntry(key: key, value: value)]), place: current.place, source: current.source)
        return true
    }
}
