import IconKit
import IconLint
import ProjectEditing

/// `stray-icon-set`, on request: the sets no setting names are added to
/// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` where it is written. Making a forgotten set an
/// alternate is the reading of the finding that loses nothing (deleting the set is the other, and
/// cannot be undone from the diff), which is why it is the fix, and why it waits for `--rule`.
enum StrayIconSetFix {
    static let key = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

    static let fix = RepairPlanner.Fix(rule: .strayIconSet) { context, findings in
        guard let fact = context.app.buildSettings[key] else {
            throw RepairSkip(
                "\(key) is written nowhere; add it to the target with the set's name, or set ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"
            )
        }
        let named = Set(
            (fact.value + " " + (context.app.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.value ?? "")).split(separator: " ").map(
                String.init))
        let stray = context.app.iconSets.keys.sorted().filter { name in
            !named.contains(name) && findings.contains { $0.message.contains("\u{201C}\(name)\u{201D}") || $0.icons.contains(name) }
        }
        guard !stray.isEmpty else { throw RepairSkip("no set left out of the settings was found") }
        _ = try BuildSettingEditor.apply(stray.map { .append($0) }, to: fact, in: &context.draft)
        return "added to \(key): " + RepairPlan.listing(stray)
    }
}
