// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: the executable → IconPickerCLI → IconKit (plain Swift, no C, no terminal).
// CursesTerminal is the only module that imports CNcurses.
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
        .target(name: "IconKit"),
        .target(name: "CursesTerminal", dependencies: ["CNcurses"]),
        .target(
            name: "IconPickerCLI",
            dependencies: [
                "IconKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "iconpicker", dependencies: ["IconPickerCLI"]),
        .executableTarget(name: "iconpicker-bench", dependencies: ["IconKit"]),
        .target(name: "TestSupport", dependencies: ["IconKit"], path: "Tests/TestSupport"),
        .testTarget(name: "IconKitTests", dependencies: ["IconKit", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal"]),
        .testTarget(
            name: "IconPickerCLITests",
            dependencies: ["IconPickerCLI", "IconKit", "TestSupport"],
            exclude: ["Snapshots"]
        ),
    ]
)
