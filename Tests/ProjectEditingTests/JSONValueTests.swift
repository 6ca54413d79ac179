import Foundation
import ProjectEditing
import TestSupport
import Testing

@Suite struct JSONValueTests {
    /// Byte for byte what Xcode 16 saves for a single-size icon set with dark and tinted appearances.
    @Test func contentsJSONIsWrittenInXcodesLayout() throws {
        let image: (String?, String) -> JSONValue = { appearance, file in
            var members: [JSONValue.Member] = [
                .init("filename", .string(file)), .init("idiom", .string("universal")), .init("platform", .string("ios")),
                .init("size", .string("1024x1024")),
            ]
            if let appearance {
                members.append(
                    .init(
                        "appearances", .array([.object([.init("appearance", .string("luminosity")), .init("value", .string(appearance))])]))
                )
            }
            return .object(members)
        }
        let contents = CatalogContentsWriter.contents([.init("images", .array([image(nil, "Icon.png"), image("dark", "Icon-dark.png")]))])
        let data = CatalogContentsWriter.data(contents)
        #expect(
            String(decoding: data, as: UTF8.self) == """
                {
                  "images" : [
                    {
                      "filename" : "Icon.png",
                      "idiom" : "universal",
                      "platform" : "ios",
                      "size" : "1024x1024"
                    },
                    {
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],
                      "filename" : "Icon-dark.png",
                      "idiom" : "universal",
                      "platform" : "ios",
                      "size" : "1024x1024"
                    }
                  ],
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let folder = TemporaryFolder("contents-json")
        defer { folder.remove() }
        let read = try IndependentReader.json(folder.write("Contents.json", data))
        #expect(read.hasPrefix("{\"images\": [{\"filename\": \"Icon.png\""))
    }

    /// Every Contents.json of an app icon set in the corpus saved by today's Xcode (keys sorted, as
    /// Python's json sees them) is written back identically.
    @Test func corpusIconSetsAreWrittenBackIdentically() throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        try #require(IndependentReader.python != nil, "\(IndependentReader.skipMessage)")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: SharedFolder.corpus("")).filter {
            $0.hasSuffix(".appiconset/Contents.json")
        }
        .map { SharedFolder.corpus($0) }
        let sorted = try IndependentReader.run(
            """
            import json, sys
            def ordered(pairs):
                keys = [k for k, _ in pairs]
                if keys != sorted(keys): raise ValueError
                return dict(pairs)
            for path in sys.argv[1:]:
                try:
                    json.load(open(path), object_pairs_hook=ordered)
                    print(path)
                except ValueError:
                    pass
            """, arguments: paths
        ).split(separator: "\n").map(String.init)
        for path in sorted {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let object = try? JSONSerialization.jsonObject(with: data), let value = Self.value(object) else { continue }
            #expect(CatalogContentsWriter.data(value) == data, "\(path)")
        }
        #expect(sorted.count > 5)
    }

    static func value(_ object: Any) -> JSONValue? {
        switch object {
        case let string as String: return .string(string)
        case let number as NSNumber: return .number(number.stringValue)
        case let array as [Any]: return .array(array.compactMap(value))
        case let dictionary as [String: Any]: return .object(dictionary.map { .init($0.key, value($0.value) ?? .null) })
        default: return nil
        }
    }
}
