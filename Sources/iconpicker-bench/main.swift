import Foundation
import IconKit
import ImageDecoding
import TerminalArt

// In-process benchmarks for the core (targets in docs/benchmarks.md).
// Run: make bench   (or: swift run -c release iconpicker-bench [iterations])
//      iconpicker-bench icon-sizes SOURCE.png OUTPUT-FOLDER [LEVEL]   (one run of `add`'s image work, for timing
//      as a whole process: IconSizesBench)
//
// Each case is run a few times to warm up, then `iterations` times; the median, the fastest and
// the 90th percentile are printed in milliseconds. Nothing here asserts: figures are for people.

if CommandLine.arguments.count >= 4, CommandLine.arguments[1] == "icon-sizes" {
    let level = CommandLine.arguments.dropFirst(4).first.flatMap(Int.init)
    exit(IconSizesBench.run(source: CommandLine.arguments[2], output: CommandLine.arguments[3], level: level))
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 50

func measure(_ label: String, _ body: () throws -> Void) rethrows {
    for _ in 0..<3 { try body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p90 = samples[min(samples.count - 1, samples.count * 9 / 10)]
    print(String(format: "%-52@ median %7.2f ms   min %7.2f ms   p90 %7.2f ms", label as NSString, median, samples[0], p90))
}

/// An Info.plist with `count` alternates, ordinals shuffled, in both dictionaries.
func largeInfoPlist(count: Int) -> [String: Any] {
    var generator = SystemRandomNumberGenerator()
    let ordinals = Array(1...count).shuffled(using: &generator)
    var alternates: [String: Any] = [:]
    for index in 0..<count {
        alternates["alternate-\(index)"] =
            [
                "CFBundleIconFiles": ["alternate-\(index)-60"], "UIPrerenderedIcon": false,
                "ordinal": ordinals[index],
            ] as [String: Any]
    }
    let icons: [String: Any] = ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon60x60"]], "CFBundleAlternateIcons": alternates]
    return [
        "CFBundleDisplayName": "Large", "CFBundleIdentifier": "com.example.large",
        "CFBundleIcons": icons, "CFBundleIcons~ipad": icons,
    ]
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconpicker-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

let root = largeInfoPlist(count: 1_000)
for (name, format) in [("xml", PropertyListSerialization.PropertyListFormat.xml), ("binary", .binary)] {
    let data = try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
    let path = "\(folder)/\(name)/Info.plist"
    try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: path))
    print("1,000 alternates, \(name) Info.plist (\(data.count / 1024) KB):")
    try measure("  read + guard + parse + order (iPhone)") {
        let (plist, _) = try PropertyListReader().readValue(path: path)
        let app = try InfoPlistParser().parse(plist, path: path)
        let catalog = IconCatalog(app: app, idiom: .iphone)
        precondition(catalog.alternates.count == 1_000)
    }
    try measure("  whole load incl. file resolution (AppLoader)") {
        let app = try AppLoader(LoadOptions(idioms: [.ipad])).load(try AppLocator().locate(path))
        precondition(app.devices[0].images.count == 1_001)
    }
}

// Where the time goes: Foundation's own parse dominates; the rest is iconpicker's.
print("stages (1,000 alternates):")
for name in ["xml", "binary"] {
    let path = "\(folder)/\(name)/Info.plist"
    let data = try PropertyListReader().readBytes(path: path)
    try measure("  \(name): PropertyListSerialization alone") {
        _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
    if name == "binary" {
        try measure("  binary: BinaryPropertyListGuard") { try data.withUnsafeBytes { try BinaryPropertyListGuard().validate($0) } }
    }
    // The typed read `list` uses (PlistValue); the untyped one would add a conversion.
    let (plist, _) = try PropertyListReader().readValue(path: path)
    try measure("  \(name): InfoPlistParser") { _ = try InfoPlistParser().parse(plist, path: path) }
    let app = try InfoPlistParser().parse(plist, path: path)
    measure("  \(name): IconCatalog (ordering)") { _ = IconCatalog(app: app, idiom: .iphone) }
}

// Terminal art: decode, then downscale + mask + map to 32x16 cells in 256 colours.
// Files: ICONPICKER_BENCH_IMAGES (colon-separated), else the demo's 180 px icon and, when ../shared is
// present, a photographic 1024 px icon from the corpus.
let artFiles =
    ProcessInfo.processInfo.environment["ICONPICKER_BENCH_IMAGES"].map { $0.split(separator: ":").map(String.init) }
    ?? [
        "Resources/Colourful/Icons/sunset-60@3x.png",
        "../shared/corpus/Dimillian__IceCubesApp/IceCubesApp/Assets.xcassets/AppIconAlternate23.appiconset/icon23.png",
    ]
    .filter { FileManager.default.fileExists(atPath: $0) }
let artOptions = ArtOptions(columns: 32, rows: 16, colorMode: .palette256)
for file in artFiles {
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let image = try PNGDecoder().decode(data, path: file)
    print("terminal art, \(image.width)x\(image.height) \((file as NSString).lastPathComponent) -> 32x16 cells, 256 colours:")
    measure("  decode (libpng)") { _ = try? PNGDecoder().decode(data, path: file) }
    measure("  downscale + mask + map") { _ = ArtRenderer.render(image, options: artOptions) }
    measure("  decode + downscale + mask + map") {
        if let image = try? PNGDecoder().decode(data, path: file) { _ = ArtRenderer.render(image, options: artOptions) }
    }
}
