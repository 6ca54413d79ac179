import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// Lint stays linear in what an input repeats: one name thousands of times, thousands of alternates
/// sharing files or a set, thousands of findings. Each input is one that quadratic work (icons ×
/// names, files × files, findings × findings) takes minutes on; linear work lints it in seconds. A
/// hang guard, not a timing assertion: a lint that has not finished when the wait runs out fails.
@Suite struct LinterTests {
    /// Far above a linear lint of these inputs (seconds in a debug build on a loaded machine), far
    /// below a quadratic one (4,000 repeats took 10 s; these inputs are ten times larger).
    static let hangGuardSeconds = 120

    /// The report of linting `app`, or nil when it did not finish within the hang guard.
    func lintWithHangGuard(_ app: ExampleApp) -> LintReport? {
        try? HangGuard.run(within: Self.hangGuardSeconds) { try app.lint() }?.get()
    }

    /// An app whose primary icon is one 120 px file, `a-60@2x.png`, beside its Info.plist.
    func app(_ plist: ExamplePlist, builtApp: Bool = false) -> ExampleApp {
        let folder = builtApp ? "Big.app" : "App"
        var app = ExampleApp(infoPlist: nil, files: [".git/HEAD": .text("ref: refs/heads/main\n")], input: folder)
        app.files["\(folder)/Info.plist"] = .plist(plist)
        app.files["\(folder)/a-60@2x.png"] = .png(width: 120, height: 120)
        app.input = builtApp ? folder : "\(folder)/Info.plist"
        return app
    }

    static let repeats = 40_000

    @Test(arguments: [false, true])
    func oneNameRepeatedInCFBundleIconFilesLintsLinearly(builtApp: Bool) throws {
        let names = ExamplePlist.array(Array(repeating: "a-60", count: Self.repeats))
        let plist: ExamplePlist = [
            "CFBundleIdentifier": "x.y", "CFBundleName": "X",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": names], "CFBundleAlternateIcons": ["b": ["CFBundleIconFiles": names]],
            ],
        ]
        let finished = lintWithHangGuard(app(plist, builtApp: builtApp))
        let report = try #require(finished, "lint did not finish: quadratic in the repeats")
        #expect(report.subjects == [.primary, .alternate("b")])
    }

    @Test func thousandsOfAlternatesSharingOneFileLintLinearly() throws {
        let alternates = (0..<Self.repeats / 4).map { ("alt\($0)", ["CFBundleIconFiles": ["a-60"]] as ExamplePlist) }
        let plist: ExamplePlist = [
            "CFBundleIdentifier": "x.y", "CFBundleName": "X",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a-60"]],
                "CFBundleAlternateIcons": .dictionary(Dictionary(uniqueKeysWithValues: alternates)),
            ],
        ]
        let finished = lintWithHangGuard(app(plist))
        let report = try #require(finished, "lint did not finish: quadratic in the alternates")
        #expect(report.subjects.count == Self.repeats / 4 + 1)
    }

    @Test func thousandsOfAlternatesNamingOneSetLintLinearly() throws {
        var base = ExampleApp.good
        let alternates = (0..<Self.repeats / 4).map {
            ("alt\($0)", ["CFBundleIconName": "AppIcon", "ordinal": .integer($0)] as ExamplePlist)
        }
        base[plist: ExampleApp.alternates] = .dictionary(Dictionary(uniqueKeysWithValues: alternates))
        base[plist: ["CFBundleIcons~ipad"]] = nil
        base[plist: ["UIDeviceFamily"]] = [1]
        let finished = lintWithHangGuard(base)
        let report = try #require(finished, "lint did not finish: quadratic in the sets named")
        #expect(report.subjects.count == Self.repeats / 4 + 1)
    }

    @Test func thousandsOfNamesAnIconSetExplainsLintLinearly() throws {
        // Each alternate names a file the build writes from the set AppIcon: the reader's fact about
        // each name is weighed against every name a catalog explains.
        var base = ExampleApp.good
        let alternates = (0..<Self.repeats).map {
            ("alt\($0)", ["CFBundleIconFiles": ["AppIcon60x60"], "ordinal": .integer($0)] as ExamplePlist)
        }
        base[plist: ExampleApp.alternates] = .dictionary(Dictionary(uniqueKeysWithValues: alternates))
        base[plist: ["CFBundleIcons~ipad"]] = nil
        base[plist: ["UIDeviceFamily"]] = [1]
        let finished = lintWithHangGuard(base)
        let report = try #require(finished, "lint did not finish: quadratic in the explained names")
        #expect(report.findings.count { $0.ruleID == .iconNameMissing } == Self.repeats)
        #expect(!report.findings.contains { $0.ruleID == .missingIconFile })
    }

    @Test func thousandsOfFindingsAreCollectedAndGroupedLinearly() throws {
        // Each alternate names its own missing file and lacks an ordinal while one has it: a finding
        // or two per alternate, each grouped by rule.
        var alternates = (0..<Self.repeats / 4).map { ("alt\($0)", ["CFBundleIconFiles": .array([.string("gone\($0)")])] as ExamplePlist) }
        alternates.append(("first", ["CFBundleIconFiles": ["a-60"], "ordinal": 1]))
        let plist: ExamplePlist = [
            "CFBundleIdentifier": "x.y", "CFBundleName": "X",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a-60"]],
                "CFBundleAlternateIcons": .dictionary(Dictionary(uniqueKeysWithValues: alternates)),
            ],
        ]
        let finished = lintWithHangGuard(app(plist))
        let report = try #require(finished, "lint did not finish: quadratic in the findings")
        #expect(report.findings.count { $0.ruleID == .missingIconFile } == Self.repeats / 4)
        #expect(report.findings.count { $0.ruleID == .ordinalMissing } == 1, "one cause, one finding listing the alternates")
    }
}
