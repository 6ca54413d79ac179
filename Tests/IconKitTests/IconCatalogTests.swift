import TestSupport
import Testing

@testable import IconKit

@Suite struct IconCatalogTests {
    func app(_ root: [String: Any]) throws -> AppDeclaration {
        try InfoPlistParser().parse(root, path: "Info.plist")
    }

    func names(_ catalog: IconCatalog) -> [String?] { catalog.icons.map(\.name) }

    @Test func primaryFirstThenByOrdinalThenByName() throws {
        let declaration = try app(
            PlistFixture.infoPlist(alternates: [
                "zeta": (["z"], 1), "alpha": (["a"], 2), "beta": (["b"], 1), "loose": (["l"], nil), "another": (["x"], nil),
            ]))
        let catalog = IconCatalog(app: declaration, idiom: .iphone)
        #expect(names(catalog) == [nil, "beta", "zeta", "alpha", "another", "loose"])
    }

    @Test func alternatesWithoutOrdinalAreKeptWithAWarning() throws {
        let catalog = IconCatalog(app: try app(PlistFixture.infoPlist(alternates: ["a": (["a"], 1), "b": (["b"], nil)])), idiom: .iphone)
        #expect(catalog.alternates.map(\.name) == ["a", "b"])
        let warning = try #require(catalog.diagnostics.first { $0.kind == .ordinalMissing })
        #expect(warning.severity == .warning)
        #expect(warning.keyPath == "CFBundleIcons.CFBundleAlternateIcons.b")
    }

    @Test func withoutAnyOrdinalAlternatesAreListedByNameWithOneNote() throws {
        let catalog = IconCatalog(
            app: try app(PlistFixture.infoPlist(alternates: ["c": (["c"], nil), "a": (["a"], nil), "b": (["b"], nil)])), idiom: .iphone)
        #expect(catalog.alternates.map(\.name) == ["a", "b", "c"])
        #expect(catalog.diagnostics.map(\.kind) == [.ordinalNone])
    }

    @Test func duplicateOrdinalsWarnAndOrderByName() throws {
        let catalog = IconCatalog(app: try app(PlistFixture.infoPlist(alternates: ["b": (["b"], 3), "a": (["a"], 3)])), idiom: .iphone)
        #expect(catalog.alternates.map(\.name) == ["a", "b"])
        #expect(catalog.diagnostics.contains { $0.kind == .ordinalDuplicate && $0.message.contains("share ordinal 3") })
    }

    /// Only alternates that share an ordinal are ordered by name, naturally (2 before 10, case aside).
    @Test func onlyTiesOfOrdinalAreOrderedByNaturalName() throws {
        let alternates: [String: (files: [String], ordinal: Int?)] = [
            "Icon10": (["x"], 3), "icon2": (["x"], 3), "Icon1": (["x"], 3), "zeta": (["x"], 1), "Alpha": (["x"], 5),
        ]
        let catalog = IconCatalog(app: try app(PlistFixture.infoPlist(alternates: alternates)), idiom: .iphone)
        #expect(catalog.alternates.map(\.name) == ["zeta", "Icon1", "icon2", "Icon10", "Alpha"])
        let duplicate = try #require(catalog.diagnostics.first { $0.kind == .ordinalDuplicate })
        #expect(duplicate.message.hasPrefix("\u{201C}Icon1\u{201D}, \u{201C}icon2\u{201D}, \u{201C}Icon10\u{201D} share ordinal 3"))
    }

    @Test func nonIntegerOrdinalWarnsAndSortsLast() throws {
        var root = PlistFixture.infoPlist(alternates: ["a": (["a"], 1)])
        var icons = root["CFBundleIcons"] as? [String: Any] ?? [:]
        var alternates = icons["CFBundleAlternateIcons"] as? [String: Any] ?? [:]
        alternates["odd"] = ["CFBundleIconFiles": "o", "ordinal": "2"]
        alternates["real"] = ["CFBundleIconFiles": "r", "ordinal": 1.5]
        icons["CFBundleAlternateIcons"] = alternates
        root["CFBundleIcons"] = icons
        let catalog = IconCatalog(app: try app(root), idiom: .iphone)
        #expect(catalog.alternates.map(\.name) == ["a", "odd", "real"])
        #expect(catalog.diagnostics.filter { $0.kind == .ordinalNotInteger }.count == 2)
    }

    @Test func iPadDoesNotFallBackToUniversalAlternates() throws {
        let declaration = try app(
            PlistFixture.infoPlist(
                alternates: ["dark": (["dark"], 1), "light": (["light"], 2)],
                iPadAlternates: ["dark": (["dark-ipad"], 1)]))
        let iPad = IconCatalog(app: declaration, idiom: .ipad)
        #expect(iPad.alternates.map(\.name) == ["dark"])
        #expect(iPad.alternates.first?.iconFiles == ["dark-ipad"])
        #expect(iPad.sourceKeyPath == "CFBundleIcons~ipad")
        #expect(iPad.diagnostics.contains { $0.kind == .iPadAlternateNotDeclared && $0.message.contains("\u{201C}light\u{201D}") })
        let iPhone = IconCatalog(app: declaration, idiom: .iphone)
        #expect(iPhone.alternates.map(\.name) == ["dark", "light"])
    }

    @Test func iPadUsesUniversalIconsWhenThereIsNoIPadDictionary() throws {
        let catalog = IconCatalog(app: try app(PlistFixture.infoPlist(alternates: ["dark": (["dark"], 1)])), idiom: .ipad)
        #expect(catalog.alternates.map(\.name) == ["dark"])
        #expect(catalog.sourceKeyPath == "CFBundleIcons")
    }

    @Test func supportsAlternateIconsIsFalseWithoutAlternates() throws {
        let declaration = try app(PlistFixture.infoPlist(alternates: ["dark": (["dark"], 1)], iPadAlternates: [:]))
        #expect(IconCatalog(app: declaration, idiom: .iphone).supportsAlternateIcons)
        #expect(!IconCatalog(app: declaration, idiom: .ipad).supportsAlternateIcons)
    }

    @Test func anUndeclaredPrimaryIsStillOffered() throws {
        let catalog = IconCatalog(
            app: try app(["CFBundleIcons": ["CFBundleAlternateIcons": ["a": ["CFBundleIconFiles": "a"]]]]), idiom: .iphone)
        #expect(names(catalog) == [nil, "a"])
        #expect(catalog.diagnostics.contains { $0.kind == .primaryNotDeclared })
    }
}
