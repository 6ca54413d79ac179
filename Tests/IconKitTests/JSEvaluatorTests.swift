import Testing

@testable import IconKit

/// Expressions read as literals where they are literal, and as computed values naming what they
/// are everywhere else.
@Suite struct JSEvaluatorTests {
    func evaluate(_ code: String) throws -> JSNode {
        var evaluator = JSEvaluator(tokens: try JSTokenizer.tokens(code), file: "app.config.ts")
        let top = evaluator.statements(from: 0, to: evaluator.tokens.count)
        for (name, start) in top.declarations { evaluator.scopes[0][name] = .declaration(start) }
        evaluator.position = try #require(top.results.last)
        return evaluator.expression(depth: 0)
    }

    @Test func literalsAreTheirValues() throws {
        let value = try evaluate("export default { a: 'x', b: [1, -2, true, null,], 'c-d': { e: `f` }, 3: undefined };")
        #expect(value.member("a")?.string == "x")
        #expect(value.member("b")?.elements?.map(\.value) == [.number(1), .number(-2), .boolean(true), .null])
        #expect(value.member("c-d")?.member("e")?.string == "f")
        #expect(value.member("3")?.value == .null)
        #expect(value.member("missing") == nil)
    }

    /// A later key wins; a spread that cannot be read may set any key written before it.
    @Test func spreadsMergeInOrder() throws {
        let value = try evaluate("const base = { icon: 'a', name: 'n' };\nexport default { icon: 'z', ...base, ...other(), name: 'm' };")
        #expect(value.member("icon")?.computed == "...other()")
        #expect(value.member("name")?.string == "m")
        #expect(try evaluate("export default [...['a'], ...more];").elements?.map(\.computed) == [nil, "more"])
    }

    @Test func operatorsCallsAndTheEnvironmentAreComputed() throws {
        let value = try evaluate(
            "export default { a: process.env.ICON, b: x ? 'y' : 'z', c: new Date(), d: `${x}.png`, e: known ?? 'f', f: cfg['k'], g: cfg[i] };\n"
                + "const known = 'k';")
        #expect(value.member("a")?.computed == "process.env.ICON")
        #expect(value.member("b")?.computed == "x ? 'y' : 'z'")
        #expect(value.member("c")?.computed == "new Date()")
        #expect(value.member("d")?.computed == "`${x}.png`")
        #expect(value.member("e")?.string == "k", "a known value ?? a fallback is the known value")
        #expect(value.member("f")?.computed == "cfg.k")
        #expect(value.member("g")?.computed == "cfg[…]")
    }
}
