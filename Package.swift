// swift-tools-version:6.0
import PackageDescription

// iconpicker runs on Linux with glibc (it calls Glibc, ncursesw and libpng directly); no Apple platform
// is declared because none is built or tested.
//
// Dependencies point one way, from the executable down to the leaves:
//   iconpicker (thin) → IconPickerCLI (options and output only) → ChooserProgram, Pictures, IconLint, IconRepair,
//     CursesTerminal, AppArchive, ImageDecoding, TerminalArt, TerminalGraphics, IconComposition
//   ChooserProgram → Chooser, CursesTerminal, Pictures, IconLint, TileCache, IconRepair (the chooser run in a
//     terminal: its loop, the tiles' decoder threads, background lint, the `p` key's project edit; as
//     bubbletea's Program runs a model)
//   Pictures → IconKit, IconLint, ImageDecoding, IconComposition, TerminalArt, TerminalGraphics, CursesTerminal
//     (one way from an icon to cells or pixels, for render and the chooser, and lint's pixel reader; the
//     one decision of the graphics mode, whose terminal query guards the terminal's modes through
//     CursesTerminal)
//   IconLint → IconKit (the core: reading, icon model, resolution, manager, state; no terminal, no C;
//     Yams reads XcodeGen specs) → SwiftManifest (Tuist's manifests, through swift-syntax), CompiledCatalog
//     (built apps' Assets.car)
//   Chooser → IconLint, IconKit, TerminalArt (pure state, update and view; no terminal)
//   CursesTerminal → CNcurses, TerminalArt (the only module that imports ncurses)
//   ImageDecoding → CLibPNG (through the CPNGRows shim), CLibJPEG, CLibRSVG, CZlibSystem (the only module
//     that uses the image libraries: PNG, and JPEG and SVG for Icon Composer layers; SVG drawn by the
//     iconpicker-svg helper it runs)
//   IconComposition → IconKit, ImageDecoding (the flat preview of Icon Composer `.icon` bundles)
//   IconResizing → IconComposition, ImageDecoding, TerminalGraphics (an icon's pixel sizes from one 1024 px
//     PNG or `.icon`, scaled as render scales, as PNG bytes for a project edit to place)
//   IconRepair → IconLint, ProjectEditing, ImageDecoding, IconResizing (`iconpicker fix`: each fixable rule's
//     repair planned as a ChangeSet; nothing written there)
//   ProjectEditing → IconKit (every write to a user's project: drafts, minimal splices, diffs, atomic writes)
//   IconAdditions → ProjectEditing, IconResizing (`add`/`remove`: an alternate planned as a ChangeSet)
//   TerminalGraphics → TerminalArt (kitty, iTerm2 and sixel escapes, detection; zlib for its PNG writer)
//   TileCache → TerminalArt (rendered tiles between runs; zlib's CRC-32)
//   AppArchive → Basics, CZlibSystem (its own zip directory reader; no dependency on the core)
//   CompiledCatalog → Basics, ImageDecoding (JPEG), CZlibSystem (zlib): built apps' Assets.car, with its own
//     LZFSE and LZVN decoders; IconKit reads a built app's icons through it (issue 23)
//   FuzzTargets / iconpicker-fuzz: the parsers under libFuzzer (`make fuzz`); not in the product.
//   Basics is the leaf every other module may use: RGBA images, PNG headers, regular-file reads, text
//   width, wrapping and escaping, path display, keys.
// The products are the executable and its SVG helper: the modules are not a library anyone else links.
let package = Package(
    name: "iconpicker",
    products: [
        .executable(name: "iconpicker", targets: ["iconpicker"]),
        .executable(name: "iconpicker-svg", targets: ["iconpicker-svg"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // XcodeGen's project.yml (IconKit/Projects/XcodeGenSpecReader).
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
        // Tuist's Swift manifests (SwiftManifest): parsed, never compiled or run. 603 is Swift 6.3's syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // No pkgConfig: ncursesw's .pc file adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
        // rejects with a warning on every build. The headers sit in /usr/include and the module map links
        // the library (Sources/CNcurses).
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // No pkgConfig for libpng and zlib either: its `-lpng16 -lz` would make the executable load the
        // shared libraries at every start, while the module maps link the static archives (`link
        // ":libpng16.a"`), as for ncurses and TurboJPEG. The headers sit in /usr/include.
        .systemLibrary(
            name: "CLibPNG",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CZlibSystem",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libjpeg-turbo's TurboJPEG API; linked by name, its header is in /usr/include (Sources/CLibJPEG).
        .systemLibrary(
            name: "CLibJPEG",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        // No pkgConfig: librsvg-2.0.pc adds -pthread, which SwiftPM rejects with a warning on every
        // build; the module map declares what is used and links the libraries (Sources/CLibRSVG).
        .systemLibrary(
            name: "CLibRSVG",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // glibc's name-service switch set to files only in the static release executable (shim.h).
        .systemLibrary(name: "CNameService"),
        .target(name: "Basics"),
        .target(
            name: "IconKit",
            dependencies: ["Basics", "AppArchive", "CompiledCatalog", "SwiftManifest", .product(name: "Yams", package: "Yams")]),
        // Swift manifests (Tuist's Project.swift and its helpers) read as values: literals, constants and
        // simple helper calls evaluated, everything else marked as computed. The only module that sees swift-syntax.
        .target(
            name: "SwiftManifest",
            dependencies: [
                "Basics", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "ImageDecoding", dependencies: ["Basics", "CLibPNG", "CZlibSystem", "CPNGRows", "CLibJPEG", "CLibRSVG", "CSpawn"]),
        // posix_spawn's close-from action for the SVG helper (SVGHelperProcess).
        .systemLibrary(name: "CSpawn"),
        // libpng's low-level row reader behind setjmp, in C: its longjmp must never cross Swift frames.
        .target(name: "CPNGRows", dependencies: ["CLibPNG"]),
        .target(name: "IconComposition", dependencies: ["Basics", "IconKit", "ImageDecoding"]),
        .target(name: "IconResizing", dependencies: ["Basics", "IconKit", "ImageDecoding", "IconComposition", "TerminalGraphics"]),
        .target(name: "AppArchive", dependencies: ["Basics", "CZlibSystem"]),
        // Compiled asset catalogs (Assets.car): the BOM index, renditions and their pixels, with its own
        // LZFSE and LZVN decoders; JPEG through ImageDecoding, zlib through CZlibSystem.
        .target(name: "CompiledCatalog", dependencies: ["Basics", "ImageDecoding", "CZlibSystem"]),
        .target(name: "TerminalArt", dependencies: ["Basics"]),
        // Rendered tiles kept between runs (terminal art, so not in the core).
        .target(name: "TileCache", dependencies: ["Basics", "TerminalArt", "CZlibSystem"]),
        .target(name: "IconLint", dependencies: ["Basics", "IconKit"]),
        // Every write to a user's project: planned changes (ChangeSet, its unified diff), the atomic
        // writer, and text splicers for plists, pbxproj, xcconfig, YAML and JSON that change only the
        // bytes that must change. No C library, no terminal.
        .target(name: "ProjectEditing", dependencies: ["Basics", "IconKit"]),
        // `iconpicker fix`: each fixable rule's repair planned as a ChangeSet from the loaded app and its
        // lint report; the image work through ImageDecoding and IconResizing.
        .target(name: "IconRepair", dependencies: ["Basics", "IconKit", "IconLint", "ProjectEditing", "ImageDecoding", "IconResizing"]),
        // `iconpicker add` and `remove`: an alternate planned as a ChangeSet the way the loaded app already
        // declares its alternates (a catalog set, a `.icon`, loose files, a spec's or app.json's entry).
        .target(name: "IconAdditions", dependencies: ["Basics", "IconKit", "ProjectEditing", "IconResizing"]),
        .target(name: "Chooser", dependencies: ["Basics", "IconKit", "IconLint", "TerminalArt"]),
        .target(name: "CursesTerminal", dependencies: ["Basics", "CNcurses", "TerminalArt"]),
        .target(name: "TerminalGraphics", dependencies: ["Basics", "TerminalArt", "CZlibSystem"]),
        .target(
            name: "Pictures",
            dependencies: [
                "Basics", "IconKit", "IconLint", "ImageDecoding", "IconComposition", "TerminalArt", "TerminalGraphics", "CursesTerminal",
            ]),
        .target(
            name: "ChooserProgram",
            dependencies: [
                "Basics", "IconKit", "IconLint", "IconRepair", "ProjectEditing", "Chooser", "CursesTerminal", "ImageDecoding", "Pictures",
                "TerminalArt",
                "TerminalGraphics", "TileCache",
            ]),
        .target(
            name: "IconPickerCLI",
            dependencies: [
                "Basics",
                "IconKit",
                "IconLint",
                "IconRepair",
                "ProjectEditing",
                "AppArchive",
                "ImageDecoding",
                "IconComposition",
                "TerminalArt",
                "CursesTerminal",
                "TerminalGraphics",
                "Pictures",
                "ChooserProgram",
                "CNameService",
                "IconAdditions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Release builds are fully static executables (no loader, no shared library: the fastest start);
        // SVG layers are drawn by iconpicker-svg, which dlopens librsvg (docs/adr/0004).
        .executableTarget(
            name: "iconpicker", dependencies: ["IconPickerCLI"],
            // Foundation's static archives are named too: a plain `swift build -c release` (without the
            // Makefile's --static-swift-stdlib) compiles against the shared Foundation, whose modules do
            // not ask for CoreFoundation and ICU, and the static link failed on their symbols.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-Xlinker", "--start-group", "-lFoundation", "-lFoundationInternationalization",
                        "-lFoundationEssentials", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
                        "-l_FoundationCollections", "-lstdc++", "-Xlinker", "--end-group",
                    ], .when(configuration: .release))
            ]
        ),
        // The SVG helper: draws SVG layers with librsvg for iconpicker over a socket, out of its process.
        .executableTarget(name: "iconpicker-svg", dependencies: ["ImageDecoding"]),
        // The LZFSE and catalog-index figures of scripts/bench-car.py.
        .executableTarget(name: "catalog-bench", dependencies: ["CompiledCatalog"]),
        .executableTarget(
            name: "iconpicker-bench", dependencies: ["Basics", "IconKit", "ImageDecoding", "TerminalArt", "Chooser", "IconResizing"]),
        // Fuzzing (`make fuzz`): each parser of untrusted input as a target, and the driver that runs one
        // under libFuzzer (built with -sanitize=fuzzer) or under its own mutation loop.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "AppArchive", "Basics", "Chooser", "CompiledCatalog", "CursesTerminal", "IconComposition", "IconKit", "IconLint",
                "ImageDecoding", "TerminalArt", "TerminalGraphics",
            ]
        ),
        .executableTarget(name: "iconpicker-fuzz", dependencies: ["FuzzTargets"]),
        // ChangeWriterTests' kill test: a process that rewrites one large file through ChangeWriter in a
        // loop, to be killed with SIGKILL at random moments. Not in the product.
        .executableTarget(name: "change-writer-probe", dependencies: ["ProjectEditing"], path: "Tests/ChangeWriterProbe"),
        .target(
            name: "TestSupport",
            dependencies: ["IconKit", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/TestSupport",
            exclude: ["Reference"]
        ),
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "TestSupport"]),
        .testTarget(name: "IconKitTests", dependencies: ["Basics", "IconKit", "TestSupport"]),
        .testTarget(name: "SwiftManifestTests", dependencies: ["SwiftManifest"]),
        .testTarget(name: "IconLintTests", dependencies: ["Basics", "IconLint", "IconKit", "TestSupport"]),
        .testTarget(name: "ProjectEditingTests", dependencies: ["Basics", "IconKit", "ProjectEditing", "TestSupport"]),
        .testTarget(
            name: "IconRepairTests", dependencies: ["Basics", "IconKit", "IconLint", "IconRepair", "ProjectEditing", "TestSupport"]),
        .testTarget(
            name: "IconAdditionsTests", dependencies: ["Basics", "IconKit", "IconLint", "IconAdditions", "ProjectEditing", "TestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "CompiledCatalogTests",
            dependencies: ["Basics", "CompiledCatalog", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["Fixtures", "car_reader.py", "lzfse_reference.py"]),
        .testTarget(name: "AppArchiveTests", dependencies: ["AppArchive", "IconKit", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["Basics", "CursesTerminal"]),
        .testTarget(
            name: "ChooserTests",
            dependencies: ["Basics", "Chooser", "TerminalArt", "IconKit", "IconLint", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "TerminalGraphicsTests", dependencies: ["Basics", "TerminalGraphics", "ImageDecoding", "TestSupport"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "TestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "ImageDecodingTests", dependencies: ["Basics", "ImageDecoding", "TestSupport"]),
        .testTarget(
            name: "IconResizingTests", dependencies: ["Basics", "IconKit", "IconResizing", "ImageDecoding", "TestSupport"],
            exclude: ["Reference"]),
        .testTarget(name: "IconCompositionTests", dependencies: ["Basics", "IconComposition", "IconKit", "ImageDecoding", "TestSupport"]),
        .testTarget(name: "TileCacheTests", dependencies: ["TileCache", "TerminalArt", "TestSupport"]),
        .testTarget(
            name: "TerminalArtTests",
            dependencies: ["Basics", "TerminalArt", "ImageDecoding", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "PicturesTests",
            dependencies: ["Basics", "IconKit", "ImageDecoding", "Pictures", "TerminalArt", "TerminalGraphics", "TestSupport"]),
        .testTarget(
            name: "ChooserProgramTests",
            dependencies: ["Chooser", "ChooserProgram", "IconKit", "Pictures", "TerminalArt", "TerminalGraphics", "TestSupport"]),
        .testTarget(
            name: "IconPickerCLITests",
            dependencies: [
                "AppArchive", "Basics", "IconKit", "IconLint", "IconPickerCLI", "ImageDecoding", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Snapshots"]
        ),
    ]
)
