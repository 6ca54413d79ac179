import Basics
import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

/// False alarms found by checking every finding on the corpus apps against their files, each pinned
/// on a minimal case and on the real app.
@Suite struct FalseAlarmTests {
    @Test func anExtensionsEmptySetOfTheSameNameDoesNotHideTheAppsSet() throws {
        // Basic-Car-Maintenance: the widget's catalog also holds an `AppIcon`, with one empty slot,
        // and its folder is searched first.
        var fixture = LintFixture.good
        fixture.files["Widget/Assets.xcassets/AppIcon.appiconset/Contents.json"] = Data(
            #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}]}"#.utf8)
        let report = try fixture.lint()
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func aMissingPrimarySetIsNotJudgedByAnotherSetsAppStoreImage() throws {
        // home-assistant, Beta: the primary set AppIcon.beta-nc is missing, and the iPad dictionary's
        // own files name AppIcon, whose App Store image the Beta build does not use.
        var fixture = LintFixture.good
        fixture.set(["CFBundleIcons", "CFBundlePrimaryIcon", "CFBundleIconName"], "Nowhere")
        fixture.files["\(LintFixture.primarySet)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, alpha: true)
        let report = try fixture.lint(idioms: [.iphone, .ipad])
        #expect(report.findings.contains { $0.ruleID == .catalogSetMissing })
        #expect(!report.findings.contains { $0.rule.category == .sizes && $0.ruleID.rawValue.hasPrefix("marketing-icon") })
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func basicCarMaintenanceHasOnlyItsRealMistake() throws {
        let project = SharedFolder.corpus("mikaelacaron__Basic-Car-Maintenance/Basic-Car-Maintenance.xcodeproj")
        let apps = try TestApp.load(project, idioms: [.iphone, .ipad])
        let report = Linter().lint(apps)
        let mistakes = report.findings.filter { $0.severity > .note }
        #expect(mistakes.map(\.ruleID) == [.codeIconName], "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        // The git-ignored Basic-Car-Maintenance.xcconfig (a .template is committed) is each machine's own.
        let notes = report.findings.filter { $0.severity == .note }
        #expect(notes.map(\.ruleID) == [.buildSettingUnusable] && notes.first?.message.contains("leaves to each machine") == true)
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func emitronsAppStoreIconWithAnAlphaChannelIsNoError() throws {
        let project = SharedFolder.corpus("razeware__emitron-iOS/Emitron/Emitron.xcodeproj")
        let apps = try TestApp.load(project, idioms: [.iphone, .ipad])
        // Headers only: still a warning (decoded by libpng, `iconpicker lint` finds every pixel opaque).
        let report = Linter(pixelReader: nil).lint(apps)
        #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(report.findings.contains { $0.ruleID == .marketingIconAlphaChannel && $0.message.contains("appstore1024.png") })
    }
}
