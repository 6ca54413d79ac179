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
        /// The pixel sizes of its set's slots whose files are missing (`catalog-file-missing`'s finding)
        /// or of another size (`image-size-mismatch`'s), so the size rules do not report them again.
        var sizesOfFaultyFiles: Set<Int> = []
        /// Whether the device offers the icon. An alternate of an iPad-capable app that the iPad does
        /// not offer (the build's iPad dictionary leaves out alternates whose sets have no iPad image)
        /// is measured for iPad all the same: upload validation asks its iPad sizes of it.
        var offered = true

        /// The sizes among `required` that it lacks for a reason no other rule already gives.
        func lacking(_ required: [Int]) -> [Int] {
            hasLFSPointers ? [] : required.filter { !sizes.contains($0) && !sizesOfFaultyFiles.contains($0) }
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

    /// Each icon with images, per device, and for iPad each alternate another device offers that iPad
    /// does not; icons of a single-size set (every size made from one 1024 px image) are left out, as
    /// they have every size.
    func measureIconSizes() -> [IconSizes] {
        var measured: [IconSizes] = []
        // Per set and device: thousands of alternates that show one set share one look at its entries.
        var setSizes: [String: SetSizes] = [:]
        for app in apps {
            measure(app.entries, on: app, idiom: app.catalog.idiom, setSizes: &setSizes, into: &measured)
        }
        if let iPad = apps.first(where: { $0.idiom == .ipad }) {
            let offered = Set(iPad.catalog.alternates.compactMap(\.name))
            var seen: Set<String> = []
            let notOffered = apps.filter { $0.idiom != .ipad }.flatMap(\.entries).filter { entry in
                guard let name = entry.icon.name else { return false }
                return !offered.contains(name) && seen.insert(name).inserted
            }
            let before = measured.count
            measure(notOffered, on: iPad, idiom: .ipad, setSizes: &setSizes, into: &measured)
            for index in before..<measured.count { measured[index].offered = false }
        }
        return measured
    }

    /// The sizes of `entries` (icons and their images) for `idiom`, read through `app`'s sets.
    private func measure(
        _ entries: [(icon: IconDeclaration, images: IconImages)], on app: AppOnDevice, idiom: Idiom, setSizes: inout [String: SetSizes],
        into measured: inout [IconSizes]
    ) {
        for (icon, images) in entries where images.best != nil {
            // The build renders every size from a generated icon's source.
            if case .generated = images.source { continue }
            let sizes: SetSizes
            if case .iconSet(let name, _) = images.source, let set = app.iconSets[name] {
                let key = name + "\u{0}" + idiom.rawValue
                sizes = setSizes[key] ?? measure(set, idiom: idiom)
                setSizes[key] = sizes
            } else {
                sizes = SetSizes(sizes: looseSizes(images, idiom: idiom))
            }
            if sizes.all { continue }
            let (file, location) = Self.place(of: icon, images: images, app: app)
            let hasLFSPointers = sizes.hasLFSPointers || images.candidates.contains { $0.failure == .gitLFSPointer }
            measured.append(
                IconSizes(
                    icon: icon, idiom: idiom, subject: subject(of: icon), sizes: sizes.sizes, file: file, location: location,
                    hasLFSPointers: hasLFSPointers, sizesOfFaultyFiles: sizes.sizesOfFaultyFiles))
        }
    }

    /// What an icon's images offer a device, as far as its set (or its loose files) says.
    private struct SetSizes {
        /// The square widths in pixels.
        var sizes: Set<Int>
        /// A single-size set: every size is made from its 1024 px image.
        var all = false
        /// Whether a file of the set is a Git LFS pointer.
        var hasLFSPointers = false
        /// The pixel sizes of the set's slots whose files are missing.
        var sizesOfFaultyFiles: Set<Int> = []
    }

    /// The sizes a set offers a device, whether a file of it is an LFS pointer, and the sizes of its
    /// slots whose files are missing.
    private func measure(_ set: AppIconSet, idiom: Idiom) -> SetSizes {
        let (sizes, all) = squareSizes(set, idiom: idiom)
        return SetSizes(
            sizes: sizes, all: all, hasLFSPointers: hasLFSPointers(set), sizesOfFaultyFiles: sizesOfFaultyFiles(set, idiom: idiom))
    }

    /// The square pixel sizes a set has for a device; `all` when it is a single-size set.
    private func squareSizes(_ set: AppIconSet, idiom: Idiom) -> (sizes: Set<Int>, all: Bool) {
        var sizes: Set<Int> = []
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

    /// The square pixel sizes an icon's loose files have for a device.
    private func looseSizes(_ images: IconImages, idiom: Idiom) -> Set<Int> {
        var sizes: Set<Int> = []
        for candidate in images.candidates where candidate.device == nil || candidate.device == idiom {
            if let header = candidate.header, header.width == header.height { sizes.insert(header.width) }
        }
        return sizes
    }

    /// Whether a file a set's entry names is a Git LFS pointer.
    private func hasLFSPointers(_ set: AppIconSet) -> Bool {
        set.images.contains { entry in
            guard let path = entry.path, case .failure(let failure) = header(at: path) else { return false }
            return failure == .gitLFSPointer
        }
    }

    /// The pixel sizes of the slots (for `idiom`, default appearance) of the set whose file the set's
    /// folder lacks or is of another size; a missing single-size 1024 px image stands for every size.
    private func sizesOfFaultyFiles(_ set: AppIconSet, idiom: Idiom) -> Set<Int> {
        var sizes: Set<Int> = []
        for entry in set.images where entry.appearance == .any && entry.filename != nil {
            guard let path = entry.path, let points = entry.size else { continue }
            guard entry.isUniversalForIOS || entry.idiom == CatalogIdiom(idiom) else { continue }
            let pixels = points * Double(entry.scale ?? 1)
            guard pixels.isFinite, pixels >= 0, pixels < 100_000 else { continue }
            if FileManager.default.fileExists(atPath: path) {
                // A file of another size is image-size-mismatch's finding.
                if let header = try? header(at: path).get(), header.width != Int(pixels.rounded()) { sizes.insert(Int(pixels.rounded())) }
                continue
            }
            if entry.isUniversalForIOS && points == 1024 && (entry.scale ?? 1) == 1 { return [120, 152, 167, 180] }
            sizes.insert(Int(pixels.rounded()))
        }
        return sizes
    }

    /// Where to fix an icon's images: its set's `Contents.json`, or its dictionary in the Info.plist.
    static func place(of icon: IconDeclaration, images: IconImages, app: AppOnDevice) -> (file: String, location: String?) {
        if case .iconSet(let name, _) = images.source, let set = app.iconSets[name] {
            return (set.folder + "/Contents.json", nil)
        }
        return (app.declaration.infoPlistPath, icon.keyPath)
    }
}
