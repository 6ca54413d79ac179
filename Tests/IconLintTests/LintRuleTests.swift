import Basics
import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

/// One minimal mistake per rule: the rule fires on it, with its id and a location, and the good
/// fixture it was made from lints clean (so every rule also stays silent on a good app).
struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: RuleID
    /// Text the finding's message must contain.
    let says: String
    let breakFixture: @Sendable (inout LintFixture) -> Void
    var idioms: [Idiom]? = nil
    /// Set for the rules that judge pixels (the App Store icon's transparency).
    var pixelReader: (any IconPixelReader)? = nil

    var testDescription: String { rule.rawValue }
}

private let alternates = ["CFBundleIcons", "CFBundleAlternateIcons"]
private let iPadAlternates = ["CFBundleIcons~ipad", "CFBundleAlternateIcons"]
private let set = LintFixture.primarySet

/// A PNG with a `tRNS` chunk after `IHDR`: transparency without an alpha channel.
private func withTransparencyChunk(_ png: Data) -> Data {
    var data = png
    data.insert(contentsOf: PNGFixture.chunk("tRNS", Data([0, 0])), at: 33)
    return data
}

/// What `git lfs` leaves in place of a file when its objects were not fetched.
private let lfsPointer = """
    version https://git-lfs.github.com/spec/v1
    oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
    size 12345

    """

