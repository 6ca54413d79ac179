import IconKit

extension RuleID {
    public static let catalogFileMissing = RuleID("catalog-file-missing")
}

/// `catalog-file-missing`: a Contents.json entry names a file that is not in the set.
enum CatalogFileMissing {
    static let rule = LintRule(
        id: .catalogFileMissing, severity: .warning, category: .catalog,
        summary: "a Contents.json entry names a file that is not in the set",
        explanation: """
            The slot is empty in the build (actool warns and leaves it out). When the slot is a size upload \
            validation requires of the primary icon (the iPhone 120 px, the iPad 152 and 167 px images), the upload \
            fails: an error; otherwise a warning (a missing App Store image is marketing-icon-missing's error). \
            Put the file in the .appiconset folder, or clear the slot in Xcode.
            """,
        evidence: """
            actool warns "The file … for the image set … does not exist" and leaves the slot out of the \
            compiled catalog (realm-tasks #419): a warning. A required size of the primary icon left out is \
            rejected by upload validation (ITMS-90022, ITMS-90023); the size rules leave such a slot to this \
            rule, which then reports an error.
            """,
        facts: .listedOnly(.catalogFileMissing), check: .setEntry(checkCatalogFileMissing),
        examples: [
            .fires("the primary set's 120 px file is gone", saying: "names i120.png, which is not in", severity: .error) {
                $0.files[ExampleApp.primarySet + "/i120.png"] = nil
            },
            .fires("an entry whose file is gone", saying: "names i180.png, which is not in", severity: .warning) {
                $0.files[ExampleApp.primarySet + "/i180.png"] = nil
            },
            .staysSilent("every named file in the set"),
            .staysSilent("a watch slot naming a file the set lacks: an iOS build does not use it") {
                $0.primaryEntries.append(["filename": "watch.png", "idiom": "watch", "size": "40x40", "scale": "2x"])
            },
        ])

    /// A filename the set's folder does not hold; an error where it is a size the upload requires.
    private static func checkCatalogFileMissing(_ entry: LintContext.SetEntry, _ context: LintContext) -> [LintRule.Hit] {
        guard case .missing(let filename)? = entry.file else { return [] }
        let required = entry.subject == .primary && isRequired(entry, devices: Set(context.apps.map(\.idiom)))
        return [
            LintRule.Hit(
                message: "\(entry.slot) names \(filename), which is not in the set's folder; "
                    + (required
                        ? "upload validation requires that size of the primary icon, so add the file" : "add the file or clear the slot"),
                file: entry.contents, location: entry.location + ".filename", subject: entry.subject, severity: required ? .error : .warning
            )
        ]
    }

    /// Whether the slot is one upload validation requires of the primary icon on `devices`: 60x60 @2x
    /// for iPhone, 76x76 and 83.5x83.5 @2x for iPad (as an idiom's slot or one of the universal "all
    /// sizes"). The 1024 px image, single-size or App Store, is marketing-icon-missing's error.
    private static func isRequired(_ entry: LintContext.SetEntry, devices: Set<Idiom>) -> Bool {
        guard entry.entry.appearance == .any, case .known(let pixels) = entry.slotSize else { return false }
        let iPhone = devices.contains(.iphone) && pixels == 120
        let iPad = devices.contains(.ipad) && (pixels == 152 || pixels == 167)
        switch entry.entry.idiom {
        case .iphone: return iPhone
        case .ipad: return iPad
        case .universal: return iPhone || iPad
        default: return false
        }
    }
}
