import ProjectDescription

let appName = "Today"
let version = Environment.appVersion.getString(default: "1.0")

public func appPlist(_ icon: String = "AppIcon") -> InfoPlist {
    .extendingDefault(with: [
        "CFBundleDisplayName": "\(appName)",
        "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconName": .string(icon)]],
    ])
}

let project = Project(
    name: appName,
    settings: .settings(
        base: ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": """
        "Sunrise" "Dusk"
        """].merging(["X": .array(["a", "b"])]).automaticCodeSigning(devTeam: "T"),
        configurations: [.debug(name: .debug, settings: ["A": true], xcconfig: "Debug.xcconfig"), .release(name: "Release")],
        defaultSettings: .recommended(excluding: ["SWIFT_VERSION"])
    ),
    targets: [
        .target(
            name: appName, destinations: [.iPhone, .iPad], product: .app, bundleId: "com.example.\(appName)",
            infoPlist: appPlist(), resources: ["Resources/**", .glob(pattern: "Icons/{a,b}/*.icon", excluding: ["Icons/a/Old.icon"])],
            dependencies: [.target(name: "Widget")], settings: .settings(base: ["V": .string(version)])
        ),
        Target(name: "TV", platform: .tvOS, product: .app, bundleId: "tv", infoPlist: .file(path: .relativeToRoot("TV/Info.plist"))),
        .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w", infoPlist: .dictionary(["A": 1.5])),
    ]
)
