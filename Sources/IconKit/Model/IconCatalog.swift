import Basics

/// The icons one idiom offers, in chooser order: the primary first, then alternates by `ordinal`
/// (ties in natural name order), then alternates without a usable ordinal: in the order of
/// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` when that setting names them, else in natural
/// name order (`Alternate2` before `Alternate10`, case aside; see `NaturalOrder`).
///
/// Alternates without an ordinal are kept and reported, never dropped (Emitron and the Colourful
/// demo drop them silently). The iPad rule is applied here: when `CFBundleIcons~ipad` exists, iPad
/// uses it alone and does not fall back to the alternates of plain `CFBundleIcons`.
public struct IconCatalog: Sendable {
    public var idiom: Idiom
    /// The dictionary the icons come from (`CFBundleIcons` or `CFBundleIcons~ipad`); nil when the app declares none.
    public var sourceKeyPath: String?
    /// The primary icon; present even when undeclared, so a chooser can always return to it.
    public var primary: IconDeclaration
    public var alternates: [IconDeclaration]
    /// Ordering and idiom problems (the declaration's own problems stay on `AppDeclaration`).
    var diagnostics: [Diagnostic]

    /// The primary followed by the alternates.
    public var icons: [IconDeclaration] { [primary] + alternates }

    /// Mirrors `UIApplication.supportsAlternateIcons`: false when this idiom declares no alternates.
    public var supportsAlternateIcons: Bool { !alternates.isEmpty }

    func alternate(named name: String) -> IconDeclaration? {
        alternates.first { $0.name == name }
    }

    public init(app: AppDeclaration, idiom: Idiom) {
        self.idiom = idiom
        var diagnostics: [Diagnostic] = []
        let file = app.infoPlistPath

        let source: IconsDeclaration?
        if idiom == .ipad, let iPad = app.iPadIcons {
            source = iPad
        } else {
            source = app.icons
        }
        sourceKeyPath = source?.keyPath

        if let declared = source?.primary {
            primary = declared
        } else if idiom == .ipad, app.iPadIcons != nil, let universal = app.icons?.primary {
            primary = universal
            diagnostics.append(
                Diagnostic(
                    .warning, .iPadPrimaryMissing,
                    "CFBundleIcons~ipad has no CFBundlePrimaryIcon; showing the one from CFBundleIcons",
                    file: file, keyPath: InfoPlistParser.iPadIconsKey))
        } else {
            let base = source?.keyPath ?? InfoPlistParser.iconsKey
            primary = IconDeclaration(name: nil, keyPath: "\(base).\(InfoPlistParser.primaryKey)")
            diagnostics.append(
                Diagnostic(
                    .note, .primaryNotDeclared,
                    "no CFBundlePrimaryIcon is declared; in a built app the primary icon comes from the asset catalog",
                    file: file, keyPath: base))
        }

        let (ordered, orderDiagnostics) = Self.order(
            source?.alternates ?? [], buildOrder: source?.buildOrder ?? [], file: file)
        alternates = ordered
        diagnostics += orderDiagnostics
        diagnostics += Self.iPadRuleDiagnostics(app: app)
        self.diagnostics = diagnostics
    }

