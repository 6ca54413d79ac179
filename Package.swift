// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: the executable → IconPickerCLI → IconKit (plain Swift, no C, no terminal).
// CursesTerminal is the only module that imports CNcurses; PNGDecoding the only one that imports
// CLibPNG and CZlibSystem (ZIPFoundation, used by AppArchive for .ipa files, brings its own zlib module).
// TerminalArt (pixels to terminal cells) is plain Swift.
let package = Package(
    name: "iconpicker",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "iconpicker", targets: ["iconpicker"]),
        .library(name: "IconKit", targets: ["IconKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // No pkgConfig: ncursesw's .pc file adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
        // rejects with a warning on every build. The headers sit in /usr/include and the module map links
        // the library (Sources/CNcurses).
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CZlibSystem",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "IconKit"),
        .target(name: "PNGDecoding", dependencies: ["IconKit", "CLibPNG", "CZlibSystem"]),
        .target(name: "AppArchive", dependencies: ["IconKit", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .target(name: "TerminalArt", dependencies: ["IconKit"]),
        .target(name: "Chooser", dependencies: ["IconKit", "TerminalArt"]),
        .target(name: "CursesTerminal", dependencies: ["CNcurses", "TerminalArt", "Chooser"]),
        .target(
            name: "IconPickerCLI",
            dependencies: [
                "IconKit",
                "AppArchive",
                "PNGDecoding",
                "TerminalArt",
                "CursesTerminal",
                "Chooser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "iconpicker", dependencies: ["IconPickerCLI"]),
        .executableTarget(name: "iconpicker-bench", dependencies: ["IconKit", "PNGDecoding", "TerminalArt", "Chooser"]),
        .target(
            name: "TestSupport",
            dependencies: ["IconKit", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "IconKitTests", dependencies: ["IconKit", "TestSupport"]),
        .testTarget(name: "AppArchiveTests", dependencies: ["AppArchive", "IconKit", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal"]),
        .testTarget(
            name: "ChooserTests",
            dependencies: ["Chooser", "TerminalArt", "IconKit", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "PNGDecodingTests", dependencies: ["PNGDecoding", "IconKit", "TestSupport"]),
        .testTarget(
            name: "TerminalArtTests",
            dependencies: ["TerminalArt", "PNGDecoding", "IconKit", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "IconPickerCLITests",
            dependencies: ["IconPickerCLI", "IconKit", "TestSupport"],
            exclude: ["Snapshots"]
        ),
    ]
)
