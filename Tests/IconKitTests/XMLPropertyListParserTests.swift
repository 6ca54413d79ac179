import Foundation
import TestSupport
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

/// The typed walk must read every plist as Foundation reads it (the same values, and the same
/// declaration and findings once `InfoPlistParser` reads them), and must not change which reader
/// judges a file.
@Suite struct TypedPlistWalkTests {
    /// Every file under the fuzz seed corpus, and under `../shared`'s corpus and hostile folders when present.
    static var plistFiles: [String] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        var folders = [repository + "/Tests/FuzzTargetsTests/Corpus"]
        if SharedFolder.isPresent { folders += [SharedFolder.path + "/corpus", SharedFolder.path + "/hostile"] }
        return folders.flatMap { folder in
            (FileManager.default.subpaths(atPath: folder) ?? []).map { folder + "/" + $0 }
        }
        .filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        .sorted()
    }

    @Test func everyXMLPlistReadsAsFoundationReadsIt() throws {
        var walked = 0
        for path in Self.plistFiles {
            guard let data = FileManager.default.contents(atPath: path), data.count <= 16 << 20,
                PropertyListReader.sniff(data) == .xml,
                let ours = data.withUnsafeBytes({ XMLPropertyListParser().parse($0) })
            else { continue }
            walked += 1
            let foundation = try #require(
                try? PropertyListSerialization.propertyList(from: data, format: nil), "Foundation refuses \(path)")
            #expect(ours == PlistValue(converting: foundation), "\(path)")
            #expect(Self.report(ours, path: path) == Self.report(foundation, path: path), "\(path)")
        }
        #expect(walked >= 1)
        if SharedFolder.isPresent { #expect(walked >= 10, "the corpus's XML Info.plists were found") }
    }

    @Test func theTypedAndUntypedReadsAgreeOnEveryFile() throws {
        let reader = PropertyListReader()
        for path in Self.plistFiles {
            guard let data = FileManager.default.contents(atPath: path), PropertyListReader.sniff(data) != nil else { continue }
            let typed = Result { try reader.parseValue(data, path: path) }
            let untyped = Result { try reader.parse(data, path: path) }
            switch (typed, untyped) {
            case (.success(let typed), .success(let untyped)):
                #expect(typed.format == untyped.format, "\(path)")
                #expect(typed.root == PlistValue(converting: untyped.root), "\(path)")
                #expect(Self.report(typed.root, path: path) == Self.report(untyped.root, path: path), "\(path)")
            case (.failure(let typed), .failure(let untyped)):
                #expect("\(typed)" == "\(untyped)", "\(path)")
            default:
                Issue.record("\(path): one read failed and the other did not")
            }
        }
    }

    @Test func aKeyWrittenTwiceKeepsItsFirstSpellingAndLastValue() throws {
        let document = """
            <plist><dict><key>b</key><integer>1</integer><key>a</key><string>x</string>\
            <key>b</key><integer>2</integer><key>caf\u{E9}</key><true/><key>cafe\u{301}</key><false/></dict></plist>
            """
        let value = try #require(Data(document.utf8).withUnsafeBytes { XMLPropertyListParser().parse($0) })
        let expected: [PlistValue.Entry] = [
            .init(key: "a", value: .string("x")), .init(key: "b", value: .integer(2)),
            .init(key: "caf\u{E9}", value: .boolean(false)),
        ]
        #expect(value == .dictionary(expected))
        let untyped = try #require(value.foundationValue as? [String: Any])
        #expect(untyped.count == 3)
    }

    @Test func theKeysEveryIconRepeatsAreReadAsLiteralsAndOnlyThoseBytes() {
        for key in ["CFBundleIconFiles", "CFBundleIconName", "UIPrerenderedIcon", "CFBundlePrimaryIcon", "CFBundleAlternateIcons"] {
            let read = Array(key.utf8).withUnsafeBytes { XMLScanner.knownKey($0) }
            #expect(read == key)
        }
        for other in ["CFBundleIconFilez", "UIPrerenderedIcoN", "CFBundleIconNamE", "CFBundleIcons~ipad", "", "CFBundleAlternateIcon "] {
            #expect(Array(other.utf8).withUnsafeBytes { XMLScanner.knownKey($0) } == nil, "\(other)")
        }
    }

    @Test(arguments: [
        ("<plist><integer>0x7fffffffffffffff</integer></plist>", PlistValue.integer(Int.max)),
        ("<plist><integer>-0X10</integer></plist>", .integer(-16)),
        ("<plist><integer>+7</integer></plist>", .integer(7)),
        ("<plist><integer>&#49;2</integer></plist>", .integer(12)),
        ("<plist><integer/></plist>", nil),
        ("<plist><integer>9223372036854775808</integer></plist>", nil),
        ("<plist><integer>0x</integer></plist>", nil),
        ("<plist><integer>-+1</integer></plist>", nil),
        ("<plist><integer>0x-1</integer></plist>", nil),
        ("<plist><integer>1f</integer></plist>", nil),
        ("<plist><dicts/></plist>", nil),
        ("<plist><dat/></plist>", nil),
    ])
    func integersAndTagNamesAreReadByBytes(document: String, expected: PlistValue?) {
        #expect(Data(document.utf8).withUnsafeBytes { XMLPropertyListParser().parse($0) } == expected)
    }

    @Test func anUnsignedValueOverIntMaxGoesToFoundationAndIsATypeFinding() throws {
        let document = """
            <plist><dict><key>CFBundleIcons</key><dict><key>CFBundleAlternateIcons</key><dict><key>a</key><dict>\
            <key>CFBundleIconFiles</key><string>a</string><key>ordinal</key><integer>18446744073709551615</integer>\
            </dict></dict></dict></dict></plist>
            """
        let data = Data(document.utf8)
        #expect(data.withUnsafeBytes { XMLPropertyListParser().parse($0) } == nil)
        let (root, _) = try PropertyListReader().parseValue(data, path: "Info.plist")
        let app = try InfoPlistParser().parse(root, path: "Info.plist")
        #expect(app.icons?.alternates.first?.ordinal == .invalid("18446744073709551615"))
    }

    /// What `InfoPlistParser` makes of a tree, as text: the error, or the declaration and its findings.
    static func report(_ root: Any, path: String) -> String {
        let parsed = Result { try InfoPlistParser().parse(root, path: path) }
        return Self.describe(parsed)
    }

    static func report(_ root: PlistValue, path: String) -> String {
        Self.describe(Result { try InfoPlistParser().parse(root, path: path) })
    }

    static func describe(_ parsed: Result<AppDeclaration, any Error>) -> String {
        switch parsed {
        case .success(var app):
            // A set's description lists its elements in an order of its own.
            let families = app.deviceFamilies.map { $0.map { "\($0)" }.sorted() }
            app.deviceFamilies = nil
            return "\(app) families: \(String(describing: families))"
        case .failure(let error): return "error: \(error)"
        }
    }
}
