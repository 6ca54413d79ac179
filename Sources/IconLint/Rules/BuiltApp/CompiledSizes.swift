import IconKit

/// What the two rules about the sizes a built app's primary icon must have in Assets.car share: the
/// sizes upload validation asks of a device the build targets, which the primary's compiled set lacks.
enum CompiledSizes {
    /// The sizes of `required` the primary's set lacks on `idiom`, as one hit; none when the build does
    /// not target the device, the set is single-size (every size made from one 1024 px image, as Icon
    /// Composer icons are), the catalog is thinned (said by `compiled-store-icon-missing`) or the set is
    /// missing (`compiled-icon-missing`).
    static func hits(_ context: LintContext, idiom: Idiom, required: [Int], advice: String) -> [LintRule.Hit] {
        let declaration = context.app.declaration
        guard let catalog = BuiltAppCatalog.of(context), catalog.thinnedFor == nil, BuiltAppCatalog.families(declaration).contains(idiom),
            let name = BuiltAppCatalog.primary(declaration, on: idiom)?.iconSetName, let set = catalog.iconSets[name],
            !set.isSingleSize(on: idiom)
        else { return [] }
        let widths = set.squareWidths(on: idiom)
        let missing = required.filter { !widths.contains($0) }
        guard !missing.isEmpty else { return [] }
        let has = widths.isEmpty ? "no image for \(idiom.displayName)" : widths.sorted().map(String.init).joined(separator: ", ") + " px"
        return [
            LintRule.Hit(
                message: "the primary icon's set \u{2018}\(name)\u{2019} in Assets.car has no "
                    + missing.map { "\($0)x\($0)" }.joined(separator: " and ") + " px image\(missing.count == 1 ? "" : "s") for "
                    + "\(idiom.displayName) (it has \(has)), "
                    + "which the build targets (UIDeviceFamily); \(advice)",
                file: catalog.path, location: nil, subject: .primary, idiom: idiom)
        ]
    }
}
