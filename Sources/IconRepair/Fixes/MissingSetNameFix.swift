import IconKit
import IconLint
import ProjectEditing

/// `catalog-set-missing`, on request: a name in `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` whose set
/// (or `.icon`) exists nowhere is removed from the setting where it is written. The other answer, a set
/// to create, needs pictures only the user has; a missing primary icon or `CFBundleIconName` is left
/// alone, since removing it would leave the app without its icon.
enum MissingSetNameFix {
    static let key = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

    static let fix = RepairPlanner.Fix(rule: .catalogSetMissing) { context, _ in
        guard let fact = context.app.buildSettings[key] else {
            throw RepairSkip("only names in \(key) are removed; the missing icon is named elsewhere")
        }
        let present = Set(context.app.iconSets.keys).union(context.app.iconBundles.keys)
        let missing = fact.value.split(separator: " ").map(String.init).filter { !$0.isEmpty && !present.contains($0) }
        guard !missing.isEmpty else { throw RepairSkip("only names in \(key) are removed; the missing icon is named elsewhere") }
        let changed = try BuildSettingEditor.apply(missing.map { .remove($0) }, to: fact, in: &context.draft)
        guard changed else { throw RepairSkip("\(key) names the sets through a variable; change it where the variable is set") }
        return "removed from \(key): " + RepairPlan.listing(missing)
    }
}
