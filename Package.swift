// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: the executable → IconPickerCLI → IconKit (plain Swift, no C, no terminal).
// CursesTerminal is the only module that imports CNcurses; PNGDecoding the only one that imports
// CLibPNG and CZlib. TerminalArt (pixels to terminal cells) is plain Swift.
let package = Package(
    name: "iconpicker",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "iconpicker", targets: ["iconpicker"]),
        .library(name: "IconKit", targets: ["IconKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "IconKit"),
        .target(name: "PNGDecoding", dependencies: ["IconKit", "CLibPNG", "CZlib"]),
        .target(name: "TerminalArt", dependencies: ["IconKit"]),
        .target(name: "Chooser", dependencies: ["IconKit", "TerminalArt"]),
        .target(name: "CursesTerminal", dependencies: ["CNcurses", "TerminalArt", "Chooser"]),
        .target(
            name: "IconPickerCLI",
            dependencies: [
                "IconKit",
                "PNGDecoding",
                "TerminalArt",
                "CursesTerminal",
                "Chooser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "iconpicker", dependencies: ["IconPickerCLI"]),
        .executableTarget(name: "iconpicker-bench", dependencies: ["IconKit", "PNGDecoding", "TerminalArt", "Chooser"]),
        .target(name: "TestSupport", dependencies: ["IconKit"], path: "Tests/TestSupport"),
        .testTarget(name: "IconKitTests", dependencies: ["IconKit", "TestSupport"]),
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
