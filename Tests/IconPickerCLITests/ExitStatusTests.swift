import AppArchive
import ArgumentParser
import Foundation
import IconLint
import ImageDecoding
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// `ExitStatus`: every error a command can throw gets the code the help's EXIT CODES documents.
@Suite struct ExitStatusTests {
    static func png(_ kind: ImageDecodeError.Kind) -> ImageDecodeError { ImageDecodeError(path: "a.png", kind: kind, detail: "d") }

    /// Each case of each layer's error, with the code scripts rely on.
    static let table: [(error: any Error, code: Int32)] = [
        (CommandLineError.help("usage"), 0),
        (CleanExit.helpRequest(), 0),
        (CommandLineError.usage("Error: bad"), 2),
        (ValidationError("bad"), 2),
        (CommandLineError.chooserUnavailable("no terminal"), 2),
        (CommandLineError.changeFailedAsJSON, 1),
        (CommandLineError.lintFoundErrors, 1),
        (CommandLineError.unknownRule(name: "ordinal", nearMatches: ["ordinal-missing"], rules: ["  ordinal-missing  …"]), 2),
        (CommandLineError.renderFailed([png(.wrongFormat), png(.missing)]), 66),
        (ConfigurationError(file: ".iconpicker.yml", keyPath: "x", kind: .unknownKey("x")), 2),
        (ConfigurationError(file: ".iconpicker.yml", keyPath: "disabled_rules[0]", kind: .unknownRule("x")), 2),
        (ConfigurationError(file: "ci.yml", kind: .missing), 66),
        (BaselineError(file: "b.json", kind: .missing), 66),
        (BaselineError(file: "b.json", kind: .notABaseline), 65),
        (BaselineError(file: "b.json", kind: .cannotWrite("read-only")), 74),
        (CommandLineError.renderFailed([png(.truncated)]), 65),
        (ExitCode(1), 1),
        (ExitCode(65), 65),
        (InputError.inputNotFound(path: "p"), 66),
        (InputError.noInfoPlist(folder: "f", holdsXcodeProject: true), 66),
        (InputError.ambiguousInfoPlist(folder: "f", candidates: ["a", "b"]), 2),
        (InputError.demoNotFound(searched: ["s"]), 66),
        (InputError.projectChoice(project: "p", message: "m", options: []), 2),
        (PropertyListError.missing(path: "p"), 66),
        (PropertyListError.unreadable(path: "p", reason: "r"), 66),
        (PropertyListError.fileTooLarge(path: "p", size: 2, limit: 1), 65),
        (PropertyListError.notAPropertyList(path: "p", detail: "d"), 65),
        (PropertyListError.unsafePropertyList(path: "p", reason: "r"), 65),
        (PropertyListError.wrongType(path: "p", keyPath: "k", expected: "e", found: "f"), 65),
        (StateStoreError.notWritable(directory: "d", reason: "r"), 74),
        (ArchiveError.missing(archive: "a"), 66),
        (ArchiveError.notAZip(archive: "a"), 65),
        (ArchiveError.tooManyEntries(archive: "a", limit: 1), 65),
        (ArchiveError.pathTraversal(archive: "a", entry: "../x"), 65),
        (ArchiveError.noApp(archive: "a"), 65),
        (ArchiveError.severalApps(archive: "a", apps: ["A.app", "B.app"]), 65),
        (ArchiveError.noInfoPlist(archive: "a", app: "A.app"), 66),
        (ArchiveError.entryTooLarge(archive: "a", entry: "e", size: 2, limit: 1), 65),
        (ArchiveError.suspiciousCompressionRatio(archive: "a", entry: "e", ratio: 900, limit: 200), 65),
        (ArchiveError.dataExceedsDeclaredSize(archive: "a", entry: "e", totalLimit: 1), 65),
        (ArchiveError.damagedEntry(archive: "a", entry: "e", detail: "crc"), 65),
        (ArchiveError.cannotWrite(path: "p", reason: "r"), 74),
        (png(.missing), 66),
        (png(.unreadable), 66),
        (png(.wrongFormat), 65),
        (png(.truncated), 65),
        (png(.tooLarge), 65),
        (png(.damaged), 65),
        (png(.unsupported), 65),
        (png(.tooSlow), 65),
        (AlternateIconError.fileDoesNotExist(advice: nil, suggestion: nil), 1),
        (CocoaError(.fileWriteUnknown), 1),
    ]

    @Test(arguments: 0..<table.count)
    func eachErrorGetsItsDocumentedCode(index: Int) {
        let (error, code) = Self.table[index]
        #expect(ExitStatus.code(for: error) == code, "\(error)")
    }

