import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

#if canImport(Glibc)
import Glibc
#endif

/// The built `iconpicker` binary, run as a user or CI runs it: stdout, stderr and exit code.
@Suite struct CommandLineTests {
    let state = TemporaryFolder("iconpicker-cli-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    let alert = "You have changed the icon for \u{201C}Colourful\u{201D}.\n"

    @Test func listOnTheDemoShowsEveryIconInOrder() throws {
        defer { state.remove() }
        let result = try runner.run(["list"])
        #expect(result.status == 0, "\(result)")
        // The repository's own checkout is a Swift package, not an app: the demo opens, and says so.
        #expect(
            result.stderr.hasPrefix("iconpicker: ") && result.stderr.contains("is a Swift package")
                && result.stderr.contains("using the bundled demo app"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        if let mismatch = Snapshot.mismatch(result.stdout, named: "list-demo") { Issue.record(Comment(rawValue: mismatch)) }
    }

    /// `iconpicker lsit`: no PATH "lsit" but a misspelt `list`, a usage error that says so; a name far
    /// from every command, or a file of that name, is still PATH.
    @Test func aMisspeltSubcommandSaysWhichWasMeant() throws {
        defer { state.remove() }
        let typo = try runner.run(["lsit"])
        #expect(typo.status == 2 && typo.stdout.isEmpty, "\(typo)")
        #expect(typo.stderr.contains("there is no command or file \u{201C}lsit\u{201D}; did you mean `list`?"), "\(typo)")
        let tie = try runner.run(["rset"])
        #expect(tie.status == 2 && tie.stderr.contains("did you mean `reset` or `set`?"), "as near as each other: \(tie)")
        // Both go on to the chooser, which needs a terminal.
        let far = try runner.run(["nowhere-at-all"])
        #expect(far.stderr.contains("needs a terminal") && !far.stderr.contains("did you mean"), "\(far)")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("lsit", text: "not a plist\n")
        let file = try runner.run(["lsit"], in: folder.path)
        #expect(file.stderr.contains("needs a terminal") && !file.stderr.contains("did you mean"), "\(file)")
    }

    /// The root's help shows that the chooser takes a PATH.
    @Test func theRootHelpShowsAPathMayBeGiven() throws {
        let help = try runner.run(["--help"])
        #expect(help.status == 0, "\(help)")
        #expect(help.stdout.contains("USAGE: iconpicker [<path>] [<options>]"), "\(help.stdout)")
        #expect(help.stdout.contains("iconpicker <subcommand>"), "\(help.stdout)")
    }

    @Test func listOnTheDemoForIPad() throws {
        defer { state.remove() }
        let result = try runner.run(["list", "--idiom", "ipad"])
        #expect(result.status == 0, "\(result)")
        if let mismatch = Snapshot.mismatch(result.stdout, named: "list-demo-ipad") { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test func listJSONFollowsSchemaVersion1() throws {
        defer { state.remove() }
        let result = try runner.run(["list", "--json"])
        #expect(result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(
            Set(json.keys) == [
                "schemaVersion", "app", "idiom", "iconsKey", "imageRoot", "supportsAlternateIcons",
                "alternateIconName", "icons", "diagnostics",
            ])
        #expect(json["alternateIconName"] is NSNull)
        #expect(json["supportsAlternateIcons"] as? Bool == true)
        let app = try #require(json["app"] as? [String: Any])
        #expect(app["name"] as? String == "Colourful")
        #expect(app["bundleIdentifier"] as? String == "com.example.colourful")
        let icons = try #require(json["icons"] as? [[String: Any]])
        #expect(icons.map { $0["name"] as? String } == [nil, "black-white", "white-black", "multi-black", "black-multi", "sunset"])
        #expect(icons.map { $0["current"] as? Bool } == [true, false, false, false, false, false])
        #expect(icons.first?["primary"] as? Bool == true)
        #expect(icons.dropFirst().map { $0["ordinal"] as? Int } == [1, 2, 3, 4, 5])
        let image = try #require(icons[1]["image"] as? [String: Any])
        #expect(image["width"] as? Int == 180)
        #expect((image["path"] as? String)?.hasSuffix("Resources/Colourful/Icons/black-white-60@3x.png") == true)
        #expect(
            icons.allSatisfy {
                Set($0.keys) == [
                    "name", "primary", "ordinal", "current", "keyPath", "iconFiles", "iconSetName", "image", "source", "problems",
                ]
            })
        let primarySource = try #require(icons[0]["source"] as? [String: Any])
        #expect(primarySource["kind"] as? String == "iconSet")
        #expect(primarySource["name"] as? String == "AppIcon")
        #expect(icons[0]["iconSetName"] as? String == "AppIcon")
        #expect((icons[1]["source"] as? [String: Any])?["kind"] as? String == "files")
    }

    @Test func setPrintsTheSystemAlertAndTheChoiceIsRemembered() throws {
        defer { state.remove() }
        let set = try runner.run(["set", "sunset"])
        #expect(set.status == 0, "\(set)")
        #expect(set.stdout == alert)
        #expect(try runner.run(["current"]).stdout == "sunset\n")
        let list = try runner.run(["list"])
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("\u{2713}") && $0.contains("sunset") })
        let again = try runner.run(["set", "sunset"])
        #expect(again.status == 0)
        #expect(again.stdout == "\u{201C}sunset\u{201D} is already the icon of \u{201C}Colourful\u{201D}; nothing changed.\n")
        let reset = try runner.run(["reset"])
        #expect(reset.stdout == alert)
        #expect(try runner.run(["current"]).stdout == "(primary)\n")
    }

