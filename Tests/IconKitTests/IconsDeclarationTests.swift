import TestSupport
import Testing

@testable import IconKit

/// Alternates without an ordinal: natural name order, or the order of
/// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` when that setting names them.
@Suite struct AlternateOrderTests {
    func catalog(_ alternates: [String: ([String], Int?)]) throws -> IconCatalog {
        IconCatalog(app: try InfoPlistParser().parse(PlistFixture.infoPlist(alternates: alternates), path: "Info.plist"), idiom: .iphone)
    }

    @Test func alternatesWithoutOrdinalSortNaturally() throws {
        let catalog = try catalog([
            "Alternate10": (["a10"], nil), "Alternate2": (["a2"], nil), "alternate1": (["a1"], nil), "Beta": (["b"], nil),
        ])
        #expect(catalog.alternates.map(\.name) == ["alternate1", "Alternate2", "Alternate10", "Beta"])
        #expect(catalog.diagnostics.contains { $0.kind == .ordinalNone && $0.message.contains("by name") })
    }

    @Test func equalOrdinalsAndTheUnorderedRestSortNaturally() throws {
        let catalog = try catalog([
            "Icon10": (["i10"], 1), "Icon9": (["i9"], 1), "first": (["f"], 0), "Extra12": (["e12"], nil), "Extra3": (["e3"], nil),
        ])
        #expect(catalog.alternates.map(\.name) == ["first", "Icon9", "Icon10", "Extra3", "Extra12"])
    }

    @Test func buildOrderPlacesAlternatesWithoutOrdinalAndTheRestFollowNaturally() {
        let icons = ["Zeta", "Alpha", "Loose10", "Mid", "Loose9"].map { (name: String) in
            IconDeclaration(name: name, keyPath: "CFBundleIcons.CFBundleAlternateIcons.\(name)")
        }
        let (ordered, diagnostics) = IconCatalog.order(icons, buildOrder: ["Zeta", "Mid", "Alpha"], file: "project.pbxproj")
        #expect(ordered.map(\.name) == ["Zeta", "Mid", "Alpha", "Loose9", "Loose10"])
        #expect(
            diagnostics.map(\.message) == [
                "no alternate declares an ordinal; alternates are listed in the order of ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
            ])
    }

    @Test func projectAlternatesFollowTheSettingsOrder() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder, alternates: "Light Icon10 Dark Icon2", extraSets: ["Icon10", "Icon2"])
        let debug = try TestApp.load(folder.path + "/Sample.xcodeproj", idiom: .iphone, configuration: "Debug")
        #expect(debug.catalog.alternates.map(\.name) == ["Light", "Icon10", "Dark", "Icon2"])
        let iPad = try TestApp.load(folder.path + "/Sample.xcodeproj", idiom: .ipad, configuration: "Debug")
        #expect(iPad.catalog.alternates.map(\.name) == ["Light", "Icon10", "Dark", "Icon2"])
        let release = try TestApp.load(folder.path + "/Sample.xcodeproj", idiom: .iphone, configuration: "Release")
        #expect(release.catalog.alternates.map(\.name) == ["Light", "Icon10", "Dark", "Icon2", "Loose"], "the plist's own follow")
    }

    @Test func includeAllSortsTheSetsNaturally() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ProjectFixture.write(in: folder, alternates: "Light Dark", includeAll: "YES", extraSets: ["Icon10", "Icon2", "icon1"])
        let app = try TestApp.load(folder.path + "/Sample.xcodeproj", idiom: .iphone, configuration: "Debug")
        #expect(app.catalog.alternates.map(\.name) == ["AppIcon.beta", "Dark", "icon1", "Icon2", "Icon10", "Light", "Stray"])
    }
}

/// IceCubes names its 35 alternates in a build setting, with 19 before 18: the build writes them so.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct AlternateOrderCorpusTests {
    @Test func iceCubesFollowsItsSettingNotTheNames() throws {
        let project = SharedFolder.corpus("Dimillian__IceCubesApp/IceCubesApp.xcodeproj")
        let app = try TestApp.load(project, idiom: .iphone)
        let names = app.catalog.alternates.compactMap(\.name)
        #expect(names.prefix(3) == ["AppIconAlternate1", "AppIconAlternate2", "AppIconAlternate3"])
        #expect(names.firstIndex(of: "AppIconAlternate19") == names.firstIndex(of: "AppIconAlternate17").map { $0 + 1 })
        #expect(names.firstIndex(of: "AppIconAlternate18") == names.firstIndex(of: "AppIconAlternate19").map { $0 + 1 })
    }
}
