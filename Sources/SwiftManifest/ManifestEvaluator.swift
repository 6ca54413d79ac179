import Foundation
import SwiftSyntax

/// Evaluates the expressions of a `ManifestProgram`, as far as they can be known without running
/// them; one evaluator per question, its caches shared by all the expressions it evaluates.
final class ManifestEvaluator {
    /// The names visible where an expression is: a helper's parameters and local constants.
    struct Scope {
        var file: Int
        var names: [String: ManifestValue] = [:]
    }

    let program: ManifestProgram
    var limits: ManifestLimits { program.limits }
    private(set) var steps = 0
    private var depth = 0
    var callDepth = 0
    private var cache: [String: ManifestValue] = [:]
    private var inProgress: Set<String> = []
    /// The value every evaluation gives once the step limit is passed (made once: cheap from then on).
    private(set) var exhaustion: ManifestValue?

    init(program: ManifestProgram) {
        self.program = program
    }

    func place(_ node: some SyntaxProtocol, _ scope: Scope) -> SourcePlace {
        program.files[scope.file].place(of: node)
    }

    func computed(_ reason: String, _ node: some SyntaxProtocol, _ scope: Scope, mentioning code: Syntax? = nil) -> ManifestValue {
        ManifestValue(
            .computed(reason), place: place(node, scope), source: Self.excerpt(of: node), mentions: Self.literals(in: code ?? Syntax(node)))
    }

    /// The string literals written in `node`, at most `limit` (a few thousand tokens looked at).
    static func literals(in node: Syntax, limit: Int = 64) -> [String] {
        var found: [String] = []
        var looked = 0
        for token in node.tokens(viewMode: .sourceAccurate) {
            looked += 1
            guard looked < 20_000, found.count < limit else { break }
            if case .stringSegment(let text) = token.tokenKind { found.append(text) }
        }
        return found
    }

    /// A computed result of a helper call, placed at the call (where the value is used) and saying
    /// where in the helper it is computed.
    func computedAtCall(_ value: ManifestValue, _ call: some SyntaxProtocol, _ scope: Scope) -> ManifestValue {
        guard let reason = value.computedReason else { return value }
        let here = place(call, scope)
        guard value.place != here else { return value }
        let inside = reason.contains(" (at ") ? "" : " (at \((value.place.file as NSString).lastPathComponent):\(value.place.line))"
        return ManifestValue(.computed(reason + inside), place: here, source: Self.excerpt(of: call), mentions: value.mentions)
    }

    /// The expression's value; every call counts against the step and depth limits.
    func evaluate(_ expression: ExprSyntax, in scope: Scope) -> ManifestValue {
        steps += 1
        if let exhaustion { return exhaustion }
        guard steps <= limits.maximumSteps else {
            let stop = ManifestValue(
                .computed("reading it takes more than \(limits.maximumSteps) steps, so iconpicker stops"), place: place(expression, scope),
                source: "")
            exhaustion = stop
            return stop
        }
        guard depth < limits.maximumExpressionDepth else {
            return computed("it nests more than \(limits.maximumExpressionDepth) levels deep", expression, scope)
        }
        depth += 1
        defer { depth -= 1 }
        let value = evaluateKind(expression, in: scope)
        guard value.weight <= limits.maximumWeight else {
            return computed("it holds more than \(limits.maximumWeight) values", expression, scope)
        }
        return value
    }

