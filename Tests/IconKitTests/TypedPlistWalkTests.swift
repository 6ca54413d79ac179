import Foundation
import TestSupport
import Testing

@testable import IconKit

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
