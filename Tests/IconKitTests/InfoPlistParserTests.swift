import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct InfoPlistParserTests {
    func parse(_ root: [String: Any]) throws -> AppDeclaration {
        try InfoPlistParser().parse(root, path: "Info.plist")
    }

    @Test func iconFilesMayBeAStringOrAnArray() throws {
        let app = try parse([
            "CFBundleIdentifier": "a.b",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": "single"],
                "CFBundleAlternateIcons": ["many": ["CFBundleIconFiles": ["one", "two"]]],
            ],
        ])
        #expect(app.icons?.primary?.iconFiles == ["single"])
        #expect(app.icons?.alternate(named: "many")?.iconFiles == ["one", "two"])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func wrongTypesAreReportedWithTheirKeyPath() throws {
        let app = try parse([
            "CFBundleIdentifier": "a.b",
            "CFBundleIcons": [
                "CFBundleAlternateIcons": ["x": ["CFBundleIconFiles": 7]]
            ],
        ])
        let diagnostic = try #require(app.diagnostics.first { $0.kind == .wrongType })
        #expect(diagnostic.keyPath == "CFBundleIcons.CFBundleAlternateIcons.x.CFBundleIconFiles")
        #expect(
            "\(diagnostic.keyPath ?? ""): \(diagnostic.message)"
                == "CFBundleIcons.CFBundleAlternateIcons.x.CFBundleIconFiles: expected a string or an array of strings, found an integer")
        #expect(diagnostic.severity == .error)
        #expect(app.icons?.alternate(named: "x")?.iconFiles == [], "the icon is kept, without files")
    }

    @Test func aWrongElementNamesItsIndex() throws {
        let app = try parse(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["ok", true]]]])
        #expect(
            app.diagnostics.contains {
                $0.keyPath == "CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconFiles[1]" && $0.message == "expected a string, found a boolean"
            })
    }

    @Test func anAlternateThatIsNotADictionaryIsSkippedWithAnError() throws {
        let app = try parse(["CFBundleIcons": ["CFBundleAlternateIcons": ["bad": "oops", "good": ["CFBundleIconFiles": "g"]]]])
        #expect(app.icons?.alternates.map(\.name) == ["good"])
        #expect(app.diagnostics.contains { $0.keyPath == "CFBundleIcons.CFBundleAlternateIcons.bad" && $0.severity == .error })
    }

    @Test func aRootThatIsNotADictionaryStopsTheRead() {
        #expect(throws: PropertyListError.wrongType(path: "Info.plist", keyPath: "", expected: "a dictionary", found: "an array")) {
            try InfoPlistParser().parse([1, 2], path: "Info.plist")
        }
    }

    @Test func integerOrdinalsOfZeroAndOneAreIntegersNotBooleans() throws {
        // On Linux an NSNumber holding 0 or 1 passes `is Bool`; Emitron's ordinal 1 was misread once.
        let data = PlistFixture.xml([
            "CFBundleIcons": [
                "CFBundleAlternateIcons": [
                    "one": ["CFBundleIconFiles": "a", "ordinal": 1], "zero": ["CFBundleIconFiles": "b", "ordinal": 0],
                    "flag": ["CFBundleIconFiles": "c", "ordinal": true],
                ]
            ]
        ])
        let (root, _) = try PropertyListReader().parse(data, path: "Info.plist")
        let app = try InfoPlistParser().parse(root, path: "Info.plist")
        #expect(app.icons?.alternate(named: "one")?.ordinal == .value(1))
        #expect(app.icons?.alternate(named: "zero")?.ordinal == .value(0))
        #expect(app.icons?.alternate(named: "flag")?.ordinal == .invalid("a boolean"))
    }

    @Test func appNameFallsBackFromDisplayNameToNameToExecutable() throws {
        #expect(try parse(["CFBundleDisplayName": "Shown", "CFBundleName": "Name", "CFBundleExecutable": "Exe"]).appName == "Shown")
        #expect(try parse(["CFBundleName": "Name", "CFBundleExecutable": "Exe"]).appName == "Name")
        #expect(try parse(["CFBundleDisplayName": "", "CFBundleExecutable": "Exe"]).appName == "Exe")
        #expect(try parse([:]).appName == nil)
    }

    @Test func primaryNestedInsideAlternatesIsAnError() throws {
        let app = try parse([
            "CFBundleIcons": [
                "CFBundleAlternateIcons": [
                    "CFBundlePrimaryIcon": ["CFBundleIconFiles": "p"], "a": ["CFBundleIconFiles": "a"],
                ]
            ]
        ])
        #expect(app.diagnostics.contains { $0.kind == .primaryInsideAlternates && $0.severity == .error })
        #expect(app.icons?.primary == nil)
    }

    @Test func newsstandIconIsNotedAsObsolete() throws {
        let app = try parse(["CFBundleIcons": ["UINewsstandIcon": [:] as [String: Any]]])
        #expect(app.diagnostics.map(\.kind) == [.newsstandIcon, .missingBundleIdentifier])
    }

    /// The Blue Alliance nests a copy of CFBundleIcons~ipad inside itself: a key iOS ignores.
    @Test func aKeyAnIconsDictionaryDoesNotHaveIsNoted() throws {
        let iPad: [String: Any] = ["CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"]]
        let app = try parse(["CFBundleIdentifier": "a.b", "CFBundleIcons~ipad": iPad.merging(["CFBundleIcons~ipad": iPad]) { a, _ in a }])
        let unknown = app.diagnostics.filter { $0.kind == .unknownIconsKey }
        #expect(unknown.map(\.keyPath) == ["CFBundleIcons~ipad.CFBundleIcons~ipad"])
        #expect(unknown.first?.severity == .note)
    }

    @Test func valuesABuildFillsInAreNotReportedForAProjectTarget() throws {
        let root: [String: Any] = ["CFBundleDisplayName": "$(PRODUCT_NAME)", "CFBundleIcons": [:] as [String: Any]]
        #expect(try parse(root).diagnostics.map(\.kind) == [.unexpandedBuildVariable, .missingBundleIdentifier])
        #expect(try InfoPlistParser(buildFillsInValues: true).parse(root, path: "Info.plist").diagnostics.isEmpty)
    }

    @Test func catalogIconNamesAreKept() throws {
        let app = try parse(["CFBundleIcons": ["CFBundleAlternateIcons": ["dark": ["CFBundleIconName": "AppIcon-Dark"]]]])
        #expect(app.icons?.alternate(named: "dark")?.iconSetName == "AppIcon-Dark")
    }

    @Test func unicodeNamesSurviveXMLAndBinary() throws {
        let root: [String: Any] = ["CFBundleIcons": ["CFBundleAlternateIcons": ["图标": ["CFBundleIconFiles": ["文件名"]]]]]
        for data in [PlistFixture.xml(root), PlistFixture.binary(root)] {
            let (parsed, _) = try PropertyListReader().parse(data, path: "Info.plist")
            let app = try InfoPlistParser().parse(parsed, path: "Info.plist")
            #expect(app.icons?.alternate(named: "图标")?.iconFiles == ["文件名"])
        }
    }
}