    /// Sorts alternates and explains every ordering decision that a reader could not guess.
    /// `buildOrder` (names from `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`) places alternates
    /// without an ordinal; those it does not name follow, in natural order.
    static func order(_ alternates: [IconDeclaration], buildOrder: [String] = [], file: String) -> ([IconDeclaration], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        // Sort small keys, not the declarations themselves: moving 1,000 structs full of strings
        // through a sort costs more than reading the plist's ordinals. Names break ties of ordinal
        // only, so their keys are made only for those.
        var ordered: [(ordinal: Int, index: Int)] = []
        var unordered: [(key: NaturalOrder.Key, index: Int)] = []
        ordered.reserveCapacity(alternates.count)
        for (index, icon) in alternates.enumerated() {
            let name = icon.name ?? ""
            if let ordinal = icon.ordinal.integer {
                ordered.append((ordinal, index))
            } else {
                unordered.append((NaturalOrder.Key(name), index))
                if case .invalid(let found) = icon.ordinal {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .ordinalNotInteger,
                            "ordinal of \u{201C}\(name)\u{201D} should be an integer, found \(found); listed after the ordered icons",
                            file: file, keyPath: "\(icon.keyPath).ordinal"))
                }
            }
        }
        ordered.sort { $0.ordinal < $1.ordinal }
        unordered = sortedWithoutOrdinal(unordered, buildOrder: buildOrder)
        let unorderedRule = buildOrder.isEmpty ? "by name" : "in the order of ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

        if !ordered.isEmpty {
            for entry in unordered where alternates[entry.index].ordinal == .missing {
                diagnostics.append(
                    Diagnostic(
                        .warning, .ordinalMissing,
                        "\u{201C}\(entry.key.name)\u{201D} has no ordinal; listed after the ordered icons, \(unorderedRule) "
                            + "(choosers that sort by ordinal, like Emitron's, drop it)",
                        file: file, keyPath: alternates[entry.index].keyPath))
            }
        } else if alternates.count > 1 {
            diagnostics.append(
                Diagnostic(
                    .note, .ordinalNone,
                    "no alternate declares an ordinal; alternates are listed \(unorderedRule)", file: file, keyPath: nil))
        }
        var runStart = 0
        while runStart < ordered.count {
            var runEnd = runStart + 1
            while runEnd < ordered.count && ordered[runEnd].ordinal == ordered[runStart].ordinal { runEnd += 1 }
            if runEnd - runStart > 1 {
                let run = Self.byName(ordered[runStart..<runEnd], of: alternates)
                ordered.replaceSubrange(runStart..<runEnd, with: run)
                let names = run.map { "\u{201C}\(alternates[$0.index].name ?? "")\u{201D}" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .warning, .ordinalDuplicate,
                        "\(names) share ordinal \(ordered[runStart].ordinal); they are ordered by name",
                        file: file, keyPath: "\(alternates[ordered[runStart].index].keyPath).ordinal"))
            }
            runStart = runEnd
        }
        return (ordered.map { alternates[$0.index] } + unordered.map { alternates[$0.index] }, diagnostics)
    }

    /// A run of alternates that share an ordinal, in the natural order of their names (a stable sort,
    /// as the whole list's was).
    static func byName(_ run: ArraySlice<(ordinal: Int, index: Int)>, of alternates: [IconDeclaration]) -> [(ordinal: Int, index: Int)] {
        run.map { (key: NaturalOrder.Key(alternates[$0.index].name ?? ""), entry: $0) }.sorted { $0.key < $1.key }.map(\.entry)
    }

    /// Alternates without a usable ordinal: those `buildOrder` names in its order, then the others
    /// in natural order.
    static func sortedWithoutOrdinal(_ entries: [(key: NaturalOrder.Key, index: Int)], buildOrder: [String])
        -> [(key: NaturalOrder.Key, index: Int)]
    {
        let rank = Dictionary(buildOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return entries.sorted { left, right in
            let leftRank = rank[left.key.name] ?? Int.max
            let rightRank = rank[right.key.name] ?? Int.max
            return leftRank != rightRank ? leftRank < rightRank : left.key < right.key
        }
    }

    /// Alternates declared for all devices but missing from an existing `CFBundleIcons~ipad`:
    /// they work on iPhone and fail on iPad at run time. With `predictedIPadSet` (a source Info.plist
    /// without `CFBundleIcons~ipad` whose primary icon set, so named, has iPad images), the build
    /// writes that dictionary with the primary icon only, so every alternate fails on iPad.
    /// The one place that reports `iPadAlternateNotDeclared`.
    public static func iPadRuleDiagnostics(app: AppDeclaration, predictedIPadSet: String? = nil) -> [Diagnostic] {
        guard let universal = app.icons else { return [] }
        guard let iPad = app.iPadIcons else {
            guard let setName = predictedIPadSet else { return [] }
            return universal.alternates.map { icon in
                Diagnostic(
                    .error, .iPadAlternateNotDeclared,
                    "the build writes CFBundleIcons~ipad from the iPad images of the icon set \u{2018}\(setName)\u{2019} "
                        + "(the app runs on iPad), with the primary icon only; iPad then does not offer "
                        + "\u{201C}\(icon.name ?? "")\u{201D} and setAlternateIconName fails there. "
                        + "Add a CFBundleIcons~ipad dictionary that declares every alternate",
                    file: app.infoPlistPath, keyPath: icon.keyPath)
            }
        }
        let iPadNames = Set(iPad.alternates.compactMap(\.name))
        return universal.alternates.compactMap { icon in
            guard let name = icon.name, !iPadNames.contains(name) else { return nil }
            return Diagnostic(
                .error, .iPadAlternateNotDeclared,
                "\u{201C}\(name)\u{201D} is declared in CFBundleIcons but not in CFBundleIcons~ipad, so iPad does not "
                    + "offer it and setAlternateIconName fails there; add it to CFBundleIcons~ipad",
                file: app.infoPlistPath, keyPath: icon.keyPath)
        }
    }
}
