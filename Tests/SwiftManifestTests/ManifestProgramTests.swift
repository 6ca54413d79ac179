import Testing

@testable import SwiftManifest

/// Manifests read as values: what is evaluated, what stays a call, what is computed, and the limits.
@Suite struct ManifestProgramTests {
    func program(_ manifest: String, helpers: [String] = [], limits: ManifestLimits = .init()) throws -> ManifestProgram {
        try ManifestProgram(
            texts: [("/p/Project.swift", manifest)] + helpers.enumerated().map { ("/p/Tuist/Helper\($0.offset).swift", $0.element) },
            limits: limits)
    }

    @Test func literalsArraysAndDictionariesKeepTheirLines() throws {
        let value = try #require(
            try program(
                """
                let settings: SettingsDictionary = [
                    "A": "one",
                    "B": ["x", "y"],
                    "C": true,
                ]
                """
            ).value(of: "settings"))
        let entries = try #require(value.entries)
        #expect(entries.map(\.key.string) == ["A", "B", "C"])
        #expect(entries.map(\.key.place.line) == [2, 3, 4])
        #expect(entries[1].value.array?.compactMap(\.string) == ["x", "y"])
        if case .boolean(let flag) = entries[2].value.kind { #expect(flag) } else { Issue.record("not a Boolean") }
    }

