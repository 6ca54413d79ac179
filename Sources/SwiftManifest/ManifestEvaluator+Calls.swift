import SwiftSyntax

extension ManifestEvaluator {
    /// `Type.name`, `.name` (a static property, else a member such as an enum case) or `value.name`
    /// (a property of a value: computed).
    func memberAccess(_ access: MemberAccessExprSyntax, in scope: Scope) -> ManifestValue {
        let name = access.declName.baseName.text
        guard let base = access.base else { return staticProperty(name, .implicit, access, scope) }
        if isTypePath(base, in: scope) { return staticProperty(name, .of(type: base.trimmedDescription), access, scope) }
        let value = evaluate(base, in: scope)
        if value.computedReason != nil { return value }
        return computed("it reads .\(name) of a value, which iconpicker does not evaluate", access, scope)
    }

    /// Whether `expression` names a type (`Target`, `ProjectDescription.InfoPlist`) rather than a value.
    func isTypePath(_ expression: ExprSyntax, in scope: Scope) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return Self.isTypeName(name) && scope.names[name] == nil && program.declarations.constants[name] == nil
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return Self.isTypeName(access.declName.baseName.text) && isTypePath(base, in: scope)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypePath(generic.expression, in: scope) }
        return false
    }

    static func isTypeName(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }

    /// A call: of a helper function the files declare (evaluated), of an API they do not declare
    /// (kept as a `ManifestCall`), or of a method of a value (kept, with the value as receiver).
    func call(_ call: FunctionCallExprSyntax, in scope: Scope) -> ManifestValue {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
            return computed("it passes a closure, run when the manifest runs", call, scope)
        }
        let arguments = call.arguments.map {
            ManifestArgument(label: $0.label?.text, value: evaluate($0.expression, in: scope))
        }
        let here = place(call, scope)
        let kept = { (name: String, receiver: ManifestValue?) in
            ManifestValue(
                .call(ManifestCall(name: name, receiver: receiver, arguments: arguments)), place: here, source: Self.excerpt(of: call))
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let overloads = program.declarations.functions[name] {
                return invoke(overloads, name: name, arguments: arguments, call: call, scope: scope)
            }
            if Self.isTypeName(name) { return kept(name, nil) }
            return computed("\(name)(\u{2026}) is not a function of the manifest or its helpers", call, scope)
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            // A static function: of the type written, or of the contextual type for `.name(…)`.
            guard let base = access.base, !isTypePath(base, in: scope) else {
                let reference: ManifestDeclarations.MemberReference = access.base.map { .of(type: $0.trimmedDescription) } ?? .implicit
                let overloads = program.declarations.members(name, reference, in: program.declarations.staticFunctions)
                return overloads.isEmpty ? kept(name, nil) : invoke(overloads, name: name, arguments: arguments, call: call, scope: scope)
            }
            let receiver = evaluate(base, in: scope)
            return receiver.computedReason != nil ? receiver : kept(name, receiver)
        }
        return computed("it calls something iconpicker does not evaluate", call, scope)
    }

    /// The helper's value for these arguments: the first overload whose parameters take them.
    func invoke(
        _ overloads: [ManifestDeclarations.Declared<FunctionDeclSyntax>], name: String, arguments: [ManifestArgument],
        call: FunctionCallExprSyntax, scope: Scope
    ) -> ManifestValue {
        for overload in overloads {
            guard let bound = bind(arguments, to: overload.node, file: overload.file), let statements = overload.node.body?.statements
            else { continue }
            let result = withCall(name: name, place: place(call, scope)) { body(statements, name: name, in: bound) }
            return computedAtCall(result, call, scope)
        }
        return computed("no \(name)(\u{2026}) of the helpers takes these arguments", call, scope)
    }

    /// The function's scope with its parameters bound to `arguments` in order (labels must match;
    /// a parameter left out takes its default); nil when they do not fit.
    func bind(_ arguments: [ManifestArgument], to function: FunctionDeclSyntax, file: Int) -> Scope? {
        var scope = Scope(file: file)
        var remaining = arguments[...]
        for parameter in function.signature.parameterClause.parameters {
            guard parameter.ellipsis == nil else { return nil }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let next = remaining.first, next.label == label {
                scope.names[name] = next.value
                remaining = remaining.dropFirst()
            } else if let fallback = parameter.defaultValue?.value {
                scope.names[name] = evaluate(fallback, in: scope)
            } else {
                return nil
            }
        }
        return remaining.isEmpty ? scope : nil
    }

    /// A body of `let`s (or `var`s) and one `return`, or a single expression, with the entry
    /// assignments `apply` can run; anything else (a loop, a `guard`, another assignment) is run only
    /// by the manifest, so the result is computed.
    func body(_ statements: CodeBlockItemListSyntax, name: String, in scope: Scope) -> ManifestValue {
        var scope = scope
        if statements.count == 1, let only = statements.first, let expression = only.item.as(ExprSyntax.self) {
            return evaluate(expression, in: scope)
        }
        for statement in statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for (local, value) in ManifestDeclarations.bindings(variable) { scope.names[local] = evaluate(value, in: scope) }
            } else if let returned = statement.item.as(ReturnStmtSyntax.self), let expression = returned.expression {
                return evaluate(expression, in: scope)
            } else if !apply(statement, to: &scope) {
                return computed(
                    "\(name)(\u{2026}) runs statements that iconpicker does not run (\(Self.excerpt(of: statement, limit: 48)))", statement,
                    scope,
                    mentioning: Syntax(statements))
            }
        }
        return computed("\(name)(\u{2026}) returns nothing iconpicker can see", statements, scope)
    }
}
