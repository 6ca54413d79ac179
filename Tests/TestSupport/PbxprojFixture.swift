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
            let dependencyIDs = target.dependencies.compactMap { name in
                targets.firstIndex { $0.name == name }.map { "D\(index)x\($0)" }
            }
            objects.append(
                "T\(index) = { isa = PBXNativeTarget; name = \"\(target.name)\"; productType = \"\(target.productType)\"; "
                    + "buildConfigurationList = L\(index); dependencies = (\(dependencyIDs.joined(separator: ", "))); buildPhases = (R\(index)); };"
            )
            let buildFiles = target.resources.indices.map { "B\(index)x\($0)" }
            objects.append("R\(index) = { isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };")
            for (number, resource) in target.resources.enumerated() {
                objects.append("B\(index)x\(number) = { isa = PBXBuildFile; fileRef = F\(index)x\(number); };")
                objects.append("F\(index)x\(number) = { isa = PBXFileReference; path = \"\(resource)\"; sourceTree = \"<group>\"; };")
            }
            objects.append("L\(index) = { isa = XCConfigurationList; buildConfigurations = (C\(index)); };")
            objects.append(
                "C\(index) = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settingsText(target.settings)) }; };")
            for name in target.dependencies {
                guard let other = targets.firstIndex(where: { $0.name == name }) else { continue }
                objects.append("D\(index)x\(other) = { isa = PBXTargetDependency; target = T\(other); };")
            }
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

    static func fileReferenceIDs(_ targets: [Target]) -> [String] {
        targets.enumerated().flatMap { index, target in target.resources.indices.map { "F\(index)x\($0)" } }
    }

    static func settingsText(_ settings: [String: String]) -> String {
        settings.keys.sorted().map { "\($0) = \"\(settings[$0] ?? "")\";" }.joined(separator: " ")
    }
}
