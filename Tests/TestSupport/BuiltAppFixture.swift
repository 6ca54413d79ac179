import Foundation
import ZIPFoundation

/// Built apps made by the tests: a `Name.app` folder, or the same app zipped as an `.ipa`, with a
/// binary Info.plist as Xcode writes it and a compiled catalog (`CarFixture`, or a real one).
public enum BuiltAppFixture {
    /// The Info.plist of a built app whose icons are the compiled sets `primary` and `alternates`
    /// (ordinals in this order), declared for iPhone and, with `iPad`, in `CFBundleIcons~ipad` too.
    public static func plist(primary: String = "AppIcon", alternates: [String] = [], iPad: Bool = true) -> [String: Any] {
        func icons(_ suffix: String) -> [String: Any] {
            var alternateIcons: [String: Any] = [:]
            for (index, name) in alternates.enumerated() {
                alternateIcons[name] = ["CFBundleIconFiles": ["\(name)\(suffix)"], "CFBundleIconName": name, "ordinal": index + 1]
            }
            var dictionary: [String: Any] = [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["\(primary)\(suffix)"], "CFBundleIconName": primary]
            ]
            if !alternates.isEmpty { dictionary["CFBundleAlternateIcons"] = alternateIcons }
            return dictionary
        }
        var plist: [String: Any] = [
            "CFBundleDisplayName": "Built", "CFBundleIdentifier": "com.example.built", "CFBundleExecutable": "Built",
            "UIDeviceFamily": iPad ? [1, 2] : [1], "CFBundleIcons": icons("60x60"),
        ]
        if iPad { plist["CFBundleIcons~ipad"] = icons("76x76") }
        return plist
    }

    /// `folder/name` (ending in `.app`): its Info.plist (binary) and, when given, its `Assets.car`.
    @discardableResult
    public static func app(in folder: TemporaryFolder, name: String = "Built.app", plist: [String: Any], catalog: Data?) -> String {
        folder.write(name + "/Info.plist", PlistFixture.binary(plist))
        folder.write(name + "/Built", Data(count: 256))
        if let catalog { folder.write(name + "/Assets.car", catalog) }
        return folder.path + "/" + name
    }

    /// The app zipped as `folder/name`: `Payload/Built.app/…`, every entry deflated but the catalog
    /// when `storesCatalog` (as `zip -0` would leave it).
    public static func ipa(
        in folder: TemporaryFolder, name: String = "Built.ipa", plist: [String: Any], catalog: Data?, storesCatalog: Bool = false
    ) throws -> String {
        let path = folder.path + "/" + name
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        var entries: [(String, Data, CompressionMethod)] = [
            ("Payload/Built.app/Info.plist", PlistFixture.binary(plist), .deflate), ("Payload/Built.app/Built", Data(count: 256), .deflate),
        ]
        if let catalog { entries.append(("Payload/Built.app/Assets.car", catalog, storesCatalog ? .none : .deflate)) }
        for (entryPath, data, method) in entries {
            try archive.addEntry(with: entryPath, type: .file, uncompressedSize: Int64(data.count), compressionMethod: method) {
                position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return path
    }
}
