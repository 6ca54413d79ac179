import Foundation
import Testing

@testable import IconKit

/// Our XML walk must read every plist the way Foundation does, and hand Foundation what it cannot.
@Suite struct XMLPropertyListParserTests {
    static let documents: [String] = [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <!-- a comment -->
            <key>CFBundleIcons</key>
            <dict>
                <key>CFBundleAlternateIcons</key>
                <dict>
                    <key>dark &amp; light</key>
                    <dict>
                        <key>CFBundleIconFiles</key>
                        <array><string>Dark&lt;1&gt;</string><string><![CDATA[a<b>&c]]></string><string/></array>
                        <key>ordinal</key><integer>-12</integer>
                        <key>hex</key><integer>0x1F</integer>
                        <key>UIPrerenderedIcon</key><true/>
                    </dict>
                </dict>
            </dict>
            <key>real</key><real>2.5</real>
            <key>no</key><false/>
            <key>when</key><date>2026-11-22T10:00:00Z</date>
            <key>bytes</key><data>
            aGVs bG8=
            </data>
            <key>emoji &#x1F600; &#233;</key><string>tab\tand\nnewline</string>
            <key>empty</key><dict/>
            <key>none</key><array/>
        </dict>
        </plist>
        """,
        "<plist version=\"1.0\"><array><integer>1</integer><string>x</string></array></plist>",
    ]

    @Test(arguments: documents)
    func readsWhatFoundationReads(document: String) throws {
        let data = Data(document.utf8)
        let ours = try #require(data.withUnsafeBytes { XMLPropertyListParser().parse($0) })
        let foundation = try PropertyListSerialization.propertyList(from: data, format: nil)
        #expect(Self.canonical(ours.foundationValue) == Self.canonical(foundation))
        #expect(ours == PlistValue(converting: foundation))
    }

    @Test(arguments: [
        "<plist><dict><key>a</key><set/></dict></plist>",
        "<plist><dict><key>a</key></dict></plist>",
        "<plist><dict><string>a</string></dict></plist>",
        "<plist><integer>99999999999999999999</integer></plist>",
        "<plist><array><string>x</array></plist>",
        "<plist><string>x &bogus; y</string></plist>",
        "<plist><string>x</string></plist> trailing",
        "<plist><real>much</real></plist>",
        "<plist><integer> 12 </integer></plist>",
        "<plist version=\"1.0\"/>",
    ])
    func declinesWhatItDoesNotKnow(document: String) {
        #expect(Data(document.utf8).withUnsafeBytes { XMLPropertyListParser().parse($0) } == nil)
    }

    @Test func otherEncodingsAndInvalidUTF8GoToFoundation() {
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf\u{E9}</string></plist>"
        #expect(Data(latin1.utf8).withUnsafeBytes { XMLPropertyListParser().parse($0) } == nil)
        let invalid = Data("<plist><string>a".utf8) + Data([0xC3, 0x28]) + Data("</string></plist>".utf8)
        #expect(invalid.withUnsafeBytes { XMLPropertyListParser().parse($0) } == nil)
        let utf8 = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist><string>caf\u{E9}</string></plist>"
        #expect(Data(utf8.utf8).withUnsafeBytes { XMLPropertyListParser().parse($0) } == .string("caf\u{E9}"))
    }

    @Test func deeperThanTheLimitGoesToFoundation() {
        let deep = String(repeating: "<array>", count: 20) + String(repeating: "</array>", count: 20)
        #expect(Data(deep.utf8).withUnsafeBytes { XMLPropertyListParser(maxDepth: 10).parse($0) } == nil)
        #expect(Data(deep.utf8).withUnsafeBytes { XMLPropertyListParser(maxDepth: 30).parse($0) } != nil)
    }

    @Test func theReaderHandsBackSwiftDictionariesForXML() throws {
        let data = Data(Self.documents[0].utf8)
        let (root, format) = try PropertyListReader().parse(data, path: "Info.plist")
        #expect(format == .xml)
        #expect(type(of: root) == [String: Any].self)
        let (typed, typedFormat) = try PropertyListReader().parseValue(data, path: "Info.plist")
        #expect(typedFormat == .xml)
        #expect(PlistValue(converting: root) == typed)
        let icons = try #require(try PlistNode(typed).dictionary()["CFBundleIcons"])
        #expect(icons.keyPath == "CFBundleIcons")
    }

    /// One string for a tree, whichever types Foundation or the walk chose for it.
    static func canonical(_ value: Any) -> String {
        if let dictionary = value as? [AnyHashable: Any] {
            let entries = dictionary.map { ("\($0.key.base)", canonical($0.value)) }.sorted { $0.0 < $1.0 }
            return "{" + entries.map { "\($0.0)=\($0.1)" }.joined(separator: ";") + "}"
        }
        if let array = value as? [Any] { return "[" + array.map(canonical).joined(separator: ",") + "]" }
        if let string = value as? String { return "s:" + string }
        if PlistValue.isBoolean(value), let bool = value as? Bool { return "b:\(bool)" }
        if let number = value as? NSNumber { return PlistValue.isReal(number) ? "r:\(number.doubleValue)" : "i:\(number.int64Value)" }
        if let date = value as? Date { return "d:\(date.timeIntervalSinceReferenceDate)" }
        if let data = value as? Data { return "x:\(data.base64EncodedString())" }
        return "?\(type(of: value))"
    }
}