    @Test func setWithAnUnknownNamePrintsTheSystemsErrorAndChangesNothing() throws {
        defer { state.remove() }
        _ = try runner.run(["set", "black-white"])
        let saved = state.read("com.example.colourful.json")
        let result = try runner.run(["set", "nope"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("iconpicker: error: The file doesn\u{2019}t exist."))
        #expect(result.stderr.contains("Error Domain=NSCocoaErrorDomain Code=4"))
        #expect(result.stderr.contains("LSApplicationWorkspaceErrorDomain Code=-105"))
        #expect(result.stderr.contains("\u{201C}nope\u{201D} is not an alternate icon of \u{201C}Colourful\u{201D}"))
        #expect(state.read("com.example.colourful.json") == saved)
        #expect(try runner.run(["current"]).stdout == "black-white\n")
    }

    @Test func setJSONCarriesTheErrorsDomainAndCode() throws {
        defer { state.remove() }
        let result = try runner.run(["set", "nope", "--json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["domain"] as? String == "NSCocoaErrorDomain")
        #expect(error["code"] as? Int == 4)
        #expect((error["underlying"] as? [String: Any])?["code"] as? Int == -105)
        #expect(json["changed"] as? Bool == false)
        let success = try runner.run(["set", "multi-black", "--json"])
        let changed = try #require(try JSONSerialization.jsonObject(with: Data(success.stdout.utf8)) as? [String: Any])
        #expect(changed["alert"] as? String == String(alert.dropLast()))
        #expect(changed["alternateIconName"] as? String == "multi-black")
        #expect(changed["previousIconName"] is NSNull)
    }

    @Test func exitCodesFollowSysexits() throws {
        defer { state.remove() }
        #expect(try runner.run(["list", "/no/such/path"]).status == 66)
        #expect(try runner.run(["list", "--bogus"]).status == 2)
        #expect(try runner.run(["list", "--idiom", "watch"]).status == 2)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let notAPlist = folder.write("Info.plist", text: "hello")
        let bad = try runner.run(["list", notAPlist])
        #expect(bad.status == 65)
        #expect(
            bad.stderr == "iconpicker: error: \(notAPlist): not a valid property list (it is neither XML, binary nor old-style text).\n")
        let blocked = folder.write("not-a-folder", text: "x")
        let unwritable = try BinaryRunner(stateDirectory: blocked + "/state").run(["set", "sunset"])
        #expect(unwritable.status == 74, "\(unwritable)")
        #expect(unwritable.stderr.contains("cannot save the icon choice"))
        #expect(unwritable.stdout == "")
    }

    /// Every failure reaches `ExitStatus`: an `iconpicker: error:` line and its sysexits code,
    /// never argument-parser's generic "Error: …" with exit 1.
    @Test func eachLayersErrorLeavesWithItsMessageAndCode() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let whole = PNGFixture.solid(width: 40, height: 40)
        let brokenZip = folder.write("broken.ipa", text: "PK not really a zip")
        let truncated = folder.write("cut.png", whole.prefix(whole.count - 30))
        let notPNG = folder.write("photo.png", text: "GIF89a")
        let cases: [(arguments: [String], prefix: String, status: Int32)] = [
            (["list", brokenZip], "iconpicker: error: \(brokenZip): not a readable zip archive", 65),
            (["list", folder.path + "/missing.ipa"], "iconpicker: error: \(folder.path)/missing.ipa: no such file", 66),
            (["render", truncated], "iconpicker: error: \(truncated): is cut short", 65),
            (["render", notPNG], "iconpicker: error: \(notPNG): is not a PNG file", 65),
            (["render", folder.path + "/none.png"], "iconpicker: error: \(folder.path)/none.png: no such file", 66),
            (["list", folder.path + "/nowhere"], "iconpicker: error: \(folder.path)/nowhere: no such file or folder", 66),
            (["current", folder.path + "/nowhere"], "iconpicker: error: \(folder.path)/nowhere: no such file or folder", 66),
            (["list", "--bogus"], "Error: Unknown option '--bogus'\nUsage: iconpicker list", 2),
        ]
        for (arguments, prefix, status) in cases {
            let result = try runner.run(arguments)
            #expect(result.status == status, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix(prefix), "\(arguments): \(result)")
            #expect(result.stdout == "", "\(arguments): \(result)")
        }
    }

    @Test func helpAndVersionGoToStdoutAndSucceed() throws {
        defer { state.remove() }
        let version = try runner.run(["--version"])
        #expect(version.status == 0 && version.stdout == IconPickerCLI.version + "\n" && version.stderr == "", "\(version)")
        let help = try runner.run(["render", "--help"])
        #expect(help.status == 0 && help.stdout.contains("EXIT CODES") && help.stderr == "", "\(help)")
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)), arguments: SharedFolder.hostileFiles)
    func everyHostileFileGetsACleanErrorFromTheBinary(name: String) throws {
        defer { state.remove() }
        let result = try runner.run(["list", SharedFolder.hostile(name)], timeout: 20)
        #expect(result.status == 65, "\(name): \(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("iconpicker: error: \(SharedFolder.hostile(name)): "))
        #expect(result.stderr.split(separator: "\n").count == 1, "one line, no Foundation chatter: \(result.stderr)")
    }

    @Test func helpListsTheExitCodes() throws {
        defer { state.remove() }
        for arguments in [["--help"], ["list", "--help"], ["set", "--help"]] {
            let help = try runner.run(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("EXIT CODES"))
            #expect(help.stdout.contains("74  I/O error"))
        }
    }

    @Test func twoProcessesSettingAtOnceLeaveOneValidAnswer() throws {
        defer { state.remove() }
        for _ in 0..<8 {
            let first = try runner.start(["set", "black-white"])
            let second = try runner.start(["set", "sunset"])
            let results = [first.finish(), second.finish()]
            #expect(results.allSatisfy { $0.status == 0 }, "\(results)")
            let saved = try #require(state.read("com.example.colourful.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
            #expect(["black-white", "sunset"].contains(json["alternateIconName"] as? String))
            _ = try runner.run(["reset"])
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasPrefix(".state-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aCorruptStateFileReadsAsPrimaryWithAWarningAndIsKept() throws {
        defer { state.remove() }
        state.write("com.example.colourful.json", text: "{ half a file")
        let result = try runner.run(["current"])
        #expect(result.status == 0)
        #expect(result.stdout == "(primary)\n")
        #expect(result.stderr.contains("warning:") && result.stderr.contains("not valid JSON"))
        #expect(state.read("com.example.colourful.json") == "{ half a file")
        #expect(try runner.run(["set", "sunset"]).status == 0)
        #expect(try runner.run(["current"]).stdout == "sunset\n")
    }

    @Test func unicodeNamesWorkEndToEnd() throws {
        defer { state.remove() }
        let app = TemporaryFolder()
        defer { app.remove() }
        let plist = app.write(
            "Info.plist",
            PlistFixture.binary([
                "CFBundleDisplayName": "图标应用", "CFBundleIdentifier": "com.example.unicode",
                "CFBundleIcons": [
                    "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon-49x49"]],
                    "CFBundleAlternateIcons": ["图标": ["CFBundleIconFiles": ["文件名"], "UIPrerenderedIcon": false]],
                ],
            ]))
        app.write("AppIcon-49x49@2x.png", PNGFixture.solid(width: 98, height: 98))
        app.write("Icons/文件名@2x.png", PNGFixture.solid(width: 120, height: 120))
        let list = try runner.run(["list", plist], in: app.path)
        #expect(list.status == 0, "\(list)")
        if let mismatch = Snapshot.mismatch(list.stdout, named: "list-unicode") { Issue.record(Comment(rawValue: mismatch)) }
        let set = try runner.run(["set", "图标", plist])
        #expect(set.stdout == "You have changed the icon for \u{201C}图标应用\u{201D}.\n")
        #expect(try runner.run(["current", plist]).stdout == "图标\n")
    }

    @Test func theIPadRuleHoldsOnTheCommandLine() throws {
        defer { state.remove() }
        let app = TemporaryFolder()
        defer { app.remove() }
        let plist = app.write(
            "Info.plist",
            PlistFixture.xml(
                PlistFixture.infoPlist(
                    alternates: ["dark": (["dark"], 1), "light": (["light"], 2)], iPadAlternates: ["dark": (["dark"], 1)])))
        #expect(try runner.run(["set", "light", plist]).status == 0)
        let iPad = try runner.run(["set", "light", plist, "--idiom", "ipad"])
        #expect(iPad.status == 1)
        #expect(iPad.stderr.contains("(iPad reads CFBundleIcons~ipad only.)"))
    }

    @Test func anAppWithoutAlternatesSaysItCannotSwitch() throws {
        defer { state.remove() }
        let app = TemporaryFolder()
        defer { app.remove() }
        let plist = app.write("Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        app.write("primary@2x.png", PNGFixture.solid(width: 120, height: 120))
        let list = try runner.run(["list", plist], in: app.path)
        #expect(list.stdout.contains("supportsAlternateIcons is false"))
    }

    @Test func aPlainLocaleGetsASCIIMarks() throws {
        defer { state.remove() }
        let plain = BinaryRunner(stateDirectory: state.path, environment: ["LC_ALL": "C", "LANG": "C"])
        let list = try plain.run(["list"])
        #expect(list.stdout.split(separator: "\n")[2].hasPrefix("*"))
        #expect(!list.stdout.contains("\u{2713}"))
    }

    @Test func theDemoOpensFromAnyDirectory() throws {
        defer { state.remove() }
        let result = try runner.run(["list"], in: "/")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Colourful \u{2014} iPhone icons from "))
    }

    @Test func theChooserWithoutATerminalPointsToList() throws {
        defer { state.remove() }
        for arguments in [[], ["pick"]] {
            let result = try runner.run(arguments, in: "/")
            #expect(result.status == 2)
            #expect(result.stdout == "", "nothing is drawn")
            #expect(result.stderr.contains("needs a terminal") && result.stderr.contains("iconpicker list"))
        }
    }

    @Test func anInstalledBinaryFindsItsSharedDemo() throws {
        defer { state.remove() }
        let prefix = TemporaryFolder("iconpicker-prefix")
        defer { prefix.remove() }
        _ = prefix.folder("bin")
        _ = prefix.folder("share/iconpicker")
        try FileManager.default.copyItem(atPath: BinaryRunner.binaryPath, toPath: prefix.path + "/bin/iconpicker")
        try FileManager.default.copyItem(
            atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful",
            toPath: prefix.path + "/share/iconpicker/Colourful")
        let result = try runner.run(["list", "--json"], in: "/", executable: prefix.path + "/bin/iconpicker")
        #expect(result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["app"] as? [String: Any])?["infoPlist"] as? String == prefix.path + "/share/iconpicker/Colourful/Info.plist")
    }
}

