import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

private let alternates = ["CFBundleIcons", "CFBundleAlternateIcons"]

/// One cause, one finding: what several alternates share is reported once with their list, a
/// missing file once, and paths in messages once, relative to the working directory.
@Suite struct OneCauseTests {
    /// The good fixture with `names` more alternates declared for all devices (reusing dark's files).
    static func withMoreAlternates(_ names: [String]) -> LintFixture {
        var fixture = LintFixture.good
        for (offset, name) in names.enumerated() {
            fixture.set(alternates + [name], LintFixture.icon(["dark-60"], ordinal: 3 + offset))
        }
        return fixture
    }

    @Test func aMissingIPadDictionaryIsOneErrorListingTheAlternates() throws {
        var fixture = Self.withMoreAlternates(["blue", "green", "red"])
        fixture.set(["CFBundleIcons~ipad"], nil)
        let report = try fixture.lint()
        let findings = report.findings.filter { $0.ruleID == .iPadAlternateNotDeclared }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(Set(finding.icons) == ["dark", "light", "blue", "green", "red"])
        #expect(finding.subject == .app)
        #expect(finding.severity == .error)
        #expect(finding.location == "CFBundleIcons.CFBundleAlternateIcons")
        #expect(finding.message.hasPrefix("5 alternates ("), "\(finding.message)")
        #expect(finding.message.contains("and 2 more): "), "\(finding.message)")
        #expect(finding.message.contains("does not offer each alternate"), "\(finding.message)")
        // The chooser still marks every alternate the finding stands for.
        #expect(report.findingsBySubject[.alternate("green")]?.contains(finding) == true)
    }

    /// 5,000 alternates sharing dark's files, missing from the iPad dictionary: lint completes (it
    /// once scanned every finding per finding) and still says it once, listing them all.
    @Test func fiveThousandAlternatesLintToOneFinding() throws {
        var fixture = Self.withMoreAlternates((0..<5_000).map { String(format: "alt%05d", $0) })
        fixture.set(["CFBundleIcons~ipad"], nil)
        let report = try fixture.lint()
        let findings = report.findings.filter { $0.ruleID == .iPadAlternateNotDeclared }
        #expect(findings.count == 1)
        #expect(findings.first?.icons.count == 5_002)
        #expect(findings.first?.message.hasPrefix("5002 alternates (") == true, "\(findings.first?.message ?? "")")
    }

