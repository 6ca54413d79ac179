import Foundation
import TestSupport
import Testing

@testable import IconPickerCLI

/// `.iconpicker.yml` found at the repository root as `.swiftlint.yml` is, `--config FILE`, and what
/// each key does to a real run.
@Suite final class LintSetupTests {
    let state = TemporaryFolder("iconpicker-setup-state")
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    @Test func theRootIsTheFolderHoldingGitAboveThePath() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        folder.write("App/Sub/Info.plist", text: "")
        let root = LintSetup.repositoryRoot(startingAt: folder.path + "/App/Sub")
        #expect(root == URL(fileURLWithPath: folder.path).standardizedFileURL.path)
        #expect(LintSetup.startFolder(path: "App/Sub/Info.plist", workingDirectory: folder.path).hasSuffix("/App/Sub"))
        #expect(LintSetup.startFolder(path: nil, workingDirectory: folder.path) == folder.path)
        // A worktree or a submodule has a .git file.
        folder.write("App/.git", text: "gitdir: ../.git/worktrees/app\n")
        #expect(LintSetup.repositoryRoot(startingAt: folder.path + "/App/Sub")?.hasSuffix("/App") == true)
    }

    @Test func theConfigurationAtTheRootDisablesRulesAndChangesSeverities() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        folder.write(".iconpicker.yml", text: "disabled_rules: [ordinal-missing]\nseverity:\n  missing-icon-file: warning\n")
        // From below the root, as from the root: the file is found by walking up to .git.
        let result = try runner.run(["lint", "Info.plist"], in: folder.path + "/App")
        #expect(result.status == 0, "the only error is now a warning: \(result)")
        #expect(!result.stdout.contains("[ordinal-missing]"))
        #expect(result.stdout.contains(": warning: no file for \u{2018}gone\u{2019}"), "\(result)")
        #expect(try runner.run(["lint", "--strict", "Info.plist"], in: folder.path + "/App").status == 1)
    }

    @Test func excludedPathsDropTheirFindingsAndConfigNamesAnotherFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        folder.write(".iconpicker.yml", text: "excluded: [App/]\n")
        let excluded = try runner.run(["lint", "App/Info.plist"], in: folder.path)
        #expect(excluded.status == 0 && excluded.stdout.contains("No problems found."), "\(excluded)")
        folder.write("ci/strict.yml", text: "severity: {ordinal-missing: error}\n")
        let other = try runner.run(["lint", "--config", "ci/strict.yml", "App/Info.plist"], in: folder.path)
        #expect(other.status == 1 && other.stdout.contains(": error: \u{201C}light\u{201D} has no ordinal"), "\(other)")
    }

    @Test func theDefaultConfigurationIsTheOneChecked() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        LintConfigurationsTests.writeProject(in: folder)
        folder.write(".iconpicker.yml", text: "target: Shop\nconfiguration: Release\n")
        let release = try runner.run(["lint"], in: folder.path)
        #expect(String(release.stdout.split(separator: "\n").first ?? "").hasSuffix("in the Release configuration"), "\(release)")
        let debug = try runner.run(["lint", "--configuration", "Debug"], in: folder.path)
        #expect(debug.status == 1 && debug.stdout.contains("Missing"), "the option wins over the file: \(debug)")
    }

    @Test func anUnknownKeyOrRuleIsAUsageErrorListingTheKnownOnes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        folder.write(".iconpicker.yml", text: "disabled: [ordinal-missing]\n")
        let key = try runner.run(["lint", "App/Info.plist"], in: folder.path)
        #expect(key.status == 2, "\(key)")
        #expect(
            key.stderr.contains(
                ".iconpicker.yml: disabled: unknown key \u{201C}disabled\u{201D}; the keys are configuration, disabled_rules"))
        folder.write(".iconpicker.yml", text: "disabled_rules:\n  - ordinal-mising\n")
        let rule = try runner.run(["lint", "App/Info.plist"], in: folder.path)
        #expect(rule.status == 2, "\(rule)")
        #expect(rule.stderr.contains("disabled_rules[0]: there is no rule \u{201C}ordinal-mising\u{201D}"), "\(rule.stderr)")
        #expect(rule.stderr.contains("did you mean ordinal-missing"), "\(rule.stderr)")
        #expect(rule.stderr.contains("  missing-icon-file "), "every rule is listed")
        #expect(try runner.run(["lint", "--config", "absent.yml", "App/Info.plist"], in: folder.path).status == 66)
    }
}
