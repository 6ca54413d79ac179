extension LintRule {
    /// A rule's own check, and what it looks at.
    ///
    /// The linter walks the loaded apps once, in the order of these cases, and hands each item to
    /// every rule whose check takes that kind of item, in rule order (as swift-format's lint
    /// pipeline hands each syntax node to the rules that visit it). The walk and what several
    /// checks need (PNG headers, subjects, which names a catalog explains) live in `LintContext`.
    enum Check: Sendable {
        typealias Visit<Item> = @Sendable (Item, LintContext) -> [Hit]

        /// Each icon dictionary of the Info.plist (the first app's declaration).
        case iconDeclaration(Visit<LintContext.DeclaredIcon>)
        /// Once, after the icon dictionaries.
        case app(@Sendable (LintContext) -> [Hit])
        /// Each loose icon name that a catalog explains (it names a set, or a file inside a catalog).
        case looseName(Visit<LintContext.LooseName>)
        /// Each icon with images, once per device, with the square pixel sizes it has there.
        case iconSizes(Visit<LintContext.IconSizes>)
        /// Each image file an icon uses, once, then each file an icon set's entry names.
        case imageFile(Visit<LintContext.ImageFile>)
        /// Each entry of the `Contents.json` of every icon set an icon uses.
        case setEntry(Visit<LintContext.SetEntry>)
        /// Once, at the end: the App Store icon the primary icon provides.
        case storeIcon(Visit<LintContext.StoreIcon>)
    }
}
