import Foundation

/// A minimal Xcode 16+ project for tests: one app target `App` (configuration Release) whose files come
/// from a synchronized folder (with membership exceptions) and from Resources-phase references with a
/// file type, and whose settings are written as a pbxproj writes them (quoted conditional keys).
public struct ModernProjectFixture: Sendable {
    /// `(key, value)` pairs written as `"key" = "value";` (so `KEY[sdk=iphoneos*]` stays one key).
    public var settings: [(key: String, value: String)]
    /// The synchronized folder's path relative to the project's folder; nil for none.
    public var synchronizedFolder: String?
    /// Paths inside the synchronized folder that are not the target's members.
    public var membershipExceptions: [String]
    /// Resources-phase references: path relative to the project's folder, and `lastKnownFileType`.
    public var resources: [(path: String, type: String)]

    public init(
        settings: [(key: String, value: String)], synchronizedFolder: String? = nil, membershipExceptions: [String] = [],
        resources: [(path: String, type: String)] = []
    ) {
        self.settings = settings
        self.synchronizedFolder = synchronizedFolder
        self.membershipExceptions = membershipExceptions
        self.resources = resources
    }

    /// The pbxproj text (objectVersion 77).
    public var text: String {
        let settingsText = settings.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: " ")
        let resourceIDs = resources.indices.map { "B\($0)" }
        let children = resources.indices.map { "F\($0)" } + (synchronizedFolder == nil ? [] : ["SYNC"])
        var objects = [
            "ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (T); buildConfigurationList = PL; };",
            "MAIN = { isa = PBXGroup; children = (\(children.joined(separator: ", "))); sourceTree = \"<group>\"; };",
            "PL = { isa = XCConfigurationList; buildConfigurations = (PC); };",
            "PC = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };",
            "T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; "
                + "buildConfigurationList = TL; buildPhases = (R); dependencies = (); "
                + "fileSystemSynchronizedGroups = (\(synchronizedFolder == nil ? "" : "SYNC")); };",
            "TL = { isa = XCConfigurationList; buildConfigurations = (TC); };",
            "TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settingsText) }; };",
            "R = { isa = PBXResourcesBuildPhase; files = (\(resourceIDs.joined(separator: ", "))); };",
        ]
        for (index, resource) in resources.enumerated() {
            objects.append("B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };")
            objects.append(
                "F\(index) = { isa = PBXFileReference; lastKnownFileType = \(resource.type); path = \"\(resource.path)\"; "
                    + "sourceTree = \"<group>\"; };")
        }
        if let synchronizedFolder {
            let exceptions = membershipExceptions.map { "\"\($0)\"" }.joined(separator: ", ")
            objects.append(
                "SYNC = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX); path = \"\(synchronizedFolder)\"; "
                    + "sourceTree = \"<group>\"; };")
            objects.append(
                "EX = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exceptions)); target = T; };")
        }
        return "// !$*UTF8*$!\n{\n archiveVersion = 1;\n objectVersion = 77;\n objects = {\n"
            + objects.map { "  " + $0 }.joined(separator: "\n") + "\n };\n rootObject = ROOT;\n}\n"
    }

    /// Writes `App.xcodeproj/project.pbxproj` in `folder`; returns the `.xcodeproj` path.
    @discardableResult
    public func write(in folder: TemporaryFolder) -> String {
        folder.write("App.xcodeproj/project.pbxproj", text: text)
        return folder.path + "/App.xcodeproj"
    }

    /// An Icon Composer bundle: `name.icon/icon.json` with one layer, and its image.
    public static func iconBundle(_ relative: String, in folder: TemporaryFolder) {
        folder.write(
            relative + "/icon.json",
            text: #"{"fill":{"solid":"srgb:0.2,0.4,0.8,1"},"groups":[{"layers":[{"image-name":"front.png","name":"front"}]}],"#
                + #""supported-platforms":{"squares":"shared"}}"#)
        folder.write(relative + "/Assets/front.png", PNGFixture.solid(width: 64, height: 64))
    }
}
