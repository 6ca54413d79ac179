import Basics
import Chooser
import Foundation
import IconKit
import IconRepair
import ProjectEditing

/// Carries out the chooser's `p` key: reads the project again (in every configuration, so the plan is
/// made on the files as they are now), plans with `PrimaryIconChange`, and writes exactly the plan
/// shown, through `ChangeWriter`, which refuses a file changed since the plan read it.
final class PrimaryIconEditing {
    /// The app in every configuration of its target, read from disk again.
    private let load: () throws -> [LoadedApp]
    /// The folder paths are shown relative to.
    private let root: String
    private var planned: PrimaryIconChange?

    init(load: @escaping () throws -> [LoadedApp], root: String) {
        self.load = load
        self.root = root
    }

    /// Why an app cannot have its primary icon changed from the chooser, nil when it can.
    static func unavailableReason(_ app: LoadedApp) -> String? {
        if app.isBuiltApp { return "A built app cannot be changed: make the icon primary in the project that builds it." }
        return nil
    }

    func plan(_ name: String) -> ChooserEvent {
        planned = nil
        do {
            let change = try PrimaryIconChange.plan(apps: try load(), alternate: name)
            planned = change
            return .primaryIconPlanned(
                PrimaryIconProposal(
                    name: name, files: files(change.changeSet), lines: Self.changedLines(change.changeSet.unifiedDiff(relativeTo: root)),
                    notes: change.notes))
        } catch {
            return .primaryIconFailed(message: String(describing: error))
        }
    }

    func apply(_ name: String) -> ChooserEvent {
        guard let change = planned, change.name == name else {
            return .primaryIconFailed(message: "Nothing was planned for \u{201C}\(name)\u{201D}.")
        }
        planned = nil
        do {
            try ChangeWriter().apply(change.changeSet)
            return .primaryIconChanged(name: name, files: files(change.changeSet))
        } catch {
            return .primaryIconFailed(message: error.description)
        }
    }

    private func files(_ set: ChangeSet) -> [String] {
        set.changes.map { PathDisplay.relative($0.path, to: root) }
    }

    /// The diff without its context: each file's `--- a/name` line as `--- name`, then its `-` and `+`
    /// lines without their indentation.
    static func changedLines(_ diff: String) -> [String] {
        var lines: [String] = []
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                lines.append("--- " + (line.hasPrefix("--- a/") ? line.dropFirst(6) : line.dropFirst(4)))
            } else if line.hasPrefix("+++ ") || line.hasPrefix("@@") {
                continue
            } else if let sign = line.first, sign == "-" || sign == "+" {
                // The indentation (tabs in a pbxproj) says nothing in a popup and would show as escapes.
                lines.append(String(sign) + line.dropFirst().trimmingCharacters(in: .whitespaces))
            }
        }
        return lines
    }
}
