import Foundation
import IconLint
import IconRepair
import TestSupport
import Testing

@Suite struct MissingSizesFixTests {
    /// A legacy multi-size set without its iPhone 60 pt images: they are made from its 1024 px image, named
    /// after the set, and its slots name them; the finding goes.
    @Test func theMissingIPhoneSizesAreMadeFromThe1024Image() throws {
        let folder = TemporaryFolder("missing-sizes-fix")
        defer { folder.remove() }
        writeCatalogProject(in: folder, settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "Legacy")])
        CatalogFixture.multiSize(in: folder, catalog: "App/Assets.xcassets", set: "Legacy", color: (30, 160, 90, 255))
        let set = "App/Assets.xcassets/Legacy.appiconset"
        let contents = try #require(folder.read("\(set)/Contents.json"))
        folder.write(
            "\(set)/Contents.json",
            text: contents.replacingOccurrences(of: "\"filename\" : \"iphone-120.png\",", with: "")
                .replacingOccurrences(of: "\"filename\" : \"iphone-180.png\",", with: "")
                .replacingOccurrences(
                    of: "\"idiom\" : \"ios-marketing\",", with: "\"filename\" : \"store.png\",\n      \"idiom\" : \"ios-marketing\","))
        for file in ["iphone-120.png", "iphone-180.png"] { try FileManager.default.removeItem(atPath: folder.path + "/\(set)/\(file)") }
        folder.write("\(set)/store.png", PNGFixture.solid(width: 1024, height: 1024, rgba: (30, 160, 90, 255)))
        let outcome = try RepairHarness(folder: folder).run("App.xcodeproj")
        #expect(outcome.before.findings.contains { $0.ruleID == .iPhoneIconSizeMissing })
        #expect(!outcome.after.findings.contains { $0.ruleID == .iPhoneIconSizeMissing }, "\(outcome.after.findings.map(\.message))")
        for (file, side) in [("Legacy-60@2x.png", 120), ("Legacy-60@3x.png", 180)] {
            let made = try ReferencePNG.read(try #require(FileManager.default.contents(atPath: folder.path + "/\(set)/\(file)")))
            #expect(made.width == side && made.height == side && made.colorType == 2)
            #expect(made.samples.prefix(3) == [30, 160, 90])
        }
        #expect(outcome.diff.contains("+      \"filename\" : \"Legacy-60@2x.png\",\n"), "\(outcome.diff)")
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.run(
            "import json, sys\nprint(sorted(i.get('filename', '') for i in json.load(open(sys.argv[1]))['images']))",
            arguments: [folder.path + "/\(set)/Contents.json"])
        #expect(read.contains("'Legacy-60@2x.png', 'Legacy-60@3x.png'"), "\(read)")
    }
}
