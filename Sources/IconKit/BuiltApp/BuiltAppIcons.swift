/// A built app's icons as the device draws them: from its compiled `Assets.car` when the car holds the
/// icon set `CFBundleIconName` names, from the loose files of `CFBundleIconFiles` otherwise.
struct BuiltAppIcons: Sendable {
    /// The catalog read; nil when the app has none, or it could not be read.
    let catalog: BuiltCatalog?
    /// The app has an `Assets.car` that could not be read (said once, in `diagnostics`): its icons are
    /// not reported missing one by one.
    let catalogUnreadable: Bool
    /// What reading the catalog found about the app as a whole.
    let diagnostics: [Diagnostic]

    /// The app whose bundle root `appFolder` is (as its paths name it), its car read through `files`.
    init(files: AppFiles, appFolder: String) {
        do {
            catalog = try files.compiledCatalog(in: appFolder)
            catalogUnreadable = false
            diagnostics = []
        } catch {
            catalog = nil
            catalogUnreadable = true
            diagnostics = [
                Diagnostic(
                    .error, .compiledCatalogUnreadable,
                    "\(error.path) cannot be read (\(error.detail)); its icons are not shown, and the build is damaged",
                    file: error.path)
            ]
        }
    }

    /// The icon's images: the bitmap of its compiled set that `idiom` shows in `appearance`, else
    /// `loose()` (the files of `CFBundleIconFiles`), with the set the car lacks said first.
    func images(
        for icon: IconDeclaration, idiom: Idiom, appearance: IconAppearance, file: String, loose: () -> IconImages
    ) -> IconImages {
        let set = icon.iconSetName.flatMap { catalog?.iconSets[$0] }
        if let set, let (image, fellBack) = set.shown(on: idiom, appearance: appearance) {
            var images = IconImages(source: .compiled(image))
            if fellBack {
                images.problems.append(
                    Diagnostic(
                        .note, .appearanceMissing,
                        "the icon set \u{2018}\(set.name)\u{2019} in Assets.car has no \(appearance.rawValue) image; showing the default one",
                        file: catalog?.path, keyPath: icon.keyPath))
            }
            return images
        }
        var images = loose()
        guard let name = icon.iconSetName, !catalogUnreadable else { return images }
        // What the build lacks, said once: "no asset catalog holds it" means the source tree's catalogs.
        images.problems.removeAll { $0.kind == .catalogSetMissing }
        images.problems.insert(
            Diagnostic(
                .error, .compiledIconMissing, missingMessage(name, set: set, icon: icon), file: file, keyPath: icon.keyPath, about: name),
            at: 0)
        return images
    }

    /// Why the set `name` gives no picture, and what that does on a device.
    private func missingMessage(_ name: String, set: CompiledIconSet?, icon: IconDeclaration) -> String {
        let consequence =
            icon.name.map { "setAlternateIconName(\"\($0)\") fails on the device, and upload validation rejects the build" }
            ?? "the app has no icon from its catalog"
        guard let catalog else { return "CFBundleIconName names \u{2018}\(name)\u{2019}, but the app has no Assets.car: \(consequence)" }
        if set != nil { return "the icon set \u{2018}\(name)\u{2019} in Assets.car holds no bitmap: \(consequence)" }
        let held = catalog.setNames
        let holds =
            held.isEmpty ? "it holds no app icon" : "it holds \(held.prefix(4).map { "\u{2018}\($0)\u{2019}" }.joined(separator: ", "))"
        return
            "CFBundleIconName names \u{2018}\(name)\u{2019}, which Assets.car does not hold (\(holds)\(held.count > 4 ? ", …" : "")): \(consequence)"
    }
}
