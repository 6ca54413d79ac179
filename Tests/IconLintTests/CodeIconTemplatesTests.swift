import Testing

@testable import IconLint

@Suite struct CodeIconTemplatesTests {
    @Test func aTemplateIsThePrefixAndSuffixAroundOneEnumName() {
        #expect(CodeIconTemplates.template("AppIcon${icon.name}") == .init(prefix: "AppIcon", suffix: ""))
        #expect(CodeIconTemplates.template("Icon-${it.name}-v2") == .init(prefix: "Icon-", suffix: "-v2"))
        #expect(CodeIconTemplates.template("${a.name}${b.name}") == nil, "two interpolations build no single name")
        #expect(CodeIconTemplates.template("AppIcon${icon.title}") == nil, "a title is not the case's name")
    }

    @Test func kotlinEnumEntriesAreTheNamesBeforeTheBody() {
        let source = """
            enum class AppIcon(val title: String) {
              AntiqueGold("Antique Gold"),
              @Deprecated("old") DarkJade("Dark Jade"),
              Cranberry("Cranberry, red");
              fun label() = title
            }
            enum class Plain { A, B }
            """
        let enums = CodeIconTemplates.kotlinEnums(in: source)
        #expect(enums["AppIcon"] == ["AntiqueGold", "DarkJade", "Cranberry"])
        #expect(enums["Plain"] == ["A", "B"])
    }

    @Test func theCaseTheCodeMapsToNullIsItsPrimary() {
        let source = "val iconName = if (icon == AppIcon.DarkJade) {\n    null\n} else {\n    \"AppIcon${icon.name}\"\n}"
        #expect(CodeIconTemplates.casesMappedToNil(in: source, enumName: "AppIcon") == ["DarkJade"])
        let names = CodeIconTemplates.names(
            .init(prefix: "AppIcon", suffix: ""), in: source, enums: ["AppIcon": ["AntiqueGold", "DarkJade"], "MyAppIcon": ["X"]])
        #expect(names.map(\.name) == ["AppIconAntiqueGold"])
    }
}