extension CommandLineTests {
    /// `.ipa` files through the built binary: listed as the built app, named by the archive, nothing left behind.
    @Suite struct IPA {
        @Test func listsAnIPAAndLeavesNoFilesBehind() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let ipa = try IPAFixture.write(in: folder, name: "Colourful.ipa", alternates: 4)
            let temporary = folder.folder("tmp")
            let runner = BinaryRunner(stateDirectory: folder.path + "/state", environment: ["TMPDIR": temporary])
            let list = try runner.run(["list", ipa], in: folder.path)
            #expect(list.status == 0, "\(list)")
            #expect(
                list.stdout.hasPrefix("Colourful \u{2014} iPhone icons from Colourful.ipa:Payload/Colourful.app/Info.plist"),
                "\(list.stdout)")
            #expect(list.stdout.contains("Colourful.ipa:Payload/Colourful.app/Alternate3-60x60@2x.png  120x120"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the extraction folder is removed")
            let set = try runner.run(["set", "Alternate2", ipa])
            #expect(set.stdout == "You have changed the icon for \u{201C}Colourful\u{201D}.\n")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/state/com.example.colourful.json"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
        }

        /// Every command reads the archive in memory: with no scratch folder possible they all work.
        @Test func readingCommandsNeedNoScratchFolder() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let ipa = try IPAFixture.write(in: folder, name: "Colourful.ipa", alternates: 2)
            let runner = BinaryRunner(stateDirectory: folder.path + "/state", environment: ["TMPDIR": folder.path + "/no/such/folder"])
            for arguments in [["list", ipa], ["current", ipa], ["set", "Alternate1", ipa], ["reset", ipa]] {
                let result = try runner.run(arguments, in: folder.path)
                #expect(result.status == 0, "\(arguments): \(result)")
            }
            // An app of loose icons only has no App Store icon in an asset catalog: lint reports it (exit 1).
            let lint = try runner.run(["lint", ipa], in: folder.path)
            #expect(lint.status == 1 && lint.stdout.contains("[compiled-store-icon-missing]") && lint.stderr.isEmpty, "\(lint)")
            let json = try runner.run(["list", "--json", ipa], in: folder.path)
            #expect(json.stdout.contains("\"imageRoot\" : \"Colourful.ipa:Payload/Colourful.app\""), "\(json.stdout)")
            #expect(json.stdout.contains("\"path\" : \"Colourful.ipa:Payload/Colourful.app/Alternate1-60x60@2x.png\""))
        }

        @Test func aHostileIPAIsRefusedCleanly() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let ipa = try IPAFixture.zip(
                in: folder, name: "evil.ipa", entries: [("Payload/A.app/Info.plist", Data("x".utf8)), ("Payload/../../x", Data("x".utf8))])
            let result = try BinaryRunner(stateDirectory: folder.path + "/state").run(["list", ipa])
            #expect(result.status == 65)
            #expect(result.stderr.contains("points outside the archive"))
        }
    }
}

