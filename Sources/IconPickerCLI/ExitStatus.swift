import AppArchive
import ArgumentParser
import IconAdditions
import IconComposition
import IconKit
import IconLint
import ImageDecoding
import ProjectEditing

/// The exit codes, following sysexits(3), shared by every command and listed in `--help`, and the
/// one place where an error becomes a code and a message: the modules below know no exit codes.
enum ExitStatus {
    static let success: Int32 = 0
    /// The operation failed (e.g. `set` with a name the app does not declare).
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let ioError: Int32 = 74

    static let helpText = """
        EXIT CODES
          0   success
          1   the operation failed (the system's error is printed; nothing changed)
          2   usage error
          65  the input is not valid (not a property list, wrong types, hostile file)
          66  the input was not found or cannot be opened
          74  I/O error (e.g. the state folder is not writable)
        """

    /// `render`'s codes: it changes nothing, so its 1 is no failed change but a picture that could
    /// not be drawn for a reason none of the other codes names.
    static let renderHelpText = """
        EXIT CODES
          0   every file was drawn
          1   a picture could not be drawn for another reason (its error is printed)
          2   usage error (e.g. --icon names no icon of the app)
          65  a file is not a valid image, .icon or app (not a PNG, damaged, too large)
          66  a file was not found or cannot be opened
        """

    /// The exit code for anything a command throws; an error no case knows is a failure (1).
    static func code(for error: any Error) -> Int32 {
        switch error {
        case let error as CommandLineError:
            switch error {
            case .help: return success
            case .usage, .chooserUnavailable, .unknownRule: return usage
            case .changeFailedAsJSON, .lintFoundErrors: return failure
            case .renderFailed(let failures): return failures.map { code(for: $0) }.max() ?? failure
            case .previewFailed(let failures): return failures.map { code(for: $0) }.max() ?? failure
            case .appIconsFailed(let codes): return codes.max() ?? failure
            }
        case let error as ExitCode: return error.rawValue
        case is CleanExit: return success
        case is ValidationError: return usage
        case let error as InputError:
            switch error {
            case .inputNotFound, .noInfoPlist, .demoNotFound, .generatedProject, .notAnIOSApp: return noInput
            case .ambiguousInfoPlist, .projectChoice: return usage
            case .unreadableProjectSpec: return dataError
            }
        case let error as PropertyListError:
            switch error {
            case .missing, .unreadable: return noInput
            case .fileTooLarge, .notAPropertyList, .unsafePropertyList, .wrongType: return dataError
            }
        case let error as ArchiveError:
            switch error {
            case .missing, .noInfoPlist: return noInput
            case .cannotWrite: return ioError
            case .notAZip, .tooManyEntries, .pathTraversal, .noApp, .severalApps, .entryTooLarge,
                .suspiciousCompressionRatio, .dataExceedsDeclaredSize, .damagedEntry, .overlappingEntries, .tooManyImages, .duplicateEntry:
                return dataError
            }
        case let error as ImageDecodeError:
            switch error.kind {
            case .missing, .unreadable: return noInput
            case .wrongFormat, .truncated, .tooLarge, .tooSlow, .damaged, .unsupported: return dataError
            }
        case let error as IconCompositionError:
            guard case .unreadableDocument(let cause) = error else { return usage }
            switch cause {
            case .missing, .unreadable: return noInput
            case .tooLarge, .notAnIconDocument: return dataError
            }
        case let error as BuiltCatalogError:
            switch error.kind {
            case .unreadable: return noInput
            case .damaged, .tooLarge, .unsupported: return dataError
            }
        case is ConfigurationError, is BaselineError: return lintSettingsCode(for: error)
        case is IconWithoutPicture: return dataError
        case is StateStoreError: return ioError
        case is AlternateIconError: return failure
        case let error as EditError: return code(forEdit: error)
        case let error as AdditionError: return code(for: error)
        default: return failure
        }
    }

    /// `lint`'s own inputs. A configuration is part of how lint is asked to run, so a mistake in it is
    /// a usage error; a baseline is data, like an app's files.
    static func lintSettingsCode(for error: any Error) -> Int32 {
        switch error {
        case let error as ConfigurationError: return error.kind == .missing ? noInput : usage
        case let error as BaselineError:
            switch error.kind {
            case .missing, .unreadable: return noInput
            case .notABaseline: return dataError
            case .cannotWrite: return ioError
            }
        default: return failure
        }
    }

    /// A write refused before anything changed is an I/O error; a file in no form to edit, invalid data.
    static func code(forEdit error: EditError) -> Int32 {
        switch error {
        case .changedSinceRead, .notWritable, .ioFailure: return ioError
        case .malformed: return dataError
        case .notFound: return noInput
        }
    }

    /// What to print on stderr for `error`, or nil when it was reported already (or is help, which
    /// goes to stdout).
    /// `add` and `remove`: a choice the person must make is a usage error; a file that cannot be read or written, I/O.
    static func code(for error: AdditionError) -> Int32 {
        switch error {
        case .nameTaken, .invalidName, .builtApp, .undecidable, .unsupported: return usage
        case .unusableImage: return dataError
        case .notDeclared: return failure
        case .image: return dataError
        case .edit(let edit):
            switch edit {
            case .changedSinceRead, .notWritable, .ioFailure: return ioError
            case .malformed: return dataError
            case .notFound: return noInput
            }
        }
    }

    static func message(for error: any Error) -> String? {
        switch error {
        case let error as CommandLineError:
            switch error {
            case .usage(let text): return text
            case .chooserUnavailable(let reason): return "iconpicker: \(reason)"
            case .unknownRule(let name, let nearMatches, let rules):
                let advice = nearMatches.isEmpty ? "" : "; did you mean \(nearMatches.joined(separator: ", "))?"
                return (["iconpicker: error: there is no rule \u{201C}\(name)\u{201D}\(advice)", "the rules, nearest first:"] + rules)
                    .joined(separator: "\n")
            case .help, .changeFailedAsJSON, .renderFailed, .previewFailed, .appIconsFailed, .lintFoundErrors: return nil
            }
        case is ExitCode, is CleanExit:
            return nil
        case let error as ConfigurationError:
            guard case .unknownRule(let name) = error.kind else { return "iconpicker: error: \(error.description)" }
            let near = RuleSuggestions.nearMatches(for: name)
            let advice = near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
            return (["iconpicker: error: \(error.description)\(advice)", "the rules, nearest first:"] + RuleSuggestions.listing(for: name))
                .joined(separator: "\n")
        case let error as AlternateIconError:
            let lines =
                ["iconpicker: error: \(error.message)", "  \(error.systemDescription)"]
                + (error.suggestion.map { ["  did you mean \u{201C}\($0)\u{201D}?"] } ?? []) + (error.advice.map { ["  \($0)"] } ?? [])
            return lines.joined(separator: "\n")
        case let error as CustomStringConvertible:
            return "iconpicker: error: \(error.description)"
        default:
            return "iconpicker: error: \(error.localizedDescription)"
        }
    }
}
