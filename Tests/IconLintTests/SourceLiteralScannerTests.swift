import Testing

@testable import IconLint

@Suite struct SourceLiteralScannerTests {
    func literals(_ source: String, _ language: SourceLanguage = .swift) -> [SourceLiteralScanner.Literal] {
        SourceLiteralScanner.literals(in: Array(source.utf8), language: language)
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

    @Test func objectiveCMessagesAndPluginCallsAreIconCalls() {
        #expect(literals("[app setAlternateIconName:@\"Red\" completionHandler:nil];", .objectiveC).map(\.isIconNameArgument) == [true])
        #expect(literals("FlutterDynamicIcon.setAlternateIconName(iconName: 'Red');", .dart).map(\.isIconNameArgument) == [true])
        #expect(
            literals("await setAlternateAppIcon('Red'); changeIcon(\"Blue\"); track('Green')", .javaScript).map(\.isIconNameArgument) == [
                true, true, false,
            ])
    }

    @Test func quotesAndTemplatesFollowTheLanguage() {
        #expect(literals("let a = 'not a string in Swift'").isEmpty)
        let kotlin = literals("val name = \"AppIcon${icon.name}\"\nval plain = \"Plain\"", .kotlin)
        #expect(kotlin.map(\.text) == ["AppIcon${icon.name}", "Plain"])
        #expect(kotlin.map(\.isTemplate) == [true, false])
        #expect(literals("const a = `Icon${x}`; const b = 'b'", .javaScript).map(\.isTemplate) == [true, false])
        #expect(literals("final s = '''many\n'lines''';\nfinal t = 'kept';", .dart).map(\.text) == ["kept"])
    }
}
