import Testing

@testable import IconKit

/// Configuration files split into tokens: what a literal reads as, comments and lines.
@Suite struct JSTokenizerTests {
    func kinds(_ text: String) throws(JSTokenizer.Failure) -> [JSToken.Kind] { try JSTokenizer.tokens(text).map(\.kind) }

    @Test func stringsNumbersAndPunctuatorsAreRead() throws {
        #expect(
            try kinds(#"export default { a: "x\"y\n", 'b': 'c\u{1F600}\x41', n: 0x1F, m: 1_000.5e-1, ...rest, f: () => 1 };"#) == [
                .identifier("export"), .identifier("default"), .punctuator("{"), .identifier("a"), .punctuator(":"), .string("x\"y\n"),
                .punctuator(","), .string("b"), .punctuator(":"), .string("c😀A"), .punctuator(","), .identifier("n"), .punctuator(":"),
                .number(31), .punctuator(","), .identifier("m"), .punctuator(":"), .number(100.05), .punctuator(","), .punctuator("..."),
                .identifier("rest"), .punctuator(","), .identifier("f"), .punctuator(":"), .punctuator("("), .punctuator(")"),
                .punctuator("=>"), .number(1), .punctuator("}"), .punctuator(";"),
            ])
    }

    @Test func templatesWithoutSubstitutionsAreStringsOthersAreKeptAsWritten() throws {
        #expect(try kinds("`./assets/icon.png`") == [.string("./assets/icon.png")])
        #expect(try kinds("`./assets/${name}-{x}.png`") == [.template("`./assets/${name}-{x}.png`")])
        #expect(try kinds("`a${ {b: `c`}.b }d`") == [.template("`a${ {b: `c`}.b }d`")])
    }

    @Test func commentsAreDroppedAndLinesCounted() throws {
        let tokens = try JSTokenizer.tokens("// one\n/* two\nthree */ a\n  b // c\n")
        #expect(tokens.map(\.kind) == [.identifier("a"), .identifier("b")])
        #expect(tokens.map(\.line) == [3, 4])
    }

    @Test func unclosedTextNamesItsLine() {
        #expect(throws: JSTokenizer.Failure(line: 2, reason: "a string is not closed")) { try kinds("a\n'open\n") }
        #expect(throws: JSTokenizer.Failure(line: 1, reason: "a comment is not closed")) { try kinds("/* open") }
        #expect(throws: JSTokenizer.Failure(line: 1, reason: "a template literal is not closed")) { try kinds("`open ${") }
        #expect(throws: JSTokenizer.Failure.self) { try kinds("a \u{0001} b") }
        #expect(throws: JSTokenizer.Failure.self) { try kinds("'ends in \\") }
    }
}