/// FIFOs where a file is expected (an Info.plist, an icon, Contents.json, a pbxproj, an xcconfig, the
/// state file) made every command block forever at `open(2)`. Run through the built binary, each is
/// refused or reported at once; the timeouts are ceilings that fail the test, not measurements.
@Suite struct NonRegularFileTests {
    let state = TemporaryFolder("iconpicker-fifo-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// A copy of the demo app in `folder` with the file at `relative` replaced by a FIFO.
    static func demo(in folder: TemporaryFolder, fifoAt relative: String) throws -> String {
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        try? FileManager.default.removeItem(atPath: app + "/" + relative)
        #expect(mkfifo(app + "/" + relative, 0o644) == 0)
        return app
    }

    @Test func anInfoPlistThatIsAFIFOIsRefusedWithTheReason() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = try Self.demo(in: folder, fifoAt: "Info.plist")
        let result = try runner.run(["list", app + "/Info.plist"], timeout: 20)
        #expect(result.status == 66, "\(result)")
        #expect(
            result.stderr == "iconpicker: error: \(app)/Info.plist: cannot be read (it is a FIFO (named pipe), not an ordinary file).\n")
    }

    @Test func anIconOrContentsJSONThatIsAFIFOIsAProblemOfThatIconOnly() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = try Self.demo(in: folder, fifoAt: "Icons/sunset-60@3x.png")
        let list = try runner.run(["list", app], timeout: 20)
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("FIFO"), "\(list)")
        let render = try runner.run(["render", app + "/Icons/sunset-60@3x.png"], timeout: 20)
        #expect(render.status == 66, "\(render)")
        #expect(render.stderr.contains("is a FIFO (named pipe), not an image file"), "\(render)")
        let lint = try runner.run(["lint", app], timeout: 30)
        #expect(lint.stdout.contains("FIFO"), "\(lint)")

        let catalog = TemporaryFolder()
        defer { catalog.remove() }
        let other = try Self.demo(in: catalog, fifoAt: "Assets.xcassets/AppIcon.appiconset/Contents.json")
        let result = try runner.run(["lint", other], timeout: 30)
        #expect(result.stdout.contains("Contents.json cannot be read (it is a FIFO (named pipe), not an ordinary file)"), "\(result)")
    }

    @Test func aStateFileThatIsAFIFOReadsAsThePrimaryWithAWarning() throws {
        defer { state.remove() }
        #expect(mkfifo(state.path + "/com.example.colourful.json", 0o644) == 0)
        let current = try runner.run(["current"], timeout: 20)
        #expect(current.status == 0, "\(current)")
        #expect(current.stdout.hasPrefix("(primary)"), "\(current)")
        #expect(current.stderr.contains("it is a FIFO (named pipe), not an ordinary file"), "\(current)")
        let set = try runner.run(["set", "sunset"], timeout: 20)
        #expect(set.status == 0, "\(set)")
        #expect(try runner.run(["current"], timeout: 20).stdout == "sunset\n")
    }

    @Test func aProjectWhosePbxprojOrXcconfigIsAFIFOSaysSo() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        #expect(mkfifo(folder.folder("P.xcodeproj") + "/project.pbxproj", 0o644) == 0)
        let result = try runner.run(["list", folder.path + "/P.xcodeproj"], timeout: 20)
        #expect(result.status != 0 && result.stderr.contains("FIFO"), "\(result)")
    }

    /// A repository whose XcodeGen spec builds `AppIcon.icon` and `Night.icon`.
    static func iconBundleRepository(_ repository: TemporaryFolder) {
        repository.write(
            "project.yml",
            text: """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                    settings:
                      ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                      ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Night
                      PRODUCT_BUNDLE_IDENTIFIER: com.example.shop
                """)
        for name in ["AppIcon", "Night"] { ModernProjectFixture.iconBundle("Shop/\(name).icon", in: repository) }
    }

    /// A FIFO as a `.icon` bundle's icon.json blocked render, list and lint forever (its reader opened
    /// it with FileHandle); each now answers at once and names the FIFO.
    @Test func anIconBundleWhoseIconJSONIsAFIFOIsReportedNotWaitedOn() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-fifo-icon-json")
        defer { repository.remove() }
        Self.iconBundleRepository(repository)
        let bundle = repository.path + "/Shop/Night.icon"
        try FileManager.default.removeItem(atPath: bundle + "/icon.json")
        #expect(mkfifo(bundle + "/icon.json", 0o644) == 0)
        let list = try runner.run(["list"], in: repository.path, timeout: 20)
        #expect(list.status == 0 && list.stdout.contains("Night"), "\(list)")
        let lint = try runner.run(["lint", "--format", "json"], in: repository.path, timeout: 20)
        #expect(lint.stdout.contains("it is a FIFO (named pipe), not an ordinary file"), "\(lint)")
        let render = try runner.run(["render", bundle], timeout: 20)
        #expect(render.status != 0, "\(render)")
        #expect(
            render.stderr.contains("\(bundle)/icon.json: cannot be read (it is a FIFO (named pipe), not an ordinary file)"), "\(render)")
    }

    /// The same for a layer image of each format (SVG, PNG): the layer is left out with the reason.
    @Test(arguments: ["a.svg", "front.png"]) func anIconBundleWhoseLayerIsAFIFOIsDrawnWithoutIt(layer: String) throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-fifo-layer")
        defer { repository.remove() }
        Self.iconBundleRepository(repository)
        let bundle = repository.path + "/Shop/Night.icon"
        repository.write(
            "Shop/Night.icon/icon.json", text: #"{"groups":[{"layers":[{"image-name":"\#(layer)","name":"a"}]}]}"#)
        try? FileManager.default.removeItem(atPath: bundle + "/Assets/" + layer)
        #expect(mkfifo(bundle + "/Assets/" + layer, 0o644) == 0)
        let render = try runner.run(["render", bundle], timeout: 20)
        #expect(render.status == 0, "\(render)")
        #expect(
            render.stderr.contains("\(bundle)/Assets/\(layer): cannot be read (it is a FIFO (named pipe), not an ordinary file)"),
            "\(render)")
        let list = try runner.run(["list"], in: repository.path, timeout: 20)
        #expect(list.status == 0 && list.stdout.contains("Night"), "\(list)")
        let lint = try runner.run(["lint"], in: repository.path, timeout: 20)
        #expect(lint.stdout.contains("2 icons checked"), "\(lint)")
    }

    /// An Expo app.json that is a FIFO: the repository is still explained, not waited on.
    @Test func anExpoAppJSONThatIsAFIFOIsSkipped() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-fifo-expo")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        #expect(mkfifo(repository.path + "/app.json", 0o644) == 0)
        let result = try runner.run(["list"], in: repository.path, timeout: 20)
        #expect(result.status == 66 && result.stderr.contains("Expo"), "\(result)")
    }
}

