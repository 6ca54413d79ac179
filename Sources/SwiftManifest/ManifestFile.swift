import SwiftParser
import SwiftSyntax

/// One parsed Swift file of a manifest program, with what it declares at its top level and in its
/// types and extensions: constants (`let`/`var`), functions, and static properties and functions.
struct ManifestFile {
    let path: String
    let tree: SourceFileSyntax
    let lines: SourceLocationConverter
    /// The first line with a syntax error, when the parser met one.
    let firstErrorLine: Int?

    /// nil when the tree is deeper than `limits.maximumTreeDepth`: swift-syntax's own walks (the line
    /// table) recurse once per level, and a chain like `a.b.c…` nests without brackets.
    init?(path: String, bytes: [UInt8], limits: ManifestLimits) {
        self.path = path
        // The parser's lookahead (`[[[…` read as a type) recurses past its own nesting limit, and its
        // time grows exponentially with nested `[`.
        guard !Self.nestsTooDeep(bytes, limits: limits) else { return nil }
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: limits.maximumSyntaxNesting) }
        guard Self.depth(of: Syntax(tree), atMost: limits.maximumTreeDepth) <= limits.maximumTreeDepth else { return nil }
        lines = SourceLocationConverter(fileName: path, tree: tree)
        firstErrorLine = tree.hasError ? Self.firstError(in: Syntax(tree), lines: lines) : nil
    }

    /// Whether the text nests brackets deeper than the parser can be trusted with: `(`, `[`, `{` and
    /// `<` together past `maximumSyntaxNesting`, or `[` alone past `maximumSquareNesting` (swift-syntax's
    /// lookahead tries each `[` as two kinds of type, so its time doubles with every nested `[`: 20 took
    /// half a minute). Strings and comments are counted too, so it can only overstate.
    static func nestsTooDeep(_ bytes: [UInt8], limits: ManifestLimits) -> Bool {
        var all = 0
        var square = 0
        var angle = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["):
                square += 1
                all += 1
            case UInt8(ascii: "]"):
                square = max(0, square - 1)
                all = max(0, all - 1)
            case UInt8(ascii: "("), UInt8(ascii: "{"): all += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"): all = max(0, all - 1)
            case UInt8(ascii: "<"): angle += 1
            case UInt8(ascii: ">"): angle = max(0, angle - 1)
            default: continue
            }
            if all > limits.maximumSyntaxNesting || angle > limits.maximumSyntaxNesting || square > limits.maximumSquareNesting {
                return true
            }
        }
        return false
    }

    /// The tree's depth, found without recursion; stops counting past `limit`.
    static func depth(of root: Syntax, atMost limit: Int) -> Int {
        var deepest = 0
        var pending: [(Syntax, Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            if deepest > limit { return deepest }
            for child in node.children(viewMode: .all) { pending.append((child, depth + 1)) }
        }
        return deepest
    }

    /// The line of the first missing or unexpected piece, found without recursion (a deep tree must not exhaust the stack).
    static func firstError(in root: Syntax, lines: SourceLocationConverter) -> Int {
        var node = root
        while node.hasError {
            guard let child = node.children(viewMode: .all).first(where: { $0.hasError }) else { break }
            node = child
        }
        return node.startLocation(converter: lines).line
    }

    func place(of node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(file: path, line: node.startLocation(converter: lines).line)
    }
}

/// What the files of a program declare, by name; the first declaration of a name wins.
struct ManifestDeclarations {
    /// Top-level `let`/`var` with an initializer.
    var constants: [String: Declared<ExprSyntax>] = [:]
    /// Top-level functions (overloads in the order met).
    var functions: [String: [Declared<FunctionDeclSyntax>]] = [:]
    /// `static let`/`static var` of types and extensions, by name: stored (an initializer) or computed
    /// (a getter), each with the type it belongs to, as several types may declare one name.
    var staticProperties: [String: [Declared<StaticProperty>]] = [:]
    /// `static func` of types and extensions, by name.
    var staticFunctions: [String: [Declared<FunctionDeclSyntax>]] = [:]
    /// The types the files declare (`BuildSetting`, `BuildSetting.App`), as opposed to types of the
    /// API they extend (`Configuration`, `SettingsDictionary`).
    var ownTypes: Set<String> = []

    struct Declared<Node> {
        let node: Node
        let file: Int
        /// The type a static member belongs to, dotted (`BuildSetting.App`); empty at the top level.
        var owner = ""
    }