    @Test func everyCodeUsedIsDocumentedAndEveryDocumentedCodeIsUsed() {
        let documented = Set(ExitStatus.helpText.split(separator: "\n").compactMap { Int32($0.split(separator: " ").first ?? "") })
        #expect(documented == [0, 1, 2, 65, 66, 74])
        #expect(Set(Self.table.map(\.code)) == documented)
    }

    /// `render` changes nothing: its exit 1 is a picture not drawn, not a failed change.
    @Test func rendersCodesSayWhatRenderMeansByThem() {
        let lines = ExitStatus.renderHelpText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let documented = Set(lines.compactMap { Int32($0.split(separator: " ").first ?? "") })
        #expect(documented == [0, 1, 2, 65, 66])
        #expect(!ExitStatus.renderHelpText.contains("nothing changed"))
        #expect(lines.contains { $0.hasPrefix("1 ") && $0.contains("could not be drawn") })
    }

    /// A name the app does not declare: the system's error, then the name it most likely meant.
    @Test func aMisspeltIconNameIsFollowedByTheNameMeant() throws {
        let error = AlternateIconError.fileDoesNotExist(
            advice: "Alternates: \u{201C}AppIcon-Car-Red\u{201D}.", suggestion: "AppIcon-Car-Red")
        let lines = try #require(ExitStatus.message(for: error)).split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines[0] == "iconpicker: error: The file doesn\u{2019}t exist.")
        #expect(lines[1].hasPrefix("  Error Domain=NSCocoaErrorDomain Code=4"))
        #expect(lines[2] == "  did you mean \u{201C}AppIcon-Car-Red\u{201D}?")
    }

    @Test func errorsReadAsIconpickerErrorsNeverAsArgumentParsersGenericError() {
        for (error, _) in Self.table {
            guard let message = ExitStatus.message(for: error) else { continue }
            #expect(!message.hasPrefix("Error:") || error is CommandLineError, "\(error)")
        }
        #expect(
            ExitStatus.message(for: InputError.inputNotFound(path: "/x"))
                == "iconpicker: error: /x: no such file or folder. Point iconpicker at an Info.plist or the folder that holds it.")
        #expect(
            ExitStatus.message(for: CommandLineError.chooserUnavailable("TERM=dumb cannot run the chooser"))
                == "iconpicker: TERM=dumb cannot run the chooser")
        #expect(ExitStatus.message(for: CocoaError(.fileWriteUnknown))?.hasPrefix("iconpicker: error: ") == true)
    }

    @Test func whatWasReportedAlreadyIsNotPrintedTwice() {
        let reported: [any Error] = [
            CommandLineError.changeFailedAsJSON, CommandLineError.lintFoundErrors,
            CommandLineError.renderFailed([Self.png(.wrongFormat)]), CommandLineError.help("text"), ExitCode(1),
        ]
        for error in reported {
            #expect(ExitStatus.message(for: error) == nil, "\(error)")
        }
    }

    @Test func theSystemsErrorKeepsItsThreeLines() throws {
        let error = AlternateIconError.fileDoesNotExist(advice: "Alternates: dark.", suggestion: nil)
        let message = try #require(ExitStatus.message(for: error))
        #expect(message.split(separator: "\n").count == 3)
        #expect(message.hasPrefix("iconpicker: error: \(error.message)\n  "))
        #expect(message.hasSuffix("\n  Alternates: dark."))
    }

    @Test func argumentParsersOwnErrorsAreRecognized() throws {
        #expect(CommandLineError(argumentParserError: ValidationError("bad"), root: ListCommand.self).map { ExitStatus.code(for: $0) } == 2)
        #expect(CommandLineError(argumentParserError: ExitCode(1), root: ListCommand.self) == nil)
        #expect(CommandLineError(argumentParserError: InputError.inputNotFound(path: "p"), root: ListCommand.self) == nil)
        let parsing = #expect(throws: (any Error).self) { _ = try ListCommand.parseAsRoot(["--bogus"]) }
        let usage = try #require(parsing.flatMap { CommandLineError(argumentParserError: $0, root: ListCommand.self) })
        guard case .usage(let text) = usage else {
            Issue.record("got \(usage)")
            return
        }
        #expect(text.hasPrefix("Error: Unknown option '--bogus'"), "\(text)")
        let help = try #require(CommandLineError(argumentParserError: CleanExit.helpRequest(ListCommand.self), root: ListCommand.self))
        guard case .help(let text) = help else {
            Issue.record("got \(help)")
            return
        }
        #expect(text.contains("USAGE: list"), "\(text)")
        #expect(ExitStatus.code(for: help) == 0)
    }
}
