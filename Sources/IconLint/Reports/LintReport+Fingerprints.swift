import Basics
import IconKit

/// Identities of findings that survive edits around them, so code scanning does not reopen an alert,
/// GitLab does not count a finding as new, and a baseline still knows it, after a line is inserted
/// above it or its message is reworded.
extension LintReport {
    /// The version prefix of every fingerprint: a change to what goes into one must change it, or
    /// every alert a team has triaged would be matched against keys of another kind.
    public static let fingerprintVersion = "iconpicker/v1"

    /// One fingerprint per finding, in the order of `findings`: 16 hexadecimal digits of FNV-1a over
    /// the rule id, the file relative to `root`, the key path, the icon and the device. The line and
    /// the message are left out (they move and get reworded). A finding in Swift source, whose
    /// location is a line number, is keyed by its message instead. Findings with the same key are
    /// told apart by their order (the n-th one hashes n as well), which the report keeps stable.
    public func fingerprints(relativeTo root: String) -> [String] {
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            let key = fingerprintKey(of: finding, relativeTo: root)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return Self.hexadecimalHash(key + "\u{1F}\(occurrence)")
        }
    }

    /// What a finding's fingerprint hashes, its parts separated by U+001F (which no id, path or
    /// key path holds).
    func fingerprintKey(of finding: LintFinding, relativeTo root: String) -> String {
        let file = finding.file ?? infoPlist
        let place = file.hasSuffix(".swift") ? finding.message : (finding.location ?? "")
        let subject: String
        switch finding.subject {
        case .app: subject = "app"
        case .primary: subject = "primary"
        case .alternate(let name): subject = "alternate:" + name
        }
        return [
            Self.fingerprintVersion, finding.ruleID.rawValue, PathDisplay.relative(file, to: root), place, subject,
            finding.idiom?.rawValue ?? "",
        ].joined(separator: "\u{1F}")
    }

    static func hexadecimalHash(_ text: String) -> String {
        let hash = Array(text.utf8).withUnsafeBufferPointer { FNV1a.hash($0) }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
