import Foundation
import IconKit

extension LintContext {
    /// The square pixel sizes one icon has for one device, and where to fix its images.
    struct IconSizes {
        var icon: IconDeclaration
        var idiom: Idiom
        var subject: LintFinding.Subject
        /// The square widths in pixels.
        var sizes: Set<Int>
        /// The set's `Contents.json`, or the Info.plist.
        var file: String
        /// The icon's dictionary in the Info.plist; nil for a set.
        var location: String?
        /// Whether some of its files are Git LFS pointers: the sizes they lack are `lfs-pointer`'s finding.
        var hasLFSPointers = false
        /// The pixel sizes of its set's slots whose files are missing: `catalog-file-missing`'s finding,
        /// so the size rules do not report them again.
        var sizesOfMissingFiles: Set<Int> = []

        /// The sizes among `required` that it lacks for a reason no other rule already gives.
        func lacking(_ required: [Int]) -> [Int] {
            hasLFSPointers ? [] : required.filter { !sizes.contains($0) && !sizesOfMissingFiles.contains($0) }
        }

        /// "the primary icon" or “dark”.
        var what: String {
            icon.isPrimary ? "the primary icon" : "\u{201C}\(icon.name ?? "")\u{201D}"
        }

        /// "120, 180 px", for messages.
        var have: String {
            sizes.isEmpty ? "no square image" : sizes.sorted().map { "\($0)" }.joined(separator: ", ") + " px"
        }
    }

    /// Each icon with images, per device; icons of a single-size set (every size made from one
    /// 1024 px image) are left out, as they have every size.
    func measureIconSizes() -> [IconSizes] {
        var measured: [IconSizes] = []
        for app in apps {
            let idiom = app.catalog.idiom
            for (icon, images) in app.entries where images.best != nil {
                let available = squareSizes(images, idiom: idiom, sets: app.iconSets)
                if available.all { continue }
                let (file, location) = Self.place(of: icon, images: images, app: app)
                measured.append(
                    IconSizes(
                        icon: icon, idiom: idiom, subject: subject(of: icon), sizes: available.sizes,
                        file: file, location: location, hasLFSPointers: hasLFSPointers(images, sets: app.iconSets),
                        sizesOfMissingFiles: sizesOfMissingFiles(images, idiom: idiom, sets: app.iconSets)))
            }
        }
        return measured
    }

    /// The square pixel sizes an icon has for a device; `all` when it comes from a single-size set.
    private func squareSizes(_ images: IconImages, idiom: Idiom, sets: [String: AppIconSet]) -> (sizes: Set<Int>, all: Bool) {
        var sizes: Set<Int> = []
        if case .iconSet(let name, _) = images.source, let set = sets[name] {
            for entry in set.images where entry.appearance == .any && entry.filename != nil {
                guard let path = entry.path, let header = try? header(at: path).get(), header.width == header.height else { continue }
                if entry.isUniversalForIOS {
                    if header.width == 1024 && (entry.scale ?? 1) == 1 && entry.size == 1024 { return ([1024], true) }
                    sizes.insert(header.width)
                } else if entry.idiom == CatalogIdiom(idiom) {
                    sizes.insert(header.width)
                }
            }
            return (sizes, false)
        }
        for candidate in images.candidates where candidate.device == nil || candidate.device == idiom {
            if let header = candidate.header, header.width == header.height { sizes.insert(header.width) }
        }
        return (sizes, false)
    }

    /// Whether a file the icon's images come from (its loose files, or its set's) is a Git LFS pointer.
    private func hasLFSPointers(_ images: IconImages, sets: [String: AppIconSet]) -> Bool {
        if images.candidates.contains(where: { $0.failure == .gitLFSPointer }) { return true }
        guard case .iconSet(let name, _) = images.source, let set = sets[name] else { return false }
        return set.images.contains { entry in
            guard let path = entry.path, case .failure(let failure) = header(at: path) else { return false }
            return failure == .gitLFSPointer
        }
    }

    /// The pixel sizes of the slots (for `idiom`, default appearance) of the icon's set that name a
    /// file the set's folder lacks; a missing single-size 1024 px image stands for every size.
    private func sizesOfMissingFiles(_ images: IconImages, idiom: Idiom, sets: [String: AppIconSet]) -> Set<Int> {
        guard case .iconSet(let name, _) = images.source, let set = sets[name] else { return [] }
        var sizes: Set<Int> = []
        for entry in set.images where entry.appearance == .any && entry.filename != nil {
            guard let path = entry.path, !FileManager.default.fileExists(atPath: path), let points = entry.size else { continue }
            guard entry.isUniversalForIOS || entry.idiom == CatalogIdiom(idiom) else { continue }
            if entry.isUniversalForIOS && points == 1024 && (entry.scale ?? 1) == 1 { return [120, 152, 167, 180] }
            let pixels = points * Double(entry.scale ?? 1)
            if pixels.isFinite, pixels >= 0, pixels < 100_000 { sizes.insert(Int(pixels.rounded())) }
        }
        return sizes
    }

    /// Where to fix an icon's images: its set's `Contents.json`, or its dictionary in the Info.plist.
    static func place(of icon: IconDeclaration, images: IconImages, app: LoadedApp) -> (file: String, location: String?) {
        if case .iconSet(let name, _) = images.source, let set = app.iconSets[name] {
            return (set.folder + "/Contents.json", nil)
        }
        return (app.declaration.infoPlistPath, icon.keyPath)
    }
}
