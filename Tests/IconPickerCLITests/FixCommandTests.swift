import Foundation
import TestSupport
import Testing

/// `iconpicker fix` as users run it: the built binary on an app in a temporary folder.
@Suite struct FixCommandTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIcons</key>
        \t<dict>
        \t\t<key>CFBundleAlternateIcons</key>
        \t\t<dict>
        \t\t\t<key>dark</key>
        \t\t\t<dict>
        \t\t\t\t<key>CFBundleIconFiles</key>
        \t\t\t\t<array>
        \t\t\t\t\t<string>dark-60</string>
        \t\t\t\t</array>
        \t\t\t\t<key>UIPrerenderedIcon</key>
        \t\t\t\t<false/>
        \t\t\t</dict>
        \t\t</dict>
        \t\t<key>CFBundlePrimaryIcon</key>
        \t\t<dict>
        \t\t\t<key>CFBundleIconFiles</key>
        \t\t\t<array>
        \t\t\t\t<string>AppIcon60x60</string>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.fix</string>
        </dict>
        </plist>

        """

    func app(in folder: TemporaryFolder) {
        folder.write("App/Info.plist", text: Self.plist)
        for name in ["AppIcon60x60", "dark-60"] {
            folder.write("App/\(name)@2x.png", PNGFixture.solid(width: 120, height: 120))
            folder.write("App/\(name)@3x.png", PNGFixture.solid(width: 180, height: 180))
        }
    }

    /// The dry run's diff, applied by git to an untouched copy, gives the bytes the real run wrote; a
    /// second run changes nothing and leaves the file byte-identical.
    @Test func theDryRunShowsExactlyWhatARealRunWrites() throws {
        let folder = TemporaryFolder("fix-command")
        let copy = TemporaryFolder("fix-command-copy")
        let state = TemporaryFolder("fix-state")
        defer {
            folder.remove()
            copy.remove()
            state.remove()
        }
        app(in: folder)
        app(in: copy)
        let runner = BinaryRunner(stateDirectory: state.path)
        let dry = try runner.run(["fix", "--dry-run", "App/Info.plist"], in: folder.path)
        #expect(dry.status == 0, "\(dry)")
        #expect(dry.stdout.hasPrefix("--- a/App/Info.plist\n+++ b/App/Info.plist\n"))
        #expect(dry.stderr.contains("would fix [prerendered-icon]: removed 1 UIPrerenderedIcon key"))
        #expect(folder.read("App/Info.plist") == Self.plist, "a dry run writes nothing")

        let real = try runner.run(["fix", "App/Info.plist"], in: folder.path)
        // Loose files have no App Store icon (marketing-icon-missing, not fixable): errors are left.
        #expect(real.status == 1, "\(real)")
        #expect(real.stdout.contains("[marketing-icon-missing]"))
        #expect(real.stderr.contains("fixed [prerendered-icon]"))
        #expect(!real.stdout.contains("prerendered-icon"), "the finding is gone from the lint that follows")

        copy.write("fix.diff", text: dry.stdout)
        let apply = Process()
        apply.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        apply.arguments = ["apply", "fix.diff"]
        apply.currentDirectoryURL = URL(fileURLWithPath: copy.path)
        try apply.run()
        apply.waitUntilExit()
        #expect(apply.terminationStatus == 0)
        #expect(copy.read("App/Info.plist") == folder.read("App/Info.plist"))

        let fixed = try #require(FileManager.default.contents(atPath: folder.path + "/App/Info.plist"))
        let again = try runner.run(["fix", "App/Info.plist"], in: folder.path)
        #expect(again.stderr.contains("nothing to change"))
        #expect(FileManager.default.contents(atPath: folder.path + "/App/Info.plist") == fixed)
    }

    @Test func lintWithFixRepairsThenReportsWhatIsLeft() throws {
        let folder = TemporaryFolder("lint-fix")
        let state = TemporaryFolder("fix-state")
        defer {
            folder.remove()
            state.remove()
        }
        app(in: folder)
        let result = try BinaryRunner(stateDirectory: state.path).run(["lint", "--fix", "App/Info.plist"], in: folder.path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("fixed [prerendered-icon]"))
        #expect(!result.stdout.contains("prerendered-icon"))
        #expect(result.stdout.contains("[marketing-icon-missing]"))
        #expect(folder.read("App/Info.plist")?.contains("UIPrerenderedIcon") == false)
    }

    @Test func aReadOnlyInfoPlistIsRefusedAndNothingChanges() throws {
        let folder = TemporaryFolder("fix-read-only")
        let state = TemporaryFolder("fix-state")
        defer {
            folder.remove()
            state.remove()
        }
        app(in: folder)
        chmod(folder.path + "/App/Info.plist", 0o444)
        let result = try BinaryRunner(stateDirectory: state.path).run(["fix", "App/Info.plist"], in: folder.path)
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr.contains("cannot be written (the file is read-only); nothing was changed"))
        #expect(folder.read("App/Info.plist") == Self.plist)
    }

    @Test func anUnknownOrUnfixableRuleIsAUsageError() throws {
        let folder = TemporaryFolder("fix-rules")
        let state = TemporaryFolder("fix-state")
        defer {
            folder.remove()
            state.remove()
        }
        app(in: folder)
        let runner = BinaryRunner(stateDirectory: state.path)
        let unknown = try runner.run(["fix", "--rule", "prerendered-icons", "App/Info.plist"], in: folder.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean prerendered-icon"))
        let unfixable = try runner.run(["fix", "--rule", "missing-icon-file", "App/Info.plist"], in: folder.path)
        #expect(unfixable.status == 2)
        #expect(unfixable.stderr.contains("missing-icon-file is not fixable by iconpicker"))
    }

    @Test func aBuiltAppIsNeverFixed() throws {
        let folder = TemporaryFolder("fix-built")
        let state = TemporaryFolder("fix-state")
        defer {
            folder.remove()
            state.remove()
        }
        let app = BuiltAppFixture.app(in: folder, plist: BuiltAppFixture.plist(alternates: ["Dark"]), catalog: nil)
        let result = try BinaryRunner(stateDirectory: state.path).run(["fix", app], in: folder.path)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("nothing is fixed in a built app"))
    }

    /// A name only Debug's setting holds is fixed when fix plans on Debug (by the option, or by
    /// `.iconpicker.yml`), and left alone on Release, the default.
    @Test func theConfigurationToPlanOnComesFromTheOptionOrTheFile() throws {
        let folder = TemporaryFolder("fix-configuration")
        let state = TemporaryFolder("fix-state")
        defer {
            folder.remove()
            state.remove()
        }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        LintConfigurationsTests.writeProject(in: folder)
        let runner = BinaryRunner(stateDirectory: state.path)
        let release = try runner.run(["fix", "--rule", "catalog-set-missing", "--dry-run"], in: folder.path)
        #expect(release.stdout.isEmpty, "\(release)")
        let debug = try runner.run(["fix", "--rule", "catalog-set-missing", "--dry-run", "--configuration", "Debug"], in: folder.path)
        #expect(debug.stdout.contains("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"Dark Missing\";"), "\(debug)")
        #expect(
            debug.stdout.contains(
                "+ADEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark;"
            ), "\(debug)")
        #expect(!debug.stdout.contains("+ARELEASE"), "\(debug)")
        folder.write(".iconpicker.yml", text: "configuration: Debug\n")
        let file = try runner.run(["fix", "--rule", "catalog-set-missing", "--dry-run"], in: folder.path)
        #expect(file.stdout == debug.stdout, "\(file)")
    }
}
