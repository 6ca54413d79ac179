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
            ]
        ).readingConfigurationFiles()
        let resolved = BuildSettings(project: project, target: target, configuration: "Release")
        #expect(resolved.list("FLAGS") == ["-DPROJECT", "-DSPACED NAME", "-DTARGET"])
    }
}

/// `#include` fan-out and cycles (hostile/fuzz/min-project-include): each file is read at most once
/// per chain, at most `XCConfigIncludes.maximumFiles` in all, and what is skipped is a finding.
@Suite struct XCConfigIncludeLimitTests {
    @Test func aFileThatIncludesItselfEightTimesIsReadOnceAndReportedOnce() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("a.xcconfig", text: String(repeating: "#include \"a.xcconfig\"\n", count: 8) + "X = 1\n")
        var includes = XCConfigIncludes()
        let settings = XCConfigDocuments(bases: [path]).settings(at: path, level: .target, includes: &includes)
        #expect(settings["X"]?.value == .string("1"))
        #expect(includes.filesRead == 1)
        #expect(includes.problems.count == 1, "\(includes.problems)")
        #expect(includes.problems.first?.keyPath == "#include \"a.xcconfig\"" && includes.problems.first?.file == path)
        #expect(includes.problems.first?.message.contains("includes itself (a.xcconfig \u{2192} a.xcconfig)") == true)
    }

    @Test func aCycleThroughAnotherFileIsNamedWholeAndFanOutIsCapped() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("b.xcconfig", text: "#include \"a.xcconfig\"\nB = 2\n")
        let cyclic = folder.write("a.xcconfig", text: "#include \"b.xcconfig\"\nA = 1\n")
        var includes = XCConfigIncludes()
        let settings = XCConfigDocuments(bases: [cyclic]).settings(at: cyclic, level: .target, includes: &includes)
        #expect(settings["A"]?.value == .string("1") && settings["B"]?.value == .string("2"))
        #expect(includes.problems.map(\.message).contains { $0.contains("a.xcconfig \u{2192} b.xcconfig \u{2192} a.xcconfig") })

        // 8 files each including the same 9 distinct leaves: no cycle, but 1 + 8 + 72 reads.
        for leaf in 0..<9 { folder.write("leaf\(leaf).xcconfig", text: "L\(leaf) = \(leaf)\n") }
        let leaves = (0..<9).map { "#include \"leaf\($0).xcconfig\"" }.joined(separator: "\n")
        for middle in 0..<8 { folder.write("mid\(middle).xcconfig", text: leaves + "\n") }
        let top = folder.write("top.xcconfig", text: (0..<8).map { "#include \"mid\($0).xcconfig\"" }.joined(separator: "\n") + "\n")
        var fanOut = XCConfigIncludes()
        _ = XCConfigDocuments(bases: [top]).settings(at: top, level: .target, includes: &fanOut)
        #expect(fanOut.filesRead == XCConfigIncludes.maximumFiles)
        #expect(fanOut.problems.contains { $0.message.contains("more than \(XCConfigIncludes.maximumFiles) files") })
    }
}