    enum StaticProperty {
        case stored(ExprSyntax)
        case getter(CodeBlockItemListSyntax)
    }

    mutating func add(_ file: SourceFileSyntax, index: Int) {
        for item in file.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for (name, value) in Self.bindings(variable) where constants[name] == nil {
                    constants[name] = Declared(node: value, file: index)
                }
            } else if let function = item.item.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(Declared(node: function, file: index))
            } else if let (owner, members) = Self.typeMembers(of: Syntax(item.item), in: "") {
                if !item.item.is(ExtensionDeclSyntax.self) { ownTypes.insert(owner) }
                addMembers(members, file: index, owner: owner)
            }
        }
    }

    /// Static members of a type or extension (nested types included, to a fixed depth).
    mutating func addMembers(_ block: MemberBlockSyntax, file: Int, owner: String, depth: Int = 0) {
        for member in block.members {
            let declaration = member.decl
            if let variable = declaration.as(VariableDeclSyntax.self), Self.isStatic(variable.modifiers) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let value = binding.initializer?.value {
                        staticProperties[name, default: []].append(Declared(node: .stored(value), file: file, owner: owner))
                    } else if case .getter(let body) = binding.accessorBlock?.accessors {
                        staticProperties[name, default: []].append(Declared(node: .getter(body), file: file, owner: owner))
                    }
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self), Self.isStatic(function.modifiers) {
                staticFunctions[function.name.text, default: []].append(Declared(node: function, file: file, owner: owner))
            } else if depth < 4, let (nestedOwner, nested) = Self.typeMembers(of: Syntax(declaration), in: owner) {
                if !declaration.is(ExtensionDeclSyntax.self) { ownTypes.insert(nestedOwner) }
                addMembers(nested, file: file, owner: nestedOwner, depth: depth + 1)
            }
        }
    }

    /// The dotted name and members of a type or extension declared inside `outer` (empty: the top level).
    static func typeMembers(of node: Syntax, in outer: String) -> (String, MemberBlockSyntax)? {
        let name: String
        if let node = node.as(ExtensionDeclSyntax.self) {
            name = typePath(node.extendedType.trimmedDescription)
        } else if let node = node.as(EnumDeclSyntax.self) {
            name = node.name.text
        } else if let node = node.as(StructDeclSyntax.self) {
            name = node.name.text
        } else if let node = node.as(ClassDeclSyntax.self) {
            name = node.name.text
        } else {
            return nil
        }
        guard let members = memberBlock(of: node) else { return nil }
        return (outer.isEmpty ? name : outer + "." + name, members)
    }

    /// A written type as its dotted name: without the API's module prefix and generic arguments.
    static func typePath(_ written: String) -> String {
        let plain = String(written.prefix { $0 != "<" }).filter { !$0.isWhitespace }
        return plain.hasPrefix("ProjectDescription.") ? String(plain.dropFirst("ProjectDescription.".count)) : plain
    }

    /// How a static member is named: bare from inside its type, as a member of a type written out
    /// (however much of its outer path), or implicitly (`.name`, of the contextual type).
    enum MemberReference {
        case bare
        case of(type: String)
        case implicit
    }

    /// The declarations named `name` that `reference` can mean. An implicit member means only those
    /// of the API's types the files extend: the contextual type of an argument of Tuist's API is one
    /// of its own types, never one the manifest declares.
    func members<Node>(_ name: String, _ reference: MemberReference, in table: [String: [Declared<Node>]]) -> [Declared<Node>] {
        let declared = table[name] ?? []
        switch reference {
        case .bare:
            return declared
        case .implicit:
            return declared.filter { !ownTypes.contains($0.owner) }
        case .of(let written):
            let path = Self.typePath(written)
            return declared.filter { $0.owner == path || $0.owner.hasSuffix("." + path) }
        }
    }

    static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
        if let node = node.as(ExtensionDeclSyntax.self) { return node.memberBlock }
        if let node = node.as(EnumDeclSyntax.self) { return node.memberBlock }
        if let node = node.as(StructDeclSyntax.self) { return node.memberBlock }
        if let node = node.as(ClassDeclSyntax.self) { return node.memberBlock }
        return nil
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `let a = 1, b = 2` → (a, 1), (b, 2); bindings without an initializer or with a pattern are skipped.
    static func bindings(_ variable: VariableDeclSyntax) -> [(String, ExprSyntax)] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { return nil }
            return (name, value)
        }
    }
}
