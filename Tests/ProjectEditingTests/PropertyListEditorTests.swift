import Foundation
import IconKit
import ProjectEditing
import TestSupport
import Testing

@Suite struct PropertyListEditorTests {
    @Test func anXMLPlistStaysXMLAndPlistlibReadsTheEdit() throws {
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let folder = TemporaryFolder("plist-editor")
        defer { folder.remove() }
        let path = folder.write("Info.plist", text: XMLPlistEditorTests.infoPlist)
        var editor = try PropertyListEditor(Data(XMLPlistEditorTests.infoPlist.utf8), path: path)
        #expect(editor.format == .xml)
        try editor.remove(at: ["CFBundleIcons", "CFBundleAlternateIcons", "Dark", "UIPrerenderedIcon"])
        try editor.set(.string("Dark~ipad"), at: ["CFBundleIcons", "CFBundleAlternateIcons", "Dark", "CFBundleIconFiles", 0])
        try editor.set(.string("a <b> & \"c\""), at: ["Odd"])
        try editor.data().write(to: URL(fileURLWithPath: path))
        #expect(
            try IndependentReader.plistJSON(path)
                == #"{"CFBundleIcons": {"CFBundleAlternateIcons": {"Dark": {"CFBundleIconFiles": ["Dark~ipad"]}}}, "CFBundleName": "Demo & Co", "Odd": "a <b> & \"c\""}"#
                + "\n")
        #expect(folder.read("Info.plist")?.hasPrefix("<?xml") == true)
    }

    @Test func aBinaryPlistIsWrittenWholeAsBinary() throws {
        let original: [String: Any] = [
            "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon"]]], "UIPrerenderedIcon": true,
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: original, format: .binary, options: 0)
        var editor = try PropertyListEditor(data, path: "/app/Info.plist")
        #expect(editor.format == .binary)
        #expect(try editor.data() == data)
        try editor.remove(at: ["UIPrerenderedIcon"])
        try editor.set(
            .array([.string("AppIcon"), .string("AppIcon~ipad")]), at: ["CFBundleIcons", "CFBundlePrimaryIcon", "CFBundleIconFiles"])
        let written = try editor.data()
        #expect(written.starts(with: Array("bplist00".utf8)))
        var format = PropertyListSerialization.PropertyListFormat.xml
        let read = try PropertyListSerialization.propertyList(from: written, options: [], format: &format)
        #expect(format == .binary)
        #expect(
            PlistValue(converting: read)
                == .dictionary([
                    .init(
                        key: "CFBundleIcons",
                        value: .dictionary([
                            .init(
                                key: "CFBundlePrimaryIcon",
                                value: .dictionary([
                                    .init(key: "CFBundleIconFiles", value: .array([.string("AppIcon"), .string("AppIcon~ipad")]))
                                ]))
                        ]))
                ]))
    }

    /// Every Info.plist of the corpus: a no-op edit gives the same bytes, and an added key reads back in
    /// plistlib with everything else unchanged.
    @Test func everyCorpusPlistRoundTrips() throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let folder = TemporaryFolder("plist-corpus")
        defer { folder.remove() }
        let plists = try FileManager.default.subpathsOfDirectory(atPath: SharedFolder.corpus("")).filter { $0.hasSuffix("Info.plist") }
        #expect(plists.count > 10)
        for (index, relative) in plists.enumerated() {
            let data = try Data(contentsOf: URL(fileURLWithPath: SharedFolder.corpus(relative)))
            guard var editor = try? PropertyListEditor(data, path: relative) else { continue }
            #expect(try editor.data() == data, "\(relative)")
            let before = folder.write("\(index)-before.plist", data)
            try editor.set(.string("added"), at: ["IconPickerProbe"])
            let after = folder.write("\(index)-after.plist", try editor.data())
            let expected = try IndependentReader.run(
                "import json, plistlib, sys\nd = plistlib.load(open(sys.argv[1], 'rb'))\nd['IconPickerProbe'] = 'added'\nprint(json.dumps(d, sort_keys=True, default=str))",
                arguments: [before])
            let actual = try IndependentReader.run(
                "import json, plistlib, sys\nprint(json.dumps(plistlib.load(open(sys.argv[1], 'rb')), sort_keys=True, default=str))",
                arguments: [after])
            #expect(actual == expected, "\(relative)")
        }
    }
}
