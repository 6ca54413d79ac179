import Testing

@testable import IconLint

@Suite struct SwiftLiteralScannerTests {
    func literals(_ source: String) -> [SwiftLiteralScanner.Literal] {
        SwiftLiteralScanner.literals(in: Array(source.utf8))
    }

    @Test func plainLiteralsWithTheirLines() {
        let found = literals("enum AppIcon: String {\n    case red = \"AppIcon-car-red\"\n}\nlet x = \"a\" + \"b\"\n")
        #expect(found.map(\.text) == ["AppIcon-car-red", "a", "b"])
        #expect(found.map(\.line) == [2, 4, 4])
    }

    @Test func commentsEscapesRawAndMultiLineStringsAreSkipped() {
        let source = """
            // "in a line comment"
            /* "in a block
               comment" */
            let a = "with \\(interpolation)"
            let b = #"raw "quoted""#
            let c = \"\"\"
                "inside"
                \"\"\"
            let d = "kept"
            """
        let found = literals(source)
        #expect(found.map(\.text) == ["kept"])
        #expect(found.first?.line == 9)
    }

    @Test func theArgumentOfSetAlternateIconNameIsMarked() {
        let found = literals("app.setAlternateIconName( \"Red\") { _ in }\nfoo(\"Blue\")\nsetAlternateIconName(name ?? \"x\")")
        #expect(found.map(\.isIconNameArgument) == [true, false, false])
    }
}
