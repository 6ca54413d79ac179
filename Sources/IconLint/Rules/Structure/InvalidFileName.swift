import IconKit

extension RuleID {
    public static let invalidFileName = RuleID("invalid-file-name")
}

/// `invalid-file-name`: an icon name cannot work as a file name.
enum InvalidFileName {
    static let rule = LintRule(
        id: .invalidFileName, severity: .error, category: .structure,
        summary: "an icon name cannot work as a file name",
        explanation: """
            Names are file names in the bundle root: an empty name, a slash, a NUL, "." or "..", leading or \
            trailing spaces, or more than 255 bytes cannot name a file there. Rename the icon's files and the \
            entry.
            """,
        evidence: """
            A CFBundleIconFiles name is a file in the bundle root, so the file system's limits apply: no \
            slash, no NUL, not "." or "..", at most 255 bytes with its suffixes. No file can have such a \
            name, so upload validation finds no image for it (ITMS-90032, as for missing-icon-file).
            """,
        facts: .of(.emptyFileName), check: .iconDeclaration(checkInvalidFileName),
        examples: [
            .fires("a name with a slash", saying: "contains a slash") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["dark-60", "Icons/dark-60"]
            },
            .staysSilent("a set name with a slash (a namespaced group)") {
                $0[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Icons/Dark", "ordinal": 1]
            },
        ])

    /// File names and set names that cannot name a file.
    private static func checkInvalidFileName(_ declared: LintContext.DeclaredIcon, _ context: LintContext) -> [LintRule.Hit] {
        let icon = declared.icon
        var hits: [LintRule.Hit] = []
        func hit(_ message: String, at location: String) {
            hits.append(LintRule.Hit(message: message, file: declared.file, location: location, subject: declared.subject))
        }
        for (index, name) in icon.iconFiles.enumerated() where !name.isEmpty {
            if let problem = fileNameProblem(name) {
                hit("\u{2018}\(name)\u{2019} \(problem)", at: "\(icon.keyPath).CFBundleIconFiles[\(index)]")
            }
        }
        if let setName = icon.iconSetName {
            if setName.isEmpty {
                hit("CFBundleIconName is empty; name the icon set", at: "\(icon.keyPath).CFBundleIconName")
            } else if let problem = fileNameProblem(setName, allowSlash: true) {
                hit("\u{2018}\(setName)\u{2019} \(problem)", at: "\(icon.keyPath).CFBundleIconName")
            }
        }
        return hits
    }

    /// Why `name` cannot name a file in the bundle root, or nil when it can. Icon-set names may
    /// contain slashes (namespaced groups).
    private static func fileNameProblem(_ name: String, allowSlash: Bool = false) -> String? {
        if name.contains("\u{0}") { return "contains a NUL character" }
        if !allowSlash && name.contains("/") { return "contains a slash; icon files live in the bundle root, so name the file alone" }
        if name == "." || name == ".." { return "is not a file name" }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return "starts or ends with white space, which is part of the file name; remove it"
        }
        if name.utf8.count > 250 { return "is longer than a file name can be (255 bytes with its suffixes)" }
        if name.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }) {
            return "contains a control character"
        }
        return nil
    }
}
