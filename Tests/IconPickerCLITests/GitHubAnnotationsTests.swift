import Foundation
import TestSupport
import Testing

@testable import IconPickerCLI

/// `lint --format github`: GitHub Actions workflow commands, checked against their grammar.
@Suite final class GitHubAnnotationsTests {
    let state = TemporaryFolder("iconpicker-github-state")
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// `::command key=value,…::data`: the keys GitHub reads, values without a bare `:` or `,`, and no
    /// `%` other than the escapes GitHub decodes.
    static var grammar: Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)> {
        /::(error|warning|notice) file=([^,:]*),line=(\d+),col=(\d+),title=([^,:]*)::(.*)/
    }
    static func escapesAreGitHubs(_ text: Substring) -> Bool {
        text.matches(of: /%(..)?/).allSatisfy { ["%25", "%0D", "%0A", "%3A", "%2C"].contains(String($0.output.0)) }
    }

    @Test func everyLineIsAWorkflowCommandRelativeToTheRepositoryRoot() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        // Run from below the root: paths stay relative to the folder holding .git, as GitHub wants.
        let result = try runner.run(["lint", "--format", "github", "Info.plist"], in: folder.path + "/App")
        #expect(result.status == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stdout)")
        let plist = try String(contentsOfFile: folder.path + "/App/Info.plist", encoding: .utf8).split(separator: "\n")
        for line in lines {
            let match = try #require(line.wholeMatch(of: Self.grammar), "\(line)")
            #expect(match.2 == "App/Info.plist")
            #expect(Self.escapesAreGitHubs(match.5) && Self.escapesAreGitHubs(match.6), "\(line)")
            let number = try #require(Int(match.3))
            #expect(plist[number - 1].contains("<key>"), "the line of the finding's key: \(line)")
        }
        let error = try #require(lines.first { $0.hasPrefix("::error ") })
        #expect(error.contains("title=iconpicker missing-icon-file::"))
        #expect(error.hasSuffix("(ITMS-90032)%0Aat CFBundleIcons.CFBundleAlternateIcons.gone"), "\(error)")
        #expect(lines.contains { $0.hasPrefix("::warning ") && $0.contains("ordinal-missing") })
    }

    @Test func aCleanAppPrintsNothing() throws {
        let result = try runner.run(["lint", "--format", "github", "Resources/Colourful"])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result)")
    }

    @Test func messagesAndPropertiesAreEscapedAsGitHubReadsThem() {
        #expect(GitHubAnnotations.escapedData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
        #expect(GitHubAnnotations.escapedProperty("App/a:b,c%.png") == "App/a%3Ab%2Cc%25.png")
        #expect(GitHubAnnotations.escapedData("\u{1B}[31mred") == "\\u{1B}[31mred", "the log viewer obeys ANSI sequences")
        #expect(GitHubAnnotations.command(.note) == "notice")
    }
}
