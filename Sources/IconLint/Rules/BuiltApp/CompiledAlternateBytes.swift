import IconKit

extension RuleID {
    public static let compiledAlternateBytes = RuleID("compiled-alternate-bytes")
}

/// `compiled-alternate-bytes`: the built app's alternate icons add a megabyte or more to the download.
enum CompiledAlternateBytes {
    /// Below this, what the alternates add is not worth a finding (`list --json` still gives each set's bytes).
    static let threshold = 1_000_000

    static let rule = LintRule(
        id: .compiledAlternateBytes, severity: .note, category: .builtApp,
        summary: "the built app's alternate icons add a megabyte or more to the download",
        explanation: """
            Each alternate's set is compiled into Assets.car and downloaded by every user, chosen or not. A classic \
            set costs tens of kB; an Icon Composer alternate keeps its layers and Apple's flattened renderings in \
            every appearance, about 1.3 MB each. The note gives what the alternates add together and the largest \
            of them, so the cost is seen before it grows. Fewer alternates, smaller layer images, or classic sets \
            for alternates reduce it.
            """,
        evidence: """
            An app grew from 11.9 to 43.1 MiB with 24 Icon Composer alternates (vellum-ai PR #41160); \
            cryptomator's Icon Composer AppIcon takes 1.4 MB of its Assets.car (../shared/cars).
            """,
        check: .app(checkAlternateBytes),
        examples: [
            .fires("an alternate of 4 MB", saying: "add 4.", on: .builtApp) { app in
                app.editCatalog {
                    $0[images: "Dark"] = [
                        ExampleCatalog.Image(idiom: "universal", pixels: 1024, scale: 1, colour: .night, uncompressed: true)
                    ]
                }
            },
            .staysSilent("two small classic alternates", on: .builtApp),
        ])

    /// The compiled sets of the alternates (each counted once), when they add up to the threshold.
    private static func checkAlternateBytes(_ context: LintContext) -> [LintRule.Hit] {
        guard let catalog = BuiltAppCatalog.of(context) else { return [] }
        var seen: Set<String> = []
        var sets: [(name: String, set: CompiledIconSet)] = []
        for icon in BuiltAppCatalog.declaredIcons(context.app.declaration) where !icon.isPrimary {
            guard let name = icon.iconSetName, let set = catalog.iconSets[name], seen.insert(name).inserted else { continue }
            sets.append((icon.name ?? name, set))
        }
        let total = sets.reduce(0) { $0 + $1.set.byteCount }
        guard total >= threshold else { return [] }
        let largest = sets.sorted { $0.set.byteCount > $1.set.byteCount }.prefix(3).map { name, set in
            "\u{201C}\(name)\u{201D} \(BuiltAppCatalog.size(set.byteCount))\(set.stack == nil ? "" : ", an Icon Composer icon")"
        }
        let composer = sets.filter { $0.set.stack != nil }.count
        return [
            LintRule.Hit(
                message: "the \(sets.count) alternate icon\(sets.count == 1 ? "" : "s") add \(BuiltAppCatalog.size(total)) to Assets.car, "
                    + "downloaded by every user (\(largest.joined(separator: "; "))\(sets.count > 3 ? "; …" : ""))"
                    + (composer > 0 ? "; Icon Composer alternates cost about 1.3 MB each" : ""),
                file: catalog.path, location: nil, subject: .app)
        ]
    }
}