    @Test func theSameSizeWarningForSeveralAlternatesIsOneFinding() throws {
        var fixture = LintFixture.good
        fixture.files["App/Icons/dark-60@2x.png"] = nil
        fixture.files["App/Icons/light-60@2x.png"] = nil
        let report = try fixture.lint()
        let findings = report.findings.filter { $0.ruleID == .alternateIPhoneSizeMissing }
        #expect(findings.count == 1)
        #expect(findings.first?.icons == ["dark", "light"])
        #expect(
            findings.first?.message.hasPrefix("2 alternates (\u{201C}dark\u{201D}, \u{201C}light\u{201D}): each alternate has no 120x120")
                == true)
        #expect(report.groups.map(\.subject) == [.app])
    }

    @Test func alternatesWithoutAnOrdinalAreOneWarning() throws {
        var fixture = Self.withMoreAlternates(["blue"])
        fixture.set(alternates + ["dark", "ordinal"], nil)
        fixture.set(alternates + ["light", "ordinal"], nil)
        let report = try fixture.lint()
        let findings = report.findings.filter { $0.ruleID == .ordinalMissing }
        #expect(findings.map(\.icons) == [["dark", "light"]], "\(findings.map(\.message))")
    }

    @Test func differentCausesStaySeparate() throws {
        var fixture = LintFixture.good
        fixture.files["App/Icons/dark-60@2x.png"] = nil
        fixture.files["App/Icons/light-60@2x.png"] = nil
        fixture.files["App/Icons/light-60@3x.png"] = PNGFixture.solid(width: 87, height: 87)
        let report = try fixture.lint()
        // “it has 180 px” and “it has 87 px” are not the same finding.
        let findings = report.findings.filter { $0.ruleID == .alternateIPhoneSizeMissing }
        #expect(findings.map(\.subject) == [.alternate("dark"), .alternate("light")])
        #expect(findings.allSatisfy { $0.icons.isEmpty })
    }

    /// An alternate's set that lacks its file ships without that picture: one warning, nothing else.
    @Test func aMissingFileInAnAlternatesSetIsOneWarning() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["dark"], ["CFBundleIconName": "Odd", "ordinal": 1])
        fixture.files["App/Assets.xcassets/Odd.appiconset/Contents.json"] = Data(
            #"{"images":[{"filename":"gone.png","idiom":"universal","platform":"ios","size":"1024x1024"}]}"#.utf8)
        let report = try fixture.lint()
        let dark = report.findings.filter { $0.subject == .alternate("dark") && $0.severity >= .warning }
        #expect(dark.map(\.ruleID) == [.catalogFileMissing], "\(dark.map { "\($0.ruleID): \($0.message)" })")
        #expect(dark.first?.severity == .warning)
        #expect(dark.first?.message.contains("names gone.png, which is not in the set's folder") == true)
    }

    @Test func aSizeWhoseFileIsMissingFromTheSetIsOnlyTheMissingFile() throws {
        var fixture = LintFixture.good
        fixture.files["\(LintFixture.primarySet)/i120.png"] = nil
        let report = try fixture.lint()
        #expect(report.findings.map(\.ruleID) == [.catalogFileMissing], "\(report.findings.map(\.message))")
    }

    @Test func aNameMissingInBothDictionariesIsOneError() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["dark", "CFBundleIconFiles"], ["gone"])
        fixture.set(["CFBundleIcons~ipad", "CFBundleAlternateIcons", "dark", "CFBundleIconFiles"], ["gone"])
        let report = try fixture.lint()
        let missing = report.findings.filter { $0.ruleID == .missingIconFile }
        #expect(missing.count == 1, "\(missing.map(\.message))")
        #expect(missing.first?.location == "CFBundleIcons.CFBundleAlternateIcons.dark")
        #expect(missing.first?.message.hasSuffix("(the same at CFBundleIcons~ipad.CFBundleAlternateIcons.dark)") == true)
    }

    @Test func anEmptySetIsOneErrorForBothDevices() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["dark"], ["CFBundleIconName": "Empty", "ordinal": 1])
        fixture.set(["CFBundleIcons~ipad", "CFBundleAlternateIcons", "dark"], ["CFBundleIconName": "Empty", "ordinal": 1])
        fixture.files["App/Assets.xcassets/Empty.appiconset/Contents.json"] = Data(#"{"images":[]}"#.utf8)
        let report = try fixture.lint()
        let empty = report.findings.filter { $0.ruleID == .catalogSetEmpty }
        #expect(empty.map(\.message) == ["the icon set \u{2018}Empty\u{2019} has no usable image for iPhone and iPad"])
    }

    @Test func pathsInMessagesAreRelativeToTheWorkingDirectory() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["dark", "CFBundleIconFiles"], ["gone"])
        fixture.files["\(LintFixture.primarySet)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, alpha: true)
        let report = try fixture.lint(fromItsFolder: true)
        let missing = try #require(report.findings.first { $0.ruleID == .missingIconFile })
        #expect(!missing.message.contains("/tmp") && !missing.message.contains("/App/"), "\(missing.message)")
        // The file column names the set's Contents.json; the message names the image by its name alone.
        let alpha = try #require(report.findings.first { $0.ruleID == .marketingIconAlphaChannel })
        #expect(alpha.message.hasPrefix("store.png has an alpha channel"), "\(alpha.message)")
    }

    @Test func aListNamesThreeAndCountsTheRest() {
        #expect(IconGrouping.list(["a", "b"]) == "\u{201C}a\u{201D}, \u{201C}b\u{201D}")
        #expect(IconGrouping.list(["a", "b", "c", "d"]).hasSuffix("\u{201C}d\u{201D}"))
        #expect(IconGrouping.list(["a", "b", "c", "d", "e"]).hasSuffix("\u{201C}c\u{201D} and 2 more"))
        #expect(IconGrouping.commonKeyPath(["A.B.dark", "A.B.light"]) == "A.B")
        #expect(IconGrouping.commonKeyPath(["A.x", "B.x"]) == nil)
        #expect(IconGrouping.commonKeyPath([]) == nil)
        #expect(IconGrouping.commonKeyPath(["A.B", "A.B.c", "A.B", "A.Bc", "A.Bc.d"]) == "A")
        #expect(IconGrouping.commonKeyPath(["A.B.c", "A.B.c.d", "A.B.e"]) == "A.B")
    }
}

/// The corpus apps' counts before and after “one cause, one finding”, pinned.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct OneCauseCorpusTests {
    static func lint(_ relative: String) throws -> LintReport {
        let apps = try TestApp.load(SharedFolder.corpus(relative), idioms: nil)
        return Linter().lint(apps)
    }

    @Test func homeAssistantsMissingIPadSizesAreOneWarningFor26Alternates() throws {
        let report = try Self.lint("home-assistant__iOS/HomeAssistant.xcodeproj")
        let sizes = report.findings.filter { $0.ruleID == .alternateIPadSizeMissing }
        #expect(sizes.count == 1, "was 26, one per alternate")
        #expect(sizes.first?.icons.count == 26)
        #expect(sizes.first?.message.hasPrefix("26 alternates (") == true)
        // Errors: the missing `default` file. Warnings: the grouped iPad sizes, the App Store icon's
        // alpha channel (a warning while no pixel is shown transparent), and the `#include
        // "Version.xcconfig"` the corpus extract lacks (the repository has it).
        #expect((report.count(.error), report.count(.warning)) == (1, 3), "\(report.findings.map(\.message))")
    }

    /// The eleven alternates' single images the corpus extraction left out: a warning each (the
    /// alternates ship without them), and no empty-set finding besides.
    @Test func iceCubesMissingFilesAreOneWarningEach() throws {
        let report = try Self.lint("Dimillian__IceCubesApp/IceCubesApp.xcodeproj")
        #expect(report.findings.filter { $0.ruleID == .catalogFileMissing }.count == 11)
        #expect(!report.findings.contains { $0.ruleID == .catalogSetEmpty }, "was 22: the 11 sets, for iPhone and for iPad")
        #expect(report.findings.filter { $0.ruleID == .catalogFileMissing }.allSatisfy { $0.severity == .warning })
        #expect(report.count(.error) == 0)
        #expect(!report.findings.contains { $0.message.contains(SharedFolder.path) }, "paths relative to one base")
    }
}
