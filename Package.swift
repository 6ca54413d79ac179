// swift-tools-version:6.0
import PackageDescription

// iconpicker runs on Linux with glibc (it calls Glibc, ncursesw and libpng directly); no Apple platform
// is declared because none is built or tested.
//
// Dependencies point one way, from the executable down to the leaves:
//   iconpicker (thin) → IconPickerCLI → IconLint, Chooser, CursesTerminal, AppArchive, PNGDecoding, TerminalArt
//   IconLint → IconKit (the core: reading, icon model, resolution, manager, state; no terminal, no C)
//   Chooser → IconLint, IconKit, TerminalArt (pure state, update and view; no terminal)
//   CursesTerminal → CNcurses, TerminalArt (the only module that imports ncurses)
//   PNGDecoding → CLibPNG, CZlibSystem (the only module that imports the image libraries)
//   Basics is the leaf every other module may use: RGBA images, PNG headers, text width and wrapping,
//   path display, keys.
// The only product is the executable: the modules are not a library anyone else links.
let package = Package(
    name: "iconpicker",
    products: [
        .executable(name: "iconpicker", targets: ["iconpicker"])
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
        .target(name: "Basics"),
        .target(name: "IconKit", dependencies: ["Basics"]),
        .target(name: "PNGDecoding", dependencies: ["Basics", "CLibPNG", "CZlibSystem"]),
        .target(name: "AppArchive", dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .target(name: "TerminalArt", dependencies: ["Basics"]),
        .target(name: "IconLint", dependencies: ["Basics", "IconKit"]),
        .target(name: "Chooser", dependencies: ["Basics", "IconKit", "IconLint", "TerminalArt"]),
        .target(name: "CursesTerminal", dependencies: ["Basics", "CNcurses", "TerminalArt"]),
        .target(
            name: "IconPickerCLI",
            dependencies: [
                "Basics",
                "IconKit",
                "IconLint",
                "AppArchive",
                "PNGDecoding",
                "TerminalArt",
                "CursesTerminal",
                "Chooser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "iconpicker", dependencies: ["IconPickerCLI"]),
        .executableTarget(name: "iconpicker-bench", dependencies: ["Basics", "IconKit", "PNGDecoding", "TerminalArt", "Chooser"]),
        // Fuzzing (`make fuzz`): each parser of untrusted input as a target, and the driver that runs one
        // under libFuzzer (built with -sanitize=fuzzer) or under its own mutation loop.
        .target(
            name: "FuzzTargets",
            dependencies: ["Basics", "IconKit", "IconLint", "PNGDecoding", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .executableTarget(name: "iconpicker-fuzz", dependencies: ["FuzzTargets"]),
        .target(
            name: "TestSupport",
            dependencies: ["IconKit", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "TestSupport"]),
        .testTarget(name: "IconKitTests", dependencies: ["Basics", "IconKit", "TestSupport"]),
        .testTarget(name: "IconLintTests", dependencies: ["Basics", "IconLint", "IconKit", "TestSupport"]),
        .testTarget(name: "AppArchiveTests", dependencies: ["AppArchive", "IconKit", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["Basics", "CursesTerminal"]),
        .testTarget(
            name: "ChooserTests",
            dependencies: ["Basics", "Chooser", "TerminalArt", "IconKit", "IconLint", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "TestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "PNGDecodingTests", dependencies: ["Basics", "PNGDecoding", "TestSupport"]),
        .testTarget(
            name: "TerminalArtTests",
            dependencies: ["Basics", "TerminalArt", "PNGDecoding", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "IconPickerCLITests",
            dependencies: [
                "AppArchive", "Basics", "IconKit", "IconLint", "IconPickerCLI", "PNGDecoding", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Snapshots"]
        ),
    ]
)
