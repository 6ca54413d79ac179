import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct XCConfigFileTests {
    @Test func valuesAreStringsThatSplitIntoListsHonouringQuotes() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write(
            "Base.xcconfig",
            text: """
                // alternates with a space in a name
                ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark "Dark Mode" Light // trailing comment
                NAME[sdk=iphoneos*] = Device
                NAME[sdk=macosx*] = Mac
                PATTERN = a[b]=c
                """)
        let settings = XCConfigFile.settings(at: path)
        #expect(settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .string("Dark \"Dark Mode\" Light"))
        #expect(settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"]?.words == ["Dark", "Dark Mode", "Light"])
        #expect(settings["NAME"] == .string("Device"), "a condition's own = is not the assignment; only the iOS device SDK's applies")
        #expect(settings["PATTERN"] == .string("a[b]=c"))
    }

    @Test func inheritedReachesAnEarlierLineOrElseTheProjectsLayers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Shared.xcconfig", text: "DEFINES = SHARED=1\n")
        let path = folder.write(
            "Target.xcconfig",
            text: """
                #include "Shared.xcconfig"
                DEFINES = $(inherited) TARGET=1
                FLAGS = $(inherited) -DTARGET
                """)
        let settings = XCConfigFile.settings(at: path)
        #expect(settings["DEFINES"] == .string("SHARED=1 TARGET=1"), "an earlier (included) line is inherited within the file")
        #expect(settings["FLAGS"] == .string("$(inherited) -DTARGET"), "no earlier line: left for the layers below")

        let target = XcodeProject.Target(
            name: "App", productType: "com.apple.product-type.application",
            configurations: ["Release": .init(settings: [:], baseConfiguration: path)])
        let project = XcodeProject(
            path: folder.path + "/App.xcodeproj", sourceRoot: folder.path, name: "App", targets: [target],
            projectConfigurations: [
                "Release": .init(
                    settings: ["FLAGS": .list(["-DPROJECT", "-DSPACED NAME"])],
                    baseConfiguration: nil)
            ])
        let resolved = BuildSettings(project: project, target: target, configuration: "Release")
        #expect(resolved.list("FLAGS") == ["-DPROJECT", "-DSPACED NAME", "-DTARGET"])
    }
}
