import Foundation
import IconKit

extension LintRule {
    /// What a rule's check found, without a rule id: the linter stamps the id of the rule whose
    /// check returned it, so a check cannot report a finding of another rule.
    struct Hit: Sendable {
        var message: String
        /// The file to fix, as in `LintFinding.file`.
        var file: String?
        /// Where inside `file`, as in `LintFinding.location`.
        var location: String?
        var subject: LintFinding.Subject
        /// Set when the hit concerns one device only.
        var idiom: Idiom? = nil
        /// Set when this hit is more (or less) serious than the rule usually is.
        var severity: Diagnostic.Severity? = nil
    }
}

extension LintRule {
    /// The last component of `path`: how a message names the file its finding's `file` already gives
    /// (or a file beside it), so no path is printed twice.
    static func fileName(of path: String) -> String {
        (path as NSString).lastPathComponent
    }
}

extension LintRule {
    /// ‘a’, ‘b’: names as messages quote them.
    static func quoted(_ names: [String]) -> String {
        names.map { "\u{2018}\($0)\u{2019}" }.joined(separator: ", ")
    }

    /// “a”, “b” and “c”.
    static func listed(_ names: [String]) -> String {
        let quoted = names.map { "\u{201C}\($0)\u{201D}" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
