import Basics
import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

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

@Suite struct LintRuleTests {
    @Test func theGoodFixtureLintsClean() throws {
        let report = try LintFixture.good.lint()
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(report.idioms == [.iphone, .ipad])
        #expect(report.subjects == [.primary, .alternate("dark"), .alternate("light")])
    }

    @Test func findingsCarryTheKeyPathAndAreGroupedByIcon() throws {
        var fixture = LintFixture.good
        fixture.set(alternates + ["light", "ordinal"], "2")
        fixture.set(alternates + ["dark", "CFBundleIconFiles"], ["gone"])
        fixture.set(iPadAlternates + ["dark", "CFBundleIconFiles"], ["gone"])
        fixture.files = fixture.files.filter { !$0.key.hasPrefix("App/Icons/dark-") }
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
        for file in ["p152.png", "p167.png"] { fixture.files["\(set)/\(file)"] = nil }
        fixture.files = fixture.files.filter { !$0.key.hasSuffix("~ipad.png") }
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
        for file in ["i120.png", "i180.png", "p152.png", "p167.png"] { fixture.files["\(set)/\(file)"] = nil }
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
