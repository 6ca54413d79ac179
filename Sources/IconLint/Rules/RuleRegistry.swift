import IconKit

/// Every lint rule, once, in the order `lint --rules`, `docs/rules.md` and SARIF's rule index list
/// them; the linter hands each item to the rules' checks in this order, so findings come out in a
/// stable order. Adding a rule is its file under `Rules/<Category>/` and one line here.
enum RuleRegistry {
    static let rules: [LintRule] = [
        MissingIconFile.rule,
        IconFileInCatalog.rule,
        CatalogSetMissing.rule,
        CatalogSetEmpty.rule,
        NoImageDeclared.rule,
        NoFileForIdiom.rule,
        DuplicateFileName.rule,
        ModifierCase.rule,
        OrphanIconFile.rule,
        IPhoneIconSizeMissing.rule,
        IPadIconSizeMissing.rule,
        AlternateIPhoneSizeMissing.rule,
        AlternateIPadSizeMissing.rule,
        RecommendedSizeMissing.rule,
        MarketingIconMissing.rule,
        MarketingIconAlphaChannel.rule,
        MarketingIconTransparent.rule,
        IconNotPNG.rule,
        IconNotSquare.rule,
        CgBIInSource.rule,
        UnreadableImage.rule,
        ImageSizeMismatch.rule,
        LFSPointer.rule,
        DuplicateImage.rule,
        WrongType.rule,
        PrimaryInsideAlternates.rule,
        IconNameMissing.rule,
        MixedFileExtensions.rule,
        InvalidFileName.rule,
        NewsstandIcon.rule,
        PrerenderedIcon.rule,
        UnknownIconsKey.rule,
        UnexpandedBuildVariable.rule,
        PrimaryNotDeclared.rule,
        IPadPrimaryMissing.rule,
        MissingAppName.rule,
        MissingBundleIdentifier.rule,
        IPadAlternateNotDeclared.rule,
        OrdinalMissing.rule,
        OrdinalNotInteger.rule,
        OrdinalDuplicate.rule,
        OrdinalNone.rule,
        StrayIconSet.rule,
        SetPrimaryAndAlternate.rule,
        FlavourIconShipped.rule,
        SetNameCase.rule,
        InfoPlistMissing.rule,
        PathLetterCase.rule,
        InfoPlistPreprocessed.rule,
        CodeIconName.rule,
        SearchTruncated.rule,
        BuildSettingUnusable.rule,
        CatalogFileMissing.rule,
        CatalogUnknownIdiom.rule,
        CatalogUnknownSize.rule,
        CatalogSizeMismatch.rule,
        CatalogUnassignedFile.rule,
        AppearanceWithoutFile.rule,
        CatalogContentsUnreadable.rule,
        CatalogEntryMalformed.rule,
        FilesFromIconSet.rule,
        AppearanceMissing.rule,
        SavedIconNotDeclared.rule,
        StateUnreadable.rule,
        IconNotInTarget.rule,
        WrapperIconReference.rule,
        IconSetShadowed.rule,
        XcodeGenSpecDisagrees.rule,
        IconJSONUnreadable.rule,
        IconJSONMalformed.rule,
        IconImageMissing.rule,
        IconNotForIOS.rule,
        AppearanceImageOpaque.rule,
        GeneratedImageMissing.rule,
        GeneratedImageNone.rule,
        GeneratedImageNotPNG.rule,
        GeneratedImageNotSquare.rule,
        GeneratedImageTooSmall.rule,
        GeneratedImageTransparent.rule,
        GeneratedNameDuplicate.rule,
        GeneratedIconInvalid.rule,
        ConfigNotRead.rule,
        CompiledCatalogUnreadable.rule,
        CompiledIconMissing.rule,
        CompiledIconNameMissing.rule,
        CompiledStoreIconMissing.rule,
        CompiledStoreIconTransparent.rule,
        CompiledIPhoneSizeMissing.rule,
        CompiledIPadSizeMissing.rule,
        CompiledIconSetUnnamed.rule,
        CompiledAlternateBytes.rule,
    ]

    static let byID: [RuleID: LintRule] = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule that owns each kind of the reader's facts, as the rules declare (`LintRule.ReaderFacts`).
    static let byKind: [Diagnostic.Kind: LintRule] = {
        var byKind: [Diagnostic.Kind: LintRule] = [:]
        for rule in rules {
            for kind in rule.facts?.kinds ?? [] where byKind[kind] == nil { byKind[kind] = rule }
        }
        return byKind
    }()

    /// The rule with `id`. An id no registered rule has (a rule file left out of `rules`) gets a rule
    /// that says so, rather than stopping the run; `RuleRegistryTests` checks that none is left out.
    static func rule(for id: RuleID) -> LintRule {
        byID[id]
            ?? LintRule(
                id: id, severity: .error, category: .files, summary: "an unregistered rule", explanation: "", evidence: "")
    }

    /// The rule that reports facts of `kind`, if a rule declares it.
    static func rule(reporting kind: Diagnostic.Kind) -> LintRule? {
        byKind[kind]
    }
}
