import Foundation
import Testing

@testable import IconKit

/// The XML reader MSBuild project files go through: elements, attributes, text and lines as
/// written, and every cap a hostile file could push on holding.
@Suite struct BoundedXMLTests {
    func parse(_ text: String, limits: BoundedXML.Limits = .init()) throws(BoundedXML.Failure) -> XMLNode {
        try BoundedXML.parse(Data(text.utf8), limits: limits)
    }

    @Test func elementsAttributesTextAndLinesAreRead() throws {
        let root = try parse(
            """
            \u{FEFF}<?xml version="1.0" encoding="utf-8"?>
            <!-- a comment -->
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup Condition=" '$(Configuration)' == 'Release' ">
                <AppIcon>App Icon &amp; Top Shelf Image</AppIcon>
                <Empty/>
                <Data><![CDATA[a < b]]></Data>
              </PropertyGroup>
              <ItemGroup><BundleResource Include='Resources\\icon%402x.png' /></ItemGroup>
            </Project>
            """)
        #expect(root.name == "Project")
        #expect(root.attribute("Sdk") == "Microsoft.NET.Sdk")
        #expect(root.line == 3)
        let group = try #require(root.children.first)
        #expect(group.attribute("Condition") == " '$(Configuration)' == 'Release' ")
        #expect(group.children.map(\.name) == ["AppIcon", "Empty", "Data"])
        #expect(group.children[0].text == "App Icon & Top Shelf Image")
        #expect(group.children[0].line == 5)
        #expect(group.children[1].text.isEmpty)
        #expect(group.children[2].text == "a < b")
        #expect(root.children[1].children.first?.attribute("Include") == "Resources\\icon%402x.png")
    }

    @Test func characterReferencesAreDecodedAndOtherEntitiesRefused() throws {
        #expect(try parse("<a>&#65;&#x42;&lt;&gt;&quot;&apos;</a>").text == "AB<>\"'")
        #expect(throws: BoundedXML.Failure.unknownEntity(line: 2, name: "lol")) { try parse("<a>\n&lol;</a>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a>&#0;</a>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a>&#x110000;</a>") }
    }

    /// No DTD is read, so no entity can be declared, let alone expanded a billion times.
    @Test func aDoctypeIsRefusedSoEntityBombsNeverExpand() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <Project><AppIcon>&lol2;</AppIcon></Project>
            """
        #expect(throws: BoundedXML.Failure.doctype(line: 2)) { try parse(bomb) }
    }

    @Test func capsOnSizeDepthElementsAndAttributesHold() {
        var limits = BoundedXML.Limits()
        limits.maxBytes = 64
        #expect(throws: BoundedXML.Failure.tooLarge(limit: 64)) {
            try parse("<a>" + String(repeating: "x", count: 100) + "</a>", limits: limits)
        }
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(throws: BoundedXML.Failure.tooDeep(line: 1, limit: 64)) { try parse(deep) }
        limits = BoundedXML.Limits()
        limits.maxElements = 10
        #expect(throws: BoundedXML.Failure.tooManyElements(limit: 10)) {
            try parse("<a>" + String(repeating: "<b/>", count: 20) + "</a>", limits: limits)
        }
        let attributes = (0..<300).map { "a\($0)=\"1\"" }.joined(separator: " ")
        #expect(throws: BoundedXML.Failure.tooManyAttributes(line: 1, limit: 256)) { try parse("<a \(attributes)/>") }
    }

    @Test func malformedDocumentsNameTheLine() {
        #expect(throws: BoundedXML.Failure.malformed(line: 1, reason: "<b> is not closed")) { try parse("<a><b>\n\n") }
        #expect(throws: BoundedXML.Failure.malformed(line: 3, reason: "</c> closes <b>")) { try parse("<a>\n<b>\n</c></a>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a x=1/>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a x='<'/>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a/><b/>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a><!-- open</a>") }
        #expect(throws: BoundedXML.Failure.self) { try parse("<a>&amp</a>") }
    }
}
