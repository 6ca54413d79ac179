import Foundation
import TestSupport
import Testing

/// Only `lint` reports findings: `list`, `current`, `set`, `reset` and the chooser print their answer
/// and errors; `--quiet` drops the note on which app was read, `--verbose` brings the reader's notes.
@Suite struct AppOptionsTests {
    let state = TemporaryFolder("iconpicker-options-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// An app whose alternates declare no ordinal (five of six corpus apps): a note the reader makes.
    func writeApp(_ folder: TemporaryFolder) {
        for name in ["primary", "dark", "light"] {
            folder.write("Icons/\(name)@2x.png", PNGFixture.solid(width: 120, height: 120))
            folder.write("Icons/\(name)@3x.png", PNGFixture.solid(width: 180, height: 180))
        }
        folder.write(
            "Info.plist",
            PlistFixture.xml(
                PlistFixture.infoPlist(
                    name: "Plain", primary: ["Icons/primary"],
                    alternates: ["dark": (["Icons/dark"], nil), "light": (["Icons/light"], nil)])))
    }

    @Test func theScriptableCommandsPrintOnlyTheirAnswer() throws {
        let app = TemporaryFolder("iconpicker-options-app")
        defer {
            app.remove()
            state.remove()
        }
        writeApp(app)
        for arguments in [["list", "Info.plist"], ["current", "Info.plist"], ["set", "dark", "Info.plist"], ["reset", "Info.plist"]] {
            let result = try runner.run(arguments, in: app.path)
            #expect(result.status == 0 && !result.stdout.isEmpty, "\(arguments): \(result)")
            #expect(result.stderr.isEmpty, "\(arguments): \(result)")
        }
    }

    /// `--verbose`: the reader's notes on stderr, their files relative as the table's are.
    @Test func verboseBringsTheNotesBackWithRelativePaths() throws {
        let app = TemporaryFolder("iconpicker-options-app")
        defer {
            app.remove()
            state.remove()
        }
        writeApp(app)
        let result = try runner.run(["list", "--verbose", "Info.plist"], in: app.path)
        #expect(result.status == 0, "\(result)")
        let note = try #require(result.stderr.split(separator: "\n").first { $0.contains("no alternate declares an ordinal") }, "\(result)")
        #expect(note.hasPrefix("iconpicker: ") && note.contains(": Info.plist: "), "\(note)")
        #expect(!result.stderr.contains(app.path), "no absolute path: \(result.stderr)")
        let short = try runner.run(["current", "-v", "Info.plist"], in: app.path)
        #expect(short.stderr.contains("ordinal"), "\(short)")
    }

    /// The note that the demo was read for want of an app is the only thing a plain run says;
    /// `--quiet` drops it too, and cannot be had with `--verbose`.
    @Test func quietDropsTheNoteOnWhichAppWasRead() throws {
        let empty = TemporaryFolder("iconpicker-options-empty")
        defer {
            empty.remove()
            state.remove()
        }
        let plain = try runner.run(["list"], in: empty.path)
        #expect(plain.status == 0 && plain.stderr.contains("using the bundled demo app"), "\(plain)")
        let quiet = try runner.run(["list", "--quiet"], in: empty.path)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout == plain.stdout, "\(quiet)")
        let both = try runner.run(["current", "-q", "-v"], in: empty.path)
        #expect(both.status == 2 && both.stderr.contains("--quiet and --verbose cannot be used together"), "\(both)")
    }

    /// `.iconpicker.yml`'s target and configuration are every command's defaults, not lint's alone; an
    /// option still wins.
    @Test func theConfigurationFileChoosesTheBuildConfigurationForList() throws {
        let folder = TemporaryFolder("iconpicker-options-config")
        defer {
            folder.remove()
            state.remove()
        }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        LintConfigurationsTests.writeProject(in: folder)
        let release = try runner.run(["list", "--json"], in: folder.path)
        folder.write(".iconpicker.yml", text: "target: Shop\nconfiguration: Debug\n")
        let debug = try runner.run(["list", "--json"], in: folder.path)
        let option = try runner.run(["list", "--json", "--configuration", "Release"], in: folder.path)
        #expect(release.status == 0 && !release.stdout.contains("\"Missing\""), "\(release)")
        #expect(debug.status == 0 && debug.stdout.contains("\"Missing\""), "\(debug)")
        #expect(option.stdout == release.stdout, "the option wins over the file")
        folder.write(".iconpicker.yml", text: "targets: Shop\n")
        let wrong = try runner.run(["list"], in: folder.path)
        #expect(wrong.status == 2 && wrong.stderr.contains("unknown key"), "\(wrong)")
    }
}
