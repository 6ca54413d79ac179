import Foundation

/// A scratch folder (in `/dev/shm` when there is one, so a run costs no disk writes) holding the
/// small apps the file-reading targets write their input into: a folder app with an asset catalog,
/// an Xcode project with an xcconfig and two it may include, `.icon` bundles, an XcodeGen spec's
/// folder and an Expo app without `ios/`.
public final class FuzzWorkspace: Sendable {
    public let path: String

    public init() {
        let base = Self.base
        Self.removeOrphans(in: base)
        path = base + "/iconpicker-fuzz-\(getpid())-\(UUID().uuidString.prefix(8))"
        Self.seed(path)
    }

    /// `/dev/shm` when there is one, else the temporary folder.
    static var base: String {
        FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    }

    /// Removes the workspaces of processes that have ended. libFuzzer ends a run with `exit`, so
    /// `deinit` never runs there, and each `make fuzz` target left its workspace in memory until reboot.
    static func removeOrphans(in base: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        for name in names where name.hasPrefix("iconpicker-fuzz-") {
            let fields = name.split(separator: "-")
            guard fields.count == 4, let owner = Int32(fields[2]), owner > 0, owner != getpid() else { continue }
            if kill(owner, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: base + "/" + name)
            }
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `data` at `relative` (replacing what was there) and returns the full path.
    @discardableResult
    public func write(_ data: Data, to relative: String) -> String {
        let full = path + "/" + relative
        _ = FileManager.default.createFile(atPath: full, contents: data)
        return full
    }

    static func seed(_ path: String) {
        let files: [String: String] = [
            "app/Info.plist": plist,
            "app/Assets.xcassets/AppIcon.appiconset/Contents.json":
                #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024","filename":"a.png"}]}"#,
            "app/Assets.xcassets/Dark.appiconset/Contents.json": #"{"images":[{"idiom":"iphone","size":"60x60","scale":"2x"}]}"#,
            "project/Info.plist": plist,
            "project/a.xcconfig": "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon\n",
            "project/P.xcodeproj/project.pbxproj": pbxproj,
            "plist/Info.plist": plist,
            "dotnet/App/Info.plist": plist,
            "dotnet/App/Assets.xcassets/AppIcon.appiconset/Contents.json":
                #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024","filename":"a.png"}]}"#,
            "expo/package.json": #"{"dependencies": {"expo": "~54.0.0"}}"#,
            "expo/app.json": #"{"expo": {"name": "Fuzz", "icon": "./icon.png", "plugins": []}}"#,
            "prebuild/package.json": #"{"dependencies": {"expo": "~54.0.0"}}"#,
            "prebuild/ios/Info.plist": plist,
            "prebuild/ios/P.xcodeproj/project.pbxproj": pbxproj.replacingOccurrences(of: "baseConfigurationReference = F1;", with: ""),
            // A Tuist project: the input is written as its manifest and its helper.
            "tuist/Project.swift": "", "tuist/Tuist/ProjectDescriptionHelpers/Helpers.swift": "",
            "tuist/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json":
                #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024","filename":"a.png"}]}"#,
            "tuist/Icons/Dusk.icon/icon.json": #"{"groups":[{"layers":[{"image-name":"a.png"}]}]}"#,
            "bundle/A.icon/icon.json": #"{"groups":[{"layers":[{"image-name":"a.png"},{"image-name":"b.svg"}]}]}"#,
            "bundle/A.icon/Assets/b.svg":
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="4" fill="#f40"/></svg>"##,
            "layers/L.icon/icon.json": #"{"groups":[{"layers":[{"image-name":"l0"}]}]}"#,
            "layers/L.icon/Assets/l0": "",
            "project/b.xcconfig": "",
            "project/inc/c.xcconfig": "",
            "spec/project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "spec/App/Info.plist": plist,
            "spec/App/Assets.xcassets/AppIcon.appiconset/Contents.json":
                #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024","filename":"a.png"}]}"#,
        ]
        for (relative, text) in files {
            let full = path + "/" + relative
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        }
        // A 1x1 PNG for the `.icon` bundle's bitmap layer.
        _ = FileManager.default.createFile(atPath: path + "/bundle/A.icon/Assets/a.png", contents: Data(base64Encoded: onePixelPNG))
    }

    static let onePixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.fuzz</string>
        <key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict><key>CFBundleIconName</key><string>AppIcon</string></dict>
        <key>CFBundleAlternateIcons</key><dict><key>Dark</key><dict><key>CFBundleIconName</key><string>Dark</string></dict></dict></dict>
        </dict></plist>
        """

    static let pbxproj = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = R1; objects = {
        R1 = { isa = PBXProject; mainGroup = G1; targets = (T1); buildConfigurationList = L0; };
        G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = "a.xcconfig"; sourceTree = "<group>"; };
        T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
        L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
        C0 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
        C1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1;
          buildSettings = { INFOPLIST_FILE = "Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(TARGET_NAME)"; }; };
        }; }
        """
}
