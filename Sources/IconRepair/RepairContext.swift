import Foundation
import IconKit
import IconLint
import ProjectEditing

/// What a fix reads and writes: the loaded app, its lint findings, and the draft every fix of one run
/// edits, so two fixes of one file compose and the file is written once.
public struct RepairContext: Sendable {
    public let app: LoadedApp
    public let report: LintReport
    let images = ImageRepairs()
    public internal(set) var draft = ProjectDraft()
    /// What the fixes did, in order.
    var done: [String] = []

    init(app: LoadedApp, report: LintReport) {
        self.app = app
        self.report = report
    }

    func findings(of rule: RuleID) -> [LintFinding] { report.findings.filter { $0.ruleID == rule } }

    /// The source Info.plist a finding points at, else the app's.
    func infoPlist(for finding: LintFinding) -> String {
        if let file = finding.file, file.hasSuffix(".plist") { return file }
        return report.infoPlist
    }

    /// Edits the property list at `path` through the draft.
    mutating func editPlist(_ path: String, _ edit: (inout PropertyListEditor) throws(EditError) -> Void) throws {
        guard path.hasSuffix(".plist") else {
            throw RepairSkip("the Info.plist is written in \((path as NSString).lastPathComponent), which iconpicker does not edit")
        }
        guard let data = try draft.data(at: path) else { throw EditError.notFound(path: path, what: "file") }
        var editor = try PropertyListEditor(data, path: path)
        try edit(&editor)
        try draft.write(try editor.data(), to: path)
    }
}