let ruleCases: [RuleCase] = [
    // Files and sets
    RuleCase(rule: .missingIconFile, says: "no file for \u{2018}gone\u{2019}") {
        $0.set(alternates + ["dark", "CFBundleIconFiles"], ["gone"])
    },
    RuleCase(rule: .iconFileInCatalog, says: "is inside an asset catalog") { fixture in
        for suffix in ["60@2x", "60@3x"] {
            fixture.files["App/Assets.xcassets/Loose/dark-\(suffix).png"] = fixture.files.removeValue(
                forKey: "App/Icons/dark-\(suffix).png")
        }
    },
    RuleCase(rule: .catalogSetMissing, says: "\u{2018}Nowhere\u{2019}") {
        $0.set(["CFBundleIcons", "CFBundlePrimaryIcon", "CFBundleIconName"], "Nowhere")
    },
    RuleCase(rule: .catalogSetEmpty, says: "no usable image") { fixture in
        fixture.set(alternates + ["dark"], ["CFBundleIconName": "Empty", "ordinal": 1])
        fixture.files["App/Assets.xcassets/Empty.appiconset/Contents.json"] = Data(
            #"{"images":[{"idiom":"iphone","size":"60x60","scale":"2x"}]}"#.utf8)
    },
    RuleCase(rule: .noImageDeclared, says: "declares no image") { $0.set(alternates + ["dark"], ["ordinal": 1]) },
    RuleCase(rule: .noFileForIdiom, says: "which iPhone does not use") { $0.set(alternates + ["dark", "CFBundleIconFiles"], ["dark-76"]) },
    RuleCase(rule: .duplicateFileName, says: "exists in several folders") {
        $0.files["App/Other/dark-60@2x.png"] = PNGFixture.solid(width: 120, height: 120)
    },
    RuleCase(rule: .modifierCase, says: "dark-76@2X~iPad.png spells its modifier \u{201C}@2X~iPad\u{201D}") { fixture in
        fixture.set(iPadAlternates + ["dark", "CFBundleIconFiles"], ["dark-76", "dark-83.5"])
        fixture.files["App/Icons/dark-76@2X~iPad.png"] = fixture.files.removeValue(forKey: "App/Icons/dark-76@2x~ipad.png")
        fixture.files["App/Icons/dark-76~ipad.png"] = PNGFixture.solid(width: 76, height: 76)
    },
    // Sizes and the App Store icon
    RuleCase(rule: .iPhoneIconSizeMissing, says: "no 120x120 px image for iPhone") {
        $0.primaryEntries.removeAll { $0["filename"] as? String == "i120.png" }
    },
    RuleCase(rule: .iPadIconSizeMissing, says: "no 167x167 px image for iPad") {
        $0.primaryEntries.removeAll { $0["filename"] as? String == "p167.png" }
    },
    RuleCase(rule: .alternateIPhoneSizeMissing, says: "\u{201C}dark\u{201D} has no 120x120") { $0.files["App/Icons/dark-60@2x.png"] = nil },
    RuleCase(rule: .alternateIPadSizeMissing, says: "no 152x152 px image for iPad") { $0.files["App/Icons/dark-76@2x~ipad.png"] = nil },
    RuleCase(rule: .recommendedSizeMissing, says: "no 180x180 px image") { $0.files["App/Icons/light-60@3x.png"] = nil },
    RuleCase(rule: .marketingIconMissing, says: "no 1024x1024 px App Store image") {
        $0.primaryEntries.removeAll { $0["idiom"] as? String == "ios-marketing" }
    },
    RuleCase(
        rule: .marketingIconAlphaChannel, says: "store.png has an alpha channel, but every pixel is opaque",
        breakFixture: {
            $0.files["\(set)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, rgba: (30, 120, 200, 255), alpha: true)
        },
        pixelReader: StoredPNGPixelReader()),
    RuleCase(
        rule: .marketingIconTransparent, says: "1048576 of its pixels (100.0%) are transparent",
        breakFixture: {
            $0.files["\(set)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, rgba: (30, 120, 200, 254), alpha: true)
        },
        pixelReader: StoredPNGPixelReader()),
    // Image files
    RuleCase(rule: .iconNotPNG, says: "is not a PNG file") {
        $0.files["App/Icons/dark-60@3x.png"] = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 60))
    },
    RuleCase(rule: .iconNotSquare, says: "is 180x150 px") {
        $0.files["App/Icons/dark-60@3x.png"] = PNGFixture.solid(width: 180, height: 150)
    },
    RuleCase(rule: .cgbiInSource, says: "CgBI") {
        $0.files["App/Icons/dark-60@3x.png"] = PNGFixture.cgbi(width: 180, height: 180, rgba: [UInt8](repeating: 255, count: 180 * 180 * 4))
    },
    RuleCase(rule: .unreadableImage, says: "cut short") {
        $0.files["App/Icons/dark-60@3x.png"] = PNGFixture.solid(width: 180, height: 180).prefix(20)
    },
    RuleCase(rule: .imageSizeMismatch, says: "its name says 60 pt at @3x, which is 180x180 px") {
        $0.files["App/Icons/dark-60@3x.png"] = PNGFixture.solid(width: 170, height: 170)
    },
    RuleCase(rule: .lfsPointer, says: "is a Git LFS pointer, not the image") {
        $0.files["App/Icons/dark-60@3x.png"] = Data(lfsPointer.utf8)
    },
    RuleCase(rule: .duplicateImage, says: "\u{201C}dark\u{201D} and \u{201C}light\u{201D} show the same image") { fixture in
        for suffix in ["60@2x", "60@3x", "76@2x~ipad", "83.5@2x~ipad"] {
            fixture.files["App/Icons/light-\(suffix).png"] = fixture.files["App/Icons/dark-\(suffix).png"]
        }
    },
    // Info.plist structure
    RuleCase(rule: .wrongType, says: "expected a string or an array of strings, found an integer") {
        $0.set(alternates + ["dark", "CFBundleIconFiles"], 5)
    },
    RuleCase(rule: .primaryInsideAlternates, says: "move it up one level") {
        $0.set(alternates + ["CFBundlePrimaryIcon"], ["CFBundleIconName": "AppIcon", "ordinal": 3])
    },
    RuleCase(rule: .iconNameMissing, says: "CFBundleIconName = AppIcon") {
        $0.set(alternates + ["dark", "CFBundleIconFiles"], ["AppIcon60x60"])
    },
    RuleCase(rule: .mixedFileExtensions, says: "\u{2018}dark-76.png\u{2019} has a file extension") {
        $0.set(iPadAlternates + ["dark", "CFBundleIconFiles"], ["dark-76.png", "dark-83.5"])
    },
    RuleCase(rule: .invalidFileName, says: "contains a slash") {
        $0.set(alternates + ["dark", "CFBundleIconFiles"], ["dark-60", "Icons/dark-60"])
    },
    RuleCase(rule: .newsstandIcon, says: "obsolete") { $0.set(["CFBundleIcons", "UINewsstandIcon"], ["CFBundleIconFiles": ["news"]]) },
    RuleCase(rule: .prerenderedIcon, says: "no effect since iOS 7") { $0.set(alternates + ["dark", "UIPrerenderedIcon"], false) },
    RuleCase(rule: .unexpandedBuildVariable, says: "BUNDLE_ID_SUFFIX") {
        $0.set(alternates + ["dark", "CFBundleIconFiles"], ["dark-60", "dark${BUNDLE_ID_SUFFIX}"])
    },
    RuleCase(rule: .primaryNotDeclared, says: "no CFBundlePrimaryIcon") { fixture in
        fixture.set(["CFBundleIcons", "CFBundlePrimaryIcon"], nil)
        fixture.set(["CFBundleIcons~ipad", "CFBundlePrimaryIcon"], nil)
    },
    RuleCase(rule: .iPadPrimaryMissing, says: "CFBundleIcons~ipad has no CFBundlePrimaryIcon") {
        $0.set(["CFBundleIcons~ipad", "CFBundlePrimaryIcon"], nil)
    },
    RuleCase(rule: .missingAppName, says: "none of CFBundleDisplayName") { $0.set(["CFBundleDisplayName"], nil) },
    RuleCase(rule: .missingBundleIdentifier, says: "CFBundleIdentifier is missing") { $0.set(["CFBundleIdentifier"], nil) },
    // The iPad rule
    RuleCase(rule: .iPadAlternateNotDeclared, says: "\u{201C}light\u{201D} is declared in CFBundleIcons but not in CFBundleIcons~ipad") {
        $0.set(iPadAlternates + ["light"], nil)
    },
    // Ordering
    RuleCase(rule: .ordinalMissing, says: "\u{201C}light\u{201D} has no ordinal") { $0.set(alternates + ["light", "ordinal"], nil) },
    RuleCase(rule: .ordinalNotInteger, says: "should be an integer, found a string") { $0.set(alternates + ["light", "ordinal"], "2") },
    RuleCase(rule: .ordinalDuplicate, says: "share ordinal 1") { $0.set(alternates + ["light", "ordinal"], 1) },
    RuleCase(rule: .ordinalNone, says: "no alternate declares an ordinal") { fixture in
        fixture.set(alternates + ["dark", "ordinal"], nil)
        fixture.set(alternates + ["light", "ordinal"], nil)
    },
    RuleCase(rule: .codeIconName, says: "asks for \u{201C}Dark\u{201D} (line 3, the icon is \u{201C}dark\u{201D})") {
        $0.files["App/IconSwitcher.swift"] = Data(
            """
            import UIKit
            func useDark() {
                UIApplication.shared.setAlternateIconName("Dark")
            }

            """.utf8)
    },
    // Contents.json
    RuleCase(rule: .catalogFileMissing, says: "names i180.png, which is not in") { $0.files["\(set)/i180.png"] = nil },
    RuleCase(rule: .catalogUnknownIdiom, says: "\u{201C}iphon\u{201D}") {
        $0.primaryEntries.append(["filename": "i120.png", "idiom": "iphon", "size": "60x60", "scale": "2x"])
    },
    RuleCase(rule: .catalogUnknownSize, says: "the iphone 61x61 @2x slot matches no iphone icon slot") {
        $0.primaryEntries.append(["idiom": "iphone", "size": "61x61", "scale": "2x"])
    },
    RuleCase(rule: .catalogSizeMismatch, says: "i180.png is 150x150 px but the iphone 60x60 @3x slot needs 180x180") {
        $0.files["\(set)/i180.png"] = PNGFixture.solid(width: 150, height: 150)
    },
    RuleCase(rule: .appearanceWithoutFile, says: "the dark slot") {
        $0.primaryEntries.append([
            "idiom": "universal", "platform": "ios", "size": "1024x1024",
            "appearances": [["appearance": "luminosity", "value": "dark"]],
        ])
    },
    RuleCase(rule: .catalogContentsUnreadable, says: "not valid JSON") { fixture in
        fixture.set(alternates + ["dark"], ["CFBundleIconName": "Broken", "ordinal": 1])
        fixture.files["App/Assets.xcassets/Broken.appiconset/Contents.json"] = Data("{ images: ".utf8)
    },
    RuleCase(rule: .catalogEntryMalformed, says: "entry is not a JSON object") { fixture in
        fixture.set(alternates + ["dark"], ["CFBundleIconName": "Odd", "ordinal": 1])
        fixture.files["App/Assets.xcassets/Odd.appiconset/Contents.json"] = Data(
            #"{"images":["text", {"filename":"a.png","idiom":"universal","platform":"ios","size":"1024x1024"}]}"#.utf8)
        fixture.files["App/Assets.xcassets/Odd.appiconset/a.png"] = LintFixture.marketingPNG
    },
]

@Suite struct LintRuleTests {
    @Test func theGoodFixtureLintsClean() throws {
        let report = try LintFixture.good.lint()
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(report.idioms == [.iphone, .ipad])
        #expect(report.subjects == [.primary, .alternate("dark"), .alternate("light")])
    }

    @Test(arguments: ruleCases) func eachRuleFiresOnItsMistake(_ ruleCase: RuleCase) throws {
        var fixture = LintFixture.good
        ruleCase.breakFixture(&fixture)
        let report = try fixture.lint(idioms: ruleCase.idioms, pixelReader: ruleCase.pixelReader)
        let matching = report.findings.filter { $0.ruleID == ruleCase.rule }
        #expect(!matching.isEmpty, "\(ruleCase.rule) did not fire; found \(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(matching.contains { $0.message.contains(ruleCase.says) }, "\(matching.map(\.message))")
        let rule = ruleCase.rule.rule
        #expect(rule.category != .shown, "lint reports only rules of the configuration")
        #expect(matching.allSatisfy { $0.file != nil })
        #expect(matching.contains { $0.severity == rule.severity }, "default severity \(rule.severity) not seen")
        for finding in report.findings {
            #expect(finding.rule.category != .shown, "\(finding.ruleID) is reported by list and the chooser, not lint")
        }
    }

    @Test func everyRuleHasACase() {
        let covered = Set(ruleCases.map(\.rule)).union(ProjectLintTests.coveredRules).union([.searchTruncated])
            .union(IconComposerProjectLintTests.coveredRules).union(IconJSONLintTests.coveredRules)
        // Rules about showing icons are reported by list and the chooser; lint has no case for them.
        let linted = LintRule.all.filter { $0.category != .shown }.map(\.id)
        #expect(Set(linted).subtracting(covered).map(\.rawValue).sorted() == [])
        #expect(Set(LintRule.all.map(\.id)).count == LintRule.all.count, "rule ids must be unique")
    }

    @Test func aTruncatedSearchIsReported() throws {
        let report = try LintFixture.good.lint(maxIndexEntries: 3)
        #expect(report.findings.contains { $0.ruleID == .searchTruncated && $0.message.contains("after 3 entries") })
    }

    @Test func findingsCarryTheKeyPathAndAreGroupedByIcon() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["light", "ordinal"], "2")
        fixture.set(alternates + ["dark", "CFBundleIconFiles"], ["gone"])
        let report = try fixture.lint()
        let ordinal = try #require(report.findings.first { $0.ruleID == .ordinalNotInteger })
        #expect(ordinal.location == "CFBundleIcons.CFBundleAlternateIcons.light.ordinal")
        #expect(ordinal.subject == .alternate("light"))
        #expect(ordinal.file?.hasSuffix("App/Info.plist") == true)
        let missing = try #require(report.findings.first { $0.ruleID == .missingIconFile })
        #expect(missing.location == "CFBundleIcons.CFBundleAlternateIcons.dark")
        #expect(report.groups.map(\.subject) == [.alternate("dark"), .alternate("light")])
        #expect(report.failed(strict: false))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["light", "ordinal"], nil)
        let report = try fixture.lint()
        #expect(report.count(.error) == 0 && report.count(.warning) > 0)
        #expect(!report.failed(strict: false))
        #expect(report.failed(strict: true))
    }

    @Test func anIPhoneOnlyAppIsNotHeldToIPadSizes() throws {
        var fixture = LintFixture.good
        fixture.set(["UIDeviceFamily"], [1])
        fixture.set(["CFBundleIcons~ipad"], nil)
        fixture.primaryEntries.removeAll { $0["idiom"] as? String == "ipad" }
        let report = try fixture.lint()
        #expect(report.idioms == [.iphone])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func theBuildsOwnIPadDictionaryIsPredicted() throws {
        // The trap behind Raivo OTP #161: no ~ipad in the source, but the primary set has iPad images.
        var fixture = LintFixture.good
        fixture.set(["CFBundleIcons~ipad"], nil)
        let report = try fixture.lint()
        // One cause (the missing dictionary), one finding listing the alternates it breaks.
        let findings = report.findings.filter { $0.ruleID == .iPadAlternateNotDeclared }
        #expect(findings.map(\.icons) == [["dark", "light"]])
        #expect(findings.map(\.subject) == [.app])
        #expect(findings.allSatisfy { $0.message.contains("the build writes CFBundleIcons~ipad") })
    }

    @Test func aPixelReaderCountsTransparentPixels() throws {
        struct HalfClear: IconPixelReader {
            func pixels(of path: String) throws -> RGBAImage {
                var image = RGBAImage(width: 4, height: 4, filledWith: (1, 2, 3, 255))
                for index in stride(from: 3, to: 32, by: 4) { image.pixels[index] = 0 }
                return image
            }
        }
        var fixture = LintFixture.good
        fixture.files["\(set)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, alpha: true)
        let report = try fixture.lint(pixelReader: HalfClear())
        let transparent = report.findings.first { $0.ruleID == .marketingIconTransparent }
        #expect(transparent?.message.contains("8 of its pixels (50.0%) are transparent") == true)
        #expect(transparent?.severity == .error)
        #expect(!report.findings.contains { $0.ruleID == .marketingIconAlphaChannel }, "one cause, one finding")
    }

    @Test func anOpaqueImageWithAnAlphaChannelIsAWarningNotAnError() throws {
        var fixture = LintFixture.good
        fixture.files["\(set)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, alpha: true)
        let report = try fixture.lint(pixelReader: StoredPNGPixelReader())
        let channel = try #require(report.findings.first { $0.ruleID == .marketingIconAlphaChannel })
        #expect(channel.severity == .warning)
        #expect(channel.message.contains("every pixel is opaque") && channel.message.contains("removing it is the safe fix"))
        #expect(!report.findings.contains { $0.ruleID == .marketingIconTransparent })
        #expect(!report.failed(strict: false), "an opaque App Store icon with an alpha channel has shipped: not a failure")
    }

    @Test func anAlphaChannelWhosePixelsCannotBeReadIsAWarning() throws {
        // The chooser lints headers only: it cannot prove transparency, so it does not call it an error.
        var fixture = LintFixture.good
        fixture.files["\(set)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, rgba: (1, 2, 3, 0), alpha: true)
        let report = try fixture.lint(pixelReader: nil)
        let channel = try #require(report.findings.first { $0.ruleID == .marketingIconAlphaChannel })
        #expect(channel.message.contains("its pixels were not decoded"))
        #expect(!report.findings.contains { $0.ruleID == .marketingIconTransparent })
        let decoded = try fixture.lint(pixelReader: StoredPNGPixelReader())
        #expect(decoded.findings.contains { $0.ruleID == .marketingIconTransparent && $0.message.contains("(100.0%) are transparent") })
    }

    @Test func aTransparencyChunkWithoutAlphaIsFound() throws {
        var fixture = LintFixture.good
        let grey = PNGFixture.png(width: 1024, height: 1024, colorType: 0, raw: Data(repeating: 0, count: 1025 * 1024))
        fixture.files["\(set)/store.png"] = withTransparencyChunk(grey)
        let report = try fixture.lint()
        #expect(report.findings.contains { $0.ruleID == .marketingIconAlphaChannel && $0.message.contains("tRNS") })
    }

    @Test func aSingleSizeSetSatisfiesEverySize() throws {
        var fixture = LintFixture.good
        fixture.primaryEntries = [["filename": "store.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
        let report = try fixture.lint()
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func builtAppsAreNotHeldToSourceTreeRules() throws {
        var fixture = LintFixture.good
        fixture.files["App/Icons/dark-60@3x.png"] = PNGFixture.cgbi(
            width: 180, height: 180, rgba: [UInt8](repeating: 255, count: 180 * 180 * 4))
        let folder = fixture.write()
        defer { folder.remove() }
        // The same files laid out as a built bundle: Info.plist and icons in the .app's root.
        let bundle = folder.path + "/Good.app"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder.path + "/App/Info.plist", toPath: bundle + "/Info.plist")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App/Icons") {
            try FileManager.default.copyItem(atPath: folder.path + "/App/Icons/" + name, toPath: bundle + "/" + name)
        }
        let apps = try TestApp.load(bundle, idioms: [.iphone])
        let report = Linter().lint(apps)
        #expect(!report.findings.contains { $0.ruleID == .cgbiInSource || $0.ruleID == .marketingIconMissing })
    }

    @Test func anLFSPointerIsOneFindingNotAlsoNotAPNG() throws {
        var fixture = LintFixture.good
        fixture.files["App/Icons/dark-60@3x.png"] = Data(lfsPointer.utf8)
        fixture.files["\(set)/i180.png"] = Data(lfsPointer.utf8)
        let all = try fixture.lint().findings
        // The sizes the pointers stand for are missing because of them: not findings of their own.
        #expect(!all.contains { [.recommendedSizeMissing, .iPhoneIconSizeMissing].contains($0.ruleID) }, "\(all.map(\.message))")
        let findings = all.filter { [.lfsPointer, .iconNotPNG, .unreadableImage].contains($0.ruleID) }
        #expect(findings.map(\.ruleID) == [.lfsPointer], "\(findings.map(\.message))")
        let message = findings.first?.message ?? ""
        #expect(message.hasPrefix("2 icon files are Git LFS pointers, not images ("), "\(message)")
        #expect(message.contains("App/Icons/dark-60@3x.png") && message.contains("AppIcon.appiconset/i180.png"), "\(message)")
    }

    @Test func aTintedImageWithTheDefaultImagesBytesIsFound() throws {
        var fixture = LintFixture.good
        fixture.primaryEntries.append([
            "filename": "i120.png", "idiom": "iphone", "size": "60x60", "scale": "2x",
            "appearances": [["appearance": "luminosity", "value": "tinted"]],
        ])
        let findings = try fixture.lint().findings.filter { $0.ruleID == .duplicateImage }
        #expect(findings.map(\.message).contains { $0.hasPrefix("the tinted image of \u{2018}AppIcon\u{2019} (i120.png)") }, "\(findings)")
    }

    @Test func twoAlternatesNamingTheSameFileAreNotDuplicates() throws {
        // How apps keep an old alternate name working (home-assistant's ha-blue and release).
        var fixture = LintFixture.good
        fixture.set(alternates + ["light", "CFBundleIconFiles"], ["dark-60"])
        fixture.set(iPadAlternates + ["light", "CFBundleIconFiles"], ["dark-76", "dark-83.5"])
        let findings = try fixture.lint().findings
        #expect(!findings.contains { $0.ruleID == .duplicateImage }, "\(findings.map(\.message))")
    }

    @Test func codeThatAsksForAnUndeclaredIconIsFoundAndThemeWordsAreNot() throws {
        var fixture = LintFixture.good
        fixture.files["App/Settings.swift"] = Data(
            """
            let theme = "Light" // a theme, not the icon "light": a plain word is not distinctive
            // setAlternateIconName("gone") in a comment is not code
            func purple() async throws { try await UIApplication.shared.setAlternateIconName( "purple") }
            func reset() { UIApplication.shared.setAlternateIconName(nil) }

            """.utf8)
        fixture.files["Pods/Lib/Other.swift"] = Data(#"func f() { UIApplication.shared.setAlternateIconName("pods") }"#.utf8)
        let findings = try fixture.lint().findings.filter { $0.ruleID == .codeIconName }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("setAlternateIconName with \u{201C}purple\u{201D} (line 3)") == true)
        #expect(findings.first?.location == "3")
    }
}
