import Basics
import IconKit

/// One cause, one finding: a rule that says the same about several alternates (26 alternates that
/// lack the same iPad sizes, every alternate missing from the iPad dictionary) reports it once, with
/// the list, instead of once per alternate; likewise the same finding at several key paths of one
/// icon, or for each device. Each rule declares which of these apply to it (`LintRule.groupsAcross…`).
enum IconGrouping {
    /// How many alternates a message names before “and N more”.
    static let namedInMessage = 3

    /// `findings` with each group of same-cause findings replaced, where its first member was, by
    /// one finding: first the same finding at several key paths of one icon, then the same finding
    /// about several alternates, as one finding about the app that lists them.
    static func group(_ findings: [LintFinding]) -> [LintFinding] {
        let acrossDevices = merging(findings, by: deviceGroupKey, into: mergedDevices)
        let acrossKeyPaths = merging(acrossDevices, by: keyPathGroupKey, into: mergedKeyPaths)
        return merging(acrossKeyPaths, by: groupKey, into: merged)
    }

    /// `findings` with the members of each group of more than one (findings with the same non-nil
    /// `key`) replaced by `merge` of them, where the first member was.
    static func merging(
        _ findings: [LintFinding], by key: (LintFinding) -> String?, into merge: ([LintFinding]) -> LintFinding
    ) -> [LintFinding] {
        var members: [String: [Int]] = [:]
        let keys = findings.map(key)
        for (index, key) in keys.enumerated() {
            if let key { members[key, default: []].append(index) }
        }
        var grouped: [LintFinding] = []
        for (index, finding) in findings.enumerated() {
            guard let key = keys[index], let indices = members[key], indices.count > 1 else {
                grouped.append(finding)
                continue
            }
            if indices.first == index { grouped.append(merge(indices.map { findings[$0] })) }
        }
        return grouped
    }

    /// The same rule, severity, file, key path, icon and message, but for the device it names.
    static func deviceGroupKey(of finding: LintFinding) -> String? {
        guard finding.rule.groupsAcrossDevices else { return nil }
        let template = Idiom.allCases.reduce(finding.message) { message, idiom in
            PlainText.replacing(idiom.displayName, with: placeholder, in: message) {
                message.replacingOccurrences(of: idiom.displayName, with: placeholder)
            }
        }
        guard template != finding.message else { return nil }
        return [
            finding.ruleID.rawValue, finding.severity.rawValue, finding.file ?? "", finding.location ?? "", "\(finding.subject)",
            template,
        ].joined(separator: "\u{1F}")
    }

    /// One finding that names every device its members named (“for iPhone and iPad”).
    static func mergedDevices(_ group: [LintFinding]) -> LintFinding {
        var finding = group[0]
        let devices = Idiom.allCases.filter { idiom in group.contains { $0.message.contains(idiom.displayName) } }
        let template = Idiom.allCases.reduce(finding.message) { $0.replacingOccurrences(of: $1.displayName, with: placeholder) }
        finding.message = template.replacingOccurrences(
            of: placeholder, with: devices.map(\.displayName).joined(separator: " and "))
        finding.idiom = nil
        return finding
    }

    /// The same rule, severity, file, icon, device and message, at any key path.
    static func keyPathGroupKey(of finding: LintFinding) -> String? {
        guard finding.rule.groupsAcrossKeyPaths, finding.location != nil else { return nil }
        return [
            finding.ruleID.rawValue, finding.severity.rawValue, finding.file ?? "", "\(finding.subject)",
            finding.idiom?.rawValue ?? "", finding.message,
        ].joined(separator: "\u{1F}")
    }

    /// One finding at the first key path, naming the others.
    static func mergedKeyPaths(_ group: [LintFinding]) -> LintFinding {
        var finding = group[0]
        let others = group.dropFirst().compactMap(\.location)
        finding.message += " (the same at \(others.joined(separator: ", ")))"
        return finding
    }

    /// What makes two findings the same cause: the rule, severity, file and device, and the message
    /// with the alternate's quoted name taken out. Nil for findings that are never grouped.
    static func groupKey(of finding: LintFinding) -> String? {
        guard finding.rule.groupsAcrossIcons, let name = finding.subject.name, !name.isEmpty else { return nil }
        let target = quoted(name)
        let template = PlainText.replacing(target, with: placeholder, in: finding.message) {
            finding.message.replacingOccurrences(of: target, with: placeholder)
        }
        return [
            finding.ruleID.rawValue, finding.severity.rawValue, finding.file ?? "", finding.idiom?.rawValue ?? "", template,
        ].joined(separator: "\u{1F}")
    }

    /// One finding for several: “26 alternates (“a”, “b”, “c” and 23 more): each alternate has …”,
    /// located at the key path the members share.
    static func merged(_ group: [LintFinding]) -> LintFinding {
        var finding = group[0]
        let names = group.compactMap(\.subject.name)
        let template = finding.message.replacingOccurrences(of: quoted(names[0]), with: placeholder)
        finding.message =
            "\(names.count) alternates (\(list(names))): "
            + template.replacingOccurrences(of: placeholder, with: "each alternate")
        finding.location = commonKeyPath(group.compactMap(\.location))
        finding.subject = .app
        finding.icons = names
        return finding
    }

    /// “a”, “b”, “c” and 23 more (all of them when there are at most four).
    static func list(_ names: [String]) -> String {
        let shown = names.count <= namedInMessage + 1 ? names : Array(names.prefix(namedInMessage))
        let quotedNames = shown.map(quoted).joined(separator: ", ")
        return shown.count == names.count ? quotedNames : "\(quotedNames) and \(names.count - shown.count) more"
    }

    /// The longest key path every one of `paths` is inside (`CFBundleIcons~ipad.CFBundleAlternateIcons`), or nil.
    static func commonKeyPath(_ paths: [String]) -> String? {
        guard var common = paths.first?.split(separator: ".", omittingEmptySubsequences: false) else { return nil }
        var joined = common.joined(separator: ".")
        for path in paths.dropFirst() {
            // A path inside the common one leaves it as it is: 100,000 alternates' paths need not be split.
            if path == joined || path.hasPrefix(joined + ".") { continue }
            let components = path.split(separator: ".", omittingEmptySubsequences: false)
            let shared = zip(common, components).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
            joined = common.joined(separator: ".")
        }
        return common.isEmpty ? nil : common.joined(separator: ".")
    }

    private static let placeholder = "\u{0}"

    private static func quoted(_ name: String) -> String {
        "\u{201C}\(name)\u{201D}"
    }
}
