import Foundation

/// A minimal `project.pbxproj` with the targets a test describes: enough for iconpicker to read
/// targets, their settings (one configuration, Release) and dependencies.
public enum PbxprojFixture {
    public struct Target: Sendable {
        public var name: String
        public var productType: String
        public var settings: [String: String]
        /// Names of the targets this one depends on (and embeds).
        public var dependencies: [String]
        /// Files its Resources phase copies, as paths relative to the project's folder.
        public var resources: [String]
        /// Names of targets whose products a Copy Files phase embeds, without a dependency.
        public var embeds: [String] = []

        public init(
            _ name: String, productType: String = "com.apple.product-type.application", settings: [String: String] = [:],
            dependencies: [String] = [], resources: [String] = []
        ) {
            self.name = name
            self.productType = productType
            self.settings = settings
            self.dependencies = dependencies
            self.resources = resources
        }
    }

    /// The pbxproj text; `projectSettings` are the project-level Release settings.
    public static func text(targets: [Target], projectSettings: [String: String] = ["SDKROOT": "iphoneos"]) -> String {
        var objects: [String] = [
            "ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", "))); "
                + "buildConfigurationList = PLIST; };",
            "MAIN = { isa = PBXGroup; children = (\(fileReferenceIDs(targets).joined(separator: ", "))); sourceTree = \"<group>\"; };",
            "PLIST = { isa = XCConfigurationList; buildConfigurations = (PCONF); };",
            "PCONF = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settingsText(projectSettings)) }; };",
        ]
        for (index, target) in targets.enumerated() {
            objects += targetObjects(index, target, in: targets)
        }
        return "// !$*UTF8*$!\n{\n archiveVersion = 1;\n objectVersion = 56;\n objects = {\n"
            + objects.map { "  " + $0 }.joined(separator: "\n") + "\n };\n rootObject = ROOT;\n}\n"
    }

    /// Writes `<relative>/project.pbxproj` in `folder`.
    @discardableResult
    public static func write(in folder: TemporaryFolder, _ relative: String, targets: [Target]) -> String {
        folder.write(relative + "/project.pbxproj", text: text(targets: targets))
        return folder.path + "/" + relative
    }

    /// The target, its configuration, dependencies, Resources phase and Copy Files (embed) phase.
    static func targetObjects(_ index: Int, _ target: Target, in targets: [Target]) -> [String] {
        let dependencyIDs = target.dependencies.compactMap { name in
            targets.firstIndex { $0.name == name }.map { "D\(index)x\($0)" }
        }
        let embedded = target.embeds.compactMap { name in targets.firstIndex { $0.name == name } }
        var objects = [
            "T\(index) = { isa = PBXNativeTarget; name = \"\(target.name)\"; productType = \"\(target.productType)\"; "
                + "buildConfigurationList = L\(index); dependencies = (\(dependencyIDs.joined(separator: ", "))); "
                + "buildPhases = (R\(index), E\(index)); productReference = P\(index); };",
            "P\(index) = { isa = PBXFileReference; path = \"\(target.name).app\"; sourceTree = BUILT_PRODUCTS_DIR; };",
            "L\(index) = { isa = XCConfigurationList; buildConfigurations = (C\(index)); };",
            "C\(index) = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settingsText(target.settings)) }; };",
            "R\(index) = { isa = PBXResourcesBuildPhase; files = (\(target.resources.indices.map { "B\(index)x\($0)" }.joined(separator: ", "))); };",
            "E\(index) = { isa = PBXCopyFilesBuildPhase; files = (\(embedded.map { "X\(index)x\($0)" }.joined(separator: ", "))); };",
        ]
        for (number, resource) in target.resources.enumerated() {
            objects.append("B\(index)x\(number) = { isa = PBXBuildFile; fileRef = F\(index)x\(number); };")
            objects.append("F\(index)x\(number) = { isa = PBXFileReference; path = \"\(resource)\"; sourceTree = \"<group>\"; };")
        }
        for other in embedded {
            objects.append("X\(index)x\(other) = { isa = PBXBuildFile; fileRef = P\(other); };")
        }
        for name in target.dependencies {
            guard let other = targets.firstIndex(where: { $0.name == name }) else { continue }
            objects.append("D\(index)x\(other) = { isa = PBXTargetDependency; target = T\(other); };")
        }
        return objects
    }

    static func fileReferenceIDs(_ targets: [Target]) -> [String] {
        targets.enumerated().flatMap { index, target in target.resources.indices.map { "F\(index)x\($0)" } }
    }

    static func settingsText(_ settings: [String: String]) -> String {
        settings.keys.sorted().map { "\($0) = \"\(settings[$0] ?? "")\";" }.joined(separator: " ")
    }
}
