import Basics
import IconKit

extension LintContext {
    /// Where the 1024 px App Store icon comes from: the primary icon's set, or nowhere.
    enum StoreIcon {
        /// A built app (its catalog is compiled), or a primary set that is missing and reported so.
        case notChecked
        /// The primary icon is loose files; `otherSets` are the sets the catalogs hold.
        case loosePrimary(otherSets: [String])
        /// The primary set has no usable 1024 px image; `slots` are its App Store entries.
        case missing(set: AppIconSet, slots: [AppIconSet.Image])
        /// The image, from the entry of the primary set.
        case found(set: AppIconSet, entry: AppIconSet.Image, path: String, header: PNGHeader)
    }

    func findStoreIcon() -> StoreIcon {
        guard !app.isBuiltApp else { return .notChecked }
        let primarySetName = apps.lazy.compactMap { app -> String? in
            if case .iconSet(let name, _)? = app.images.first?.source { return name }
            return nil
        }.first
        guard let primarySetName, let set = app.iconSets[primarySetName] else {
            // A primary icon of loose files only, unless a set it names is missing (reported already).
            return namesAMissingSet ? .notChecked : .loosePrimary(otherSets: app.iconSets.keys.sorted())
        }
        let marketing = set.images.filter { entry in
            entry.appearance == .any && entry.filename != nil
                && (entry.idiom == .iosMarketing
                    || (entry.isUniversalForIOS && entry.size == 1024))
        }
        for entry in marketing {
            guard let path = entry.path, let header = try? header(at: path).get(), header.width == 1024, header.height == 1024 else {
                continue
            }
            return .found(set: set, entry: entry, path: path, header: header)
        }
        return .missing(set: set, slots: marketing)
    }
}
