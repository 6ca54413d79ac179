import Foundation
import ZIPFoundation

/// `.ipa` archives made by the tests: a built app with a binary Info.plist and CgBI icons, loose files
/// only (an app from before asset catalogs: no `CFBundleIconName`, no `Assets.car`; `BuiltAppFixture`
/// makes apps whose icons are compiled).
public enum IPAFixture {
    public static func write(in folder: TemporaryFolder, name: String, alternates: Int) throws -> String {
        var icons: [String: Any] = [:]
        var entries: [(String, Data)] = []
        let pixels = Array(repeating: [200, 80, 40, 255] as [UInt8], count: 120 * 120).flatMap { $0 }
        let crushed = PNGFixture.cgbi(width: 120, height: 120, rgba: pixels)
        for index in 0..<alternates {
            icons["Alternate\(index)"] = ["CFBundleIconFiles": ["Alternate\(index)-60x60"], "ordinal": index + 1]
            entries.append(("Payload/Colourful.app/Alternate\(index)-60x60@2x.png", crushed))
        }
        let plist = PlistFixture.binary([
            "CFBundleDisplayName": "Colourful", "CFBundleIdentifier": "com.example.colourful", "CFBundleExecutable": "Colourful",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon60x60"]],
                "CFBundleAlternateIcons": icons,
            ],
        ])
        entries += [
            ("Payload/Colourful.app/Info.plist", plist), ("Payload/Colourful.app/AppIcon60x60@2x.png", crushed),
            ("Payload/Colourful.app/Colourful", Data(count: 4096)),
            ("Payload/Colourful.app/Frameworks/Other.framework/Info.plist", Data("x".utf8)),
            ("Symbols/Colourful.symbols", Data("x".utf8)),
        ]
        return try zip(in: folder, name: name, entries: entries)
    }

    /// A zip with these entries, deflated.
    public static func zip(in folder: TemporaryFolder, name: String, entries: [(String, Data)]) throws -> String {
        let path = folder.path + "/" + name
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for (entryPath, data) in entries {
            try archive.addEntry(with: entryPath, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return path
    }
}