    private func evaluateKind(_ expression: ExprSyntax, in scope: Scope) -> ManifestValue {
        let here = place(expression, scope)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal, in: scope) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            guard let number = literal.representedLiteralValue else { return computed("the number does not fit", literal, scope) }
            return ManifestValue(.integer(number), place: here, source: "")
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let number = literal.representedLiteralValue else { return computed("the number cannot be read", literal, scope) }
            return ManifestValue(.real(number), place: here, source: "")
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return ManifestValue(.boolean(literal.literal.tokenKind == .keyword(.true)), place: here, source: "")
        }
        if expression.is(NilLiteralExprSyntax.self) { return ManifestValue(.null, place: here, source: "") }
        if let array = expression.as(ArrayExprSyntax.self) {
            return ManifestValue(.array(array.elements.map { evaluate($0.expression, in: scope) }), place: here, source: "")
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return self.dictionary(dictionary, in: scope) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return self.reference(reference, in: scope) }
        if let access = expression.as(MemberAccessExprSyntax.self) { return memberAccess(access, in: scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, in: scope) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return self.sequence(sequence, in: scope) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return evaluate(only.expression, in: scope)
        }
        if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast.expression, in: scope) }
        return computed(Self.describe(expression), expression, scope)
    }

    /// What kind of computation an expression iconpicker does not evaluate is.
    static func describe(_ expression: ExprSyntax) -> String {
        if expression.is(TernaryExprSyntax.self) || expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return "it is a conditional, decided when the manifest runs"
        }
        if expression.is(ClosureExprSyntax.self) { return "it is a closure, run when the manifest runs" }
        return "it is an expression iconpicker does not evaluate"
    }

    private func dictionary(_ dictionary: DictionaryExprSyntax, in scope: Scope) -> ManifestValue {
        var entries: [ManifestEntry] = []
        if case .elements(let elements) = dictionary.content {
            for element in elements {
                entries.append(ManifestEntry(key: evaluate(element.key, in: scope), value: evaluate(element.value, in: scope)))
            }
        }
        return ManifestValue(.dictionary(entries), place: place(dictionary, scope), source: "")
    }

    /// A name: a parameter or local constant, a top-level constant of any file, a static property
    /// (from inside its type); a capitalised name is a type, anything else unknown.
    private func reference(_ reference: DeclReferenceExprSyntax, in scope: Scope) -> ManifestValue {
        let name = reference.baseName.text
        if let value = scope.names[name] { return value }
        if program.declarations.constants[name] != nil { return constant(name, at: place(reference, scope)) }
        if program.declarations.staticProperties[name] != nil { return staticProperty(name, .bare, reference, scope) }
        if Self.isTypeName(name) { return ManifestValue(.member(name), place: place(reference, scope), source: name) }
        return computed("\(name) is not a constant of the manifest or its helpers", reference, scope)
    }

    /// The top-level constant `name`, evaluated once; `place`: where it is named (nil: by the program itself).
    func constant(_ name: String, at place: SourcePlace?) -> ManifestValue {
        guard let declared = program.declarations.constants[name] else {
            return ManifestValue(.computed("\(name) is not declared"), place: place ?? SourcePlace(file: "", line: 0), source: name)
        }
        return remembered("constant " + name, name: name, place: place) {
            evaluate(declared.node, in: Scope(file: declared.file))
        }
    }

    /// A static property, evaluated once: its initializer, or its getter's `let`s and `return`.
    /// One the files do not declare is the API's member, kept by name.
    func staticProperty(
        _ name: String, _ reference: ManifestDeclarations.MemberReference, _ node: some SyntaxProtocol, _ scope: Scope
    ) -> ManifestValue {
        let here = place(node, scope)
        guard let declared = program.declarations.members(name, reference, in: program.declarations.staticProperties).first else {
            return ManifestValue(.member(name), place: here, source: name)
        }
        return remembered("static " + declared.owner + "." + name, name: name, place: here) {
            switch declared.node {
            case .stored(let value):
                return evaluate(value, in: Scope(file: declared.file))
            case .getter(let statements):
                return withCall(name: name, place: here) { body(statements, name: name, in: Scope(file: declared.file)) }
            }
        }
    }

    /// `key`'s value, worked out once by `work`; a value that needs itself is computed.
    private func remembered(_ key: String, name: String, place: SourcePlace?, _ work: () -> ManifestValue) -> ManifestValue {
        if let known = cache[key] { return known }
        guard !inProgress.contains(key) else {
            return ManifestValue(
                .computed("\(name) refers to itself"), place: place ?? SourcePlace(file: program.files[0].path, line: 1), source: name)
        }
        inProgress.insert(key)
        let value = work()
        inProgress.remove(key)
        cache[key] = value
        return value
    }

    /// `work` one helper call deeper; past the limit the call is computed.
    func withCall(name: String, place: SourcePlace, _ work: () -> ManifestValue) -> ManifestValue {
        guard callDepth < limits.maximumCallDepth else {
            return ManifestValue(
                .computed("helpers call each other more than \(limits.maximumCallDepth) deep"), place: place, source: name + "(\u{2026})")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return work()
    }
}
