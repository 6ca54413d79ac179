import Foundation
import IconKit
import ProjectEditing
import TestSupport
import Testing

@Suite struct SettingRewriteTests {
    static let key = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

    @Test func anXCConfigLineKeepsItsCommentAndAnUnchangedValueIsNotTouched() throws {
        let folder = TemporaryFolder("setting-rewrite-xcconfig")
        defer { folder.remove() }
        let file = folder.write("Icons.xcconfig", text: "// icons\n\(Self.key) = Dark Light // both\n")
        let origin = SettingOrigin(level: .targetConfigurationFile, file: file, line: 2)
        var draft = ProjectDraft()
        let same = try SettingRewrite.rewrite(origin, key: Self.key, in: &draft, string: { $0 }, list: { $0 })
        #expect(same == .unchanged && draft.changeSet.isEmpty)
        let outcome = try SettingRewrite.rewrite(
            origin, key: Self.key, in: &draft, string: { $0.replacingOccurrences(of: "Dark", with: "Night") }, list: { $0 })
        #expect(outcome == .changed)
        #expect(try draft.text(at: file) == "// icons\n\(Self.key) = Night Light // both\n")
    }

    @Test func aSpecValueTheChangeEmptiesGoesWithItsKey() throws {
        let folder = TemporaryFolder("setting-rewrite-spec")
        defer { folder.remove() }
        let file = folder.write(
            "project.yml", text: "targets:\n  App:\n    settings:\n      base:\n        \(Self.key): Dark # the one\n        OTHER: x\n")
        let origin = SettingOrigin(level: .target, file: file, keyPath: "targets.App.settings.base.\(Self.key)")
        var draft = ProjectDraft()
        #expect(try SettingRewrite.rewrite(origin, key: Self.key, in: &draft, string: { _ in "" }, list: { $0 }) == .changed)
        #expect(try draft.text(at: file) == "targets:\n  App:\n    settings:\n      base:\n        OTHER: x\n")
    }

    @Test func aSettingXcodeSetsOrAManifestWritesIsNotEditable() throws {
        var draft = ProjectDraft()
        let builtIn = try SettingRewrite.rewrite(
            SettingOrigin(level: .builtIn), key: Self.key, in: &draft, string: { $0 + " X" }, list: { $0 })
        #expect(builtIn == .notEditable("\(Self.key) is set by Xcode itself, in no file"))
        let folder = TemporaryFolder("setting-rewrite-manifest")
        defer { folder.remove() }
        let manifest = folder.write("Project.swift", text: "let project = Project()\n")
        let swift = try SettingRewrite.rewrite(
            SettingOrigin(level: .target, file: manifest), key: Self.key, in: &draft, string: { $0 + " X" }, list: { $0 })
        guard case .notEditable(let reason) = swift else {
            Issue.record("\(swift)")
            return
        }
        #expect(reason.contains("Project.swift") && draft.changeSet.isEmpty)
    }
}