    @Test func aMultiLineStringIsTheTextSwiftSees() throws {
        let text = try #require(
            try program(
                #"""
                let names = """
                  "App Icon - Gawr Gura"
                  "App Icon - Hentai 365"
                  """
                """#
            ).value(of: "names")?.string)
        #expect(text == "\"App Icon - Gawr Gura\"\n\"App Icon - Hentai 365\"")
    }

    @Test func constantsOfHelpersAreInterpolatedAndAdded() throws {
        let program = try program(
            #"let bundle = "\(prefix).\(name)"; let joined = "a" + name; let list = ["x"] + extra"#,
            helpers: [#"public let prefix = "com.example"; public let name = "App"; let extra = ["y\tz", "\u{41}"]"#])
        #expect(program.value(of: "bundle")?.string == "com.example.App")
        #expect(program.value(of: "joined")?.string == "aApp")
        #expect(program.value(of: "list")?.array?.compactMap(\.string) == ["x", "y\tz", "A"])
    }

    @Test func helperFunctionsAreEvaluatedWithTheirArgumentsAndDefaults() throws {
        let program = try program(
            """
            let target = Target.app(name: "Today")
            let plist = makePlist()
            """,
            helpers: [
                """
                extension Target {
                    public static func app(name: String, icon: String = "AppIcon") -> Target {
                        let settings: SettingsDictionary = ["ASSETCATALOG_COMPILER_APPICON_NAME": .string(icon)]
                        return .target(name: name, product: .app, settings: .settings(base: settings))
                    }
                }
                public func makePlist() -> InfoPlist { .dictionary(["CFBundleIconName": "AppIcon"]) }
                """
            ])
        let target = try #require(program.value(of: "target")?.call)
        #expect(target.name == "target")
        #expect(target.argument("name")?.string == "Today")
        #expect(target.argument("product")?.member == "app")
        let base = try #require(target.argument("settings")?.call?.argument("base")?.entries?.first)
        #expect(base.value.call?.argument(nil)?.string == "AppIcon")
        // The default is written in the helper: that is where the value comes from.
        #expect(base.value.call?.argument(nil)?.place == SourcePlace(file: "/p/Tuist/Helper0.swift", line: 2))
        #expect(program.value(of: "plist")?.call?.name == "dictionary")
    }

    /// 3dollar-in-my-pocket: `BuildSetting.Project.debug` and `BuildSetting.App.debug` are two
    /// settings dictionaries, and `.debug(name: .debug, …)` is Tuist's configuration, not either of them.
    @Test func staticMembersAreTheTypesTheyAreWrittenWith() throws {
        let program = try program(
            """
            struct BuildSetting {
                struct Project { static let debug: SettingsDictionary = ["ICON": "Project"] }
                struct App {
                    static let debug: SettingsDictionary = ["ICON": "AppIcon-Dev"]
                    static func named(_ name: String) -> String { name }
                }
            }
            extension Configuration { static func beta(settings: SettingsDictionary) -> Configuration { .release(name: "Beta", settings: settings) } }
            let app = BuildSetting.App.debug
            let configuration = Configuration.debug(name: .debug, settings: BuildSetting.App.debug)
            let beta = Configuration.beta(settings: App.debug)
            let implicit = Settings.settings(configurations: [.beta(settings: BuildSetting.Project.debug)])
            let named = BuildSetting.App.named("x")
            """)
        #expect(program.value(of: "app")?.entries?.first?.value.string == "AppIcon-Dev")
        let configuration = try #require(program.value(of: "configuration")?.call)
        #expect(configuration.argument("name")?.member == "debug", "the API's .debug, not a dictionary of the manifest")
        #expect(configuration.argument("settings")?.entries?.first?.value.string == "AppIcon-Dev")
        let beta = try #require(program.value(of: "beta")?.call)
        #expect(beta.argument("name")?.string == "Beta")
        #expect(beta.argument("settings")?.entries?.first?.value.string == "AppIcon-Dev", "a partly written path names the nested type")
        let implicit = try #require(program.value(of: "implicit")?.call?.argument("configurations")?.array?.first?.call)
        #expect(implicit.argument("name")?.string == "Beta", "an extension of the API's type answers an implicit member")
        #expect(implicit.argument("settings")?.entries?.first?.value.string == "Project")
        #expect(program.value(of: "named")?.string == "x")
    }

    @Test func whatOnlyRunningTheManifestGivesIsComputedWithItsReason() throws {
        let program = try program(
            """
            let version = Environment.appVersion.getString(default: "1.0")
            let team = isCI ? "A" : "B"
            let flagged = flags()
            let looped = loop()
            let interpolated = "\\(version)-x"
            func flags() -> SettingsDictionary {
                var flags: SettingsDictionary = ["A": "1"]
                flags["C"] = "3"
                if isCI { flags["B"] = "2" } else if isBeta { flags["D"] = "4" }
                return flags
            }
            func loop() -> [String] {
                var names: [String] = []
                for name in ["a"] { names.append(name) }
                return names
            }
            """)
        #expect(program.value(of: "version")?.call?.name == "getString")
        #expect(program.value(of: "team")?.computedReason?.contains("conditional") == true)
        // Entries set under an `if` are computed; the others are read.
        let flagged = try #require(program.value(of: "flagged")?.entries)
        #expect(flagged.map(\.key.string) == ["A", "C", "B", "D"])
        #expect(flagged.map(\.value.string) == ["1", "3", nil, nil])
        #expect(flagged[2].value.computedReason?.contains("set only when isCI") == true)
        #expect(flagged[2].value.place.line == 9)
        let looped = try #require(program.value(of: "looped"))
        #expect(looped.computedReason?.contains("runs statements") == true)
        #expect(looped.computedReason?.contains("Project.swift:14") == true)
        #expect(looped.place.line == 4, "placed where the helper is called")
        #expect(looped.mentions == ["a"])
        #expect(program.value(of: "interpolated")?.computedReason?.contains("interpolates version") == true)
    }

    @Test func selfReferenceAndRunawayHelpersStop() throws {
        let program = try program(
            """
            let a = b
            let b = a
            let big = grow(1)
            func grow(_ n: Int) -> [Int] { return [grow(n), grow(n), grow(n)] }
            let doubled = twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice("x")))))))))))))))))
            func twice(_ s: String) -> String { "\\(s)\\(s)" }
            """)
        #expect(program.value(of: "a")?.computedReason?.contains("refers to itself") == true)
        #expect(program.value(of: "big")?.computedReason?.contains("steps") == true)
        #expect(program.value(of: "doubled")?.computedReason?.contains("longer than") == true)
    }

    @Test func deepNestingIsAnErrorOrComputedNeverACrash() throws {
        let deep = "let x = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let tooDeep = ManifestProgram.Unreadable(
            file: "/p/Project.swift", line: nil, reason: "it nests deeper than iconpicker reads (128 brackets, 12 of them [, 256 levels)")
        #expect(throws: tooDeep) { try program(deep) }
        let chain = "let x = y" + String(repeating: ".a", count: 5_000) + "\nlet y = 1"
        #expect(throws: tooDeep) { try program(chain) }
        var limits = ManifestLimits()
        limits.maximumExpressionDepth = 8
        // Each nested `[` doubles swift-syntax's lookahead: 13 of them, interleaved with `(`, are refused.
        #expect(throws: tooDeep) { try program("let x = " + String(repeating: "[(", count: 13) + String(repeating: ")]", count: 13)) }
        let nested = "let x = " + String(repeating: "[", count: 12) + String(repeating: "]", count: 12)
        var value = try #require(try program(nested, limits: limits).value(of: "x"))
        while let inner = value.array?.first { value = inner }
        #expect(value.computedReason?.contains("nests more than 8") == true)
    }

    @Test func aManifestThatIsNotSwiftIsUnreadableAtItsLine() throws {
        #expect(throws: ManifestProgram.Unreadable(file: "/p/Project.swift", line: 2, reason: "it is not valid Swift")) {
            try program("let a = 1\nlet project = Project(name: \"x\"\n")
        }
    }
}
