import IconKit

extension RuleID {
    public static let compiledCatalogUnreadable = RuleID("compiled-catalog-unreadable")
}

/// `compiled-catalog-unreadable`: the built app's Assets.car cannot be read.
enum CompiledCatalogUnreadable {
    static let rule = LintRule(
        id: .compiledCatalogUnreadable, severity: .error, category: .builtApp,
        summary: "the built app's Assets.car cannot be read",
        explanation: """
            A built app's asset-catalog icons (the primary, every alternate, the dark and tinted images) are \
            compiled into Assets.car at the bundle root. This one is not a compiled catalog, is cut short or \
            damaged, or is larger than iconpicker reads (256 MB inflated from an .ipa); the message names the \
            structure or the rendition. Rebuild the app, or fetch the .ipa again: a copy cut short in transfer is \
            the usual cause.
            """,
        evidence: """
            The device reads every catalog icon from Assets.car through CoreUI; a catalog it cannot read leaves \
            the app without them. iconpicker reads the BOM store, the CAR header, the key format and every \
            rendition's header, checked against the public cars of ../shared/cars and an independent Python \
            reader; a file that fails those checks is not one actool wrote whole.
            """,
        facts: .of(.compiledCatalogUnreadable),
        examples: [
            .fires("a catalog cut short after its header", saying: "Assets.car cannot be read", on: .builtApp) {
                $0.files[ExampleApp.builtCatalogPath] = .bytes(Array("BOMStore".utf8) + [UInt8](repeating: 0, count: 64))
            },
            .staysSilent("the catalog actool wrote", on: .builtApp),
        ])
}
