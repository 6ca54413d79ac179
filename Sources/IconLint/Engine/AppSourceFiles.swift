import Foundation

/// The source files of the app that may ask for an icon by name: its Swift and Objective-C, and for a
/// Flutter, React Native, Expo, Capacitor or Kotlin Multiplatform app the Dart, JavaScript, TypeScript
/// or Kotlin beside its `ios/` folder. Tests, dependencies, build output and other platforms' code
/// are left out: they do not run in the iOS app.
enum AppSourceFiles {
    /// At most this many files are read, each at most `largestFile` bytes and together at most
    /// `maxBytes`, found in at most `maxEntries` folder entries: a literal scan, not a build, which the
    /// chooser's title line also pays for.
    static let maxFiles = 3_000
    static let largestFile = 1 << 20
    static let maxBytes = 24 << 20
    static let maxEntries = 60_000
    /// Dependencies, build output, and other platforms' code.
    static let skippedFolders: Set<String> = [
        "Pods", ".build", "build", "DerivedData", "node_modules", "Carthage", "vendor", "android", "androidApp", "androidMain",
        "desktopApp", "desktopMain", "jvmMain", "jsMain", "wasmJsMain", "macos", "windows", "linux", "web", "watchOS", "tvOS",
    ]
    /// Folders of tests, whatever the language.
    static let testFolders: Set<String> = [
        "test", "tests", "Tests", "__tests__", "__mocks__", "integration_test", "androidTest", "androidUnitTest", "commonTest",
        "iosTest", "jvmTest", "e2e", "spec", "UITests",
    ]
    /// What marks the root of a cross-platform app whose `ios/` (or `iosApp/`) folder holds the project.
    static let appRootMarkers = [
        "pubspec.yaml", "package.json", "settings.gradle.kts", "settings.gradle", "capacitor.config.ts", "capacitor.config.json",
        "app.json",
    ]

    /// The folders a cross-platform app keeps its iOS project in.
    static let iOSFolderNames: Set<String> = ["ios", "iosapp"]

    /// The folder the app's sources are under: `projectFolder`, or the cross-platform app's root one
    /// or two levels up (Flutter's `ios/`, Capacitor's `ios/App/`, Kotlin Multiplatform's `iosApp/`:
    /// the parent of such a folder, or a folder with a Flutter, npm or Gradle manifest), never above
    /// the repository's top (the folder holding `.git`).
    static func root(for projectFolder: String) -> String {
        var folder = projectFolder
        var candidate = projectFolder
        let manager = FileManager.default
        for _ in 0..<2 {
            guard !manager.fileExists(atPath: candidate + "/.git") else { break }
            let parent = (candidate as NSString).deletingLastPathComponent
            guard parent != candidate else { break }
            let cameFromIOSFolder = iOSFolderNames.contains((candidate as NSString).lastPathComponent.lowercased())
            candidate = parent
            if cameFromIOSFolder || appRootMarkers.contains(where: { manager.fileExists(atPath: candidate + "/" + $0) }) {
                folder = candidate
            }
        }
        return folder
    }

    /// The source files under `root`, sorted, with their language.
    static func files(under root: String) -> [(path: String, language: SourceLanguage)] {
        var files: [(path: String, language: SourceLanguage)] = []
        var pending = [root]
        var visited = 0
        let manager = FileManager.default
        while let folder = pending.popLast(), files.count < maxFiles, visited < maxEntries {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                visited += 1
                let path = folder + "/" + name
                if let language = SourceLanguage(fileExtension: (name as NSString).pathExtension) {
                    if !isTestFile(name) { files.append((path, language)) }
                } else if isScannedFolder(name),
                    (try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
                {
                    pending.append(path)
                }
            }
        }
        return Array(files.prefix(maxFiles)).sorted { $0.path < $1.path }
    }

    /// A folder whose files may run in the iOS app: not a dependency, build output, test folder, other
    /// platform, or bundle (`.xcassets`, `.xcodeproj`, `.icon`, `.framework`: any name with a dot).
    static func isScannedFolder(_ name: String) -> Bool {
        !name.contains(".") && !skippedFolders.contains(name) && !testFolders.contains(name) && !name.hasSuffix("Tests")
    }

    /// `SettingsTests.swift`, `IconTest.kt`, `icon.test.ts`, `icon.spec.tsx`, `icon_test.dart`.
    static func isTestFile(_ name: String) -> Bool {
        let stem = (name as NSString).deletingPathExtension
        return stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix(".test") || stem.hasSuffix(".spec")
            || stem.hasSuffix("_test")
    }

    /// The length of the file at `path`, nil when it cannot be read.
    static func length(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }
}