/// The minimal inputs mutation fuzzing found (`../shared/hostile/fuzz`, see its README), run through
/// the built binary: each gets a clear answer, not a hang, a signal or a runaway allocation. The
/// timeouts are generous ceilings that fail the test, not measurements.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct FuzzFindingsTests {
    let state = TemporaryFolder("iconpicker-fuzz-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    static func fuzz(_ relative: String) -> String { SharedFolder.hostile("fuzz/" + relative) }

    /// `KEY = $(KEY)` ten times takes the level below's (empty) value ten times, as Xcode does.
    @Test func aSettingThatNamesItselfTenTimesTakesTheLevelBelow() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-selfref")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("expands to more than"), "\(result.stderr)")
    }

    /// The reader's note, which `list` prints with --verbose (lint reports it as a finding).
    @Test func fifteenTriplingSettingsAreOneFinding() throws {
        defer { state.remove() }
        let result = try runner.run(["list", "--verbose", Self.fuzz("min-project-expand")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("project.pbxproj: V7: V7 expands to more than 65536"), "\(result.stderr)")
    }

    @Test func anXcconfigThatIncludesItselfIsReadOnce() throws {
        defer { state.remove() }
        let result = try runner.run(["list", "--verbose", Self.fuzz("min-project-include")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("a.xcconfig: #include \"a.xcconfig\": a.xcconfig includes itself"), "\(result.stderr)")
        let lint = try runner.run(["lint", Self.fuzz("min-project-include")], timeout: 30)
        #expect(lint.stdout.contains("[build-setting-unusable]"), "\(lint)")
    }
}

extension FuzzFindingsTests {
    @Test func aLongNumericIconNameLintsAtOnce() throws {
        defer { state.remove() }
        let result = try runner.run(["lint", Self.fuzz("min-lint-quadratic-iconname/Info-25000.plist")], timeout: 30)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[invalid-file-name]"), "\(result)")
    }
}

/// Many or long names, generated here (no ../shared needed): the work must grow linearly. 100,000
/// alternates are a benchmark's job; these counts only catch a quadratic step (at 5,000 alternates,
/// one would cost minutes), and the timeouts are ceilings that fail the test, not measurements.
@Suite struct ManyNamesTests {
    let state = TemporaryFolder("iconpicker-many-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// The demo with `count` alternates, the first `iPadCount` also on iPad, and one `name` of digits.
    static func demo(in folder: TemporaryFolder, count: Int, longName: String) throws -> String {
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        let data = try Data(contentsOf: URL(fileURLWithPath: app + "/Info.plist"))
        var root = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var icons = try #require(root["CFBundleIcons"] as? [String: Any])
        var alternates: [String: Any] = [:]
        for index in 0..<count {
            let file = ["black-white-60", "sunset-60", "multi-black-60"][index % 3]
            alternates[String(format: "alt%06d", index)] = ["CFBundleIconFiles": [file], "ordinal": index + 1]
        }
        alternates["long"] = ["CFBundleIconFiles": [longName]]
        icons["CFBundleAlternateIcons"] = alternates
        root["CFBundleIcons"] = icons
        root.removeValue(forKey: "CFBundleIcons~ipad")
        folder.write("Colourful/Info.plist", PlistFixture.binary(root))
        return app
    }

    @Test func fiveThousandAlternatesAndA100000CharacterNameListAndLint() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let longName = String(repeating: "60x2.5@", count: 14_286)
        let app = try Self.demo(in: folder, count: 5_000, longName: longName)
        let list = try runner.run(["list", app], timeout: 120)
        #expect(list.status == 0, "\(list.status) \(list.stderr.prefix(500))")
        #expect(list.stdout.split(separator: "\n").count > 5_000)
        let lint = try runner.run(["lint", app], timeout: 120)
        #expect(lint.status == 1, "\(lint.status) \(lint.stderr.prefix(500))")
        #expect(lint.stdout.contains("[invalid-file-name]"))
    }
}

/// The release binary is fully static, and a static glibc that looks up a user /etc/passwd does not
/// know goes on to dlopen libnss_systemd, which crashed it (a container run with `-u 12345`, an LDAP or
/// sssd user). The built binary run as such a user must answer as for anyone else. Needs root (to
/// become that user) and setpriv; meaningful with `ICONPICKER_BIN` naming the static release binary.
@Suite struct UnknownUserTests {
    static let canSwitchUser = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(.enabled(if: canSwitchUser, "needs root and /usr/bin/setpriv to run as a user /etc/passwd does not know"))
    func aUserMissingFromEtcPasswdGetsAnAnswerNotACrash() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let state = folder.folder("state")
        let empty = folder.folder("empty")
        for path in [folder.path, state, empty] { chmod(path, 0o777) }
        let runner = BinaryRunner(stateDirectory: state, environment: ["HOME": folder.path])
        let asStranger = ["--reuid=54321", "--regid=54321", "--clear-groups", BinaryRunner.binaryPath]
        for arguments in [["current"], ["list", "--json"]] {
            let result = try runner.run(asStranger + arguments, in: empty, executable: "/usr/bin/setpriv")
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stderr.contains("using the bundled demo app"), "\(arguments): \(result)")
        }
    }
}
