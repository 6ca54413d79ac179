import IconKit

/// The rules of the category “Ordering”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let ordinalMissing = LintRule(
        .ordinalMissing, .warning, .ordering, groupsAcrossIcons: true,
        "an alternate has no ordinal while others do",
        """
        ordinal is the convention of Emitron's and Colourful's choosers for ordering alternates; they drop \
        an alternate without one. iconpicker lists it after the ordered ones. Give it an integer ordinal.
        """)
    static let ordinalNotInteger = LintRule(
        .ordinalNotInteger, .warning, .ordering,
        "an ordinal is not an integer",
        """
        A string or real ordinal is not read as a number by choosers that sort by it; the icon is listed \
        after the ordered ones (or dropped). Use <integer>.
        """)
    static let ordinalDuplicate = LintRule(
        .ordinalDuplicate, .warning, .ordering,
        "several alternates share an ordinal",
        """
        Their order then depends on the chooser (iconpicker orders them by name). Give each a distinct ordinal.
        """)
    static let ordinalNone = LintRule(
        .ordinalNone, .note, .ordering, facts: .keeping(keepsOrdinalNone),
        "no alternate declares an ordinal",
        """
        Alternates are then listed by name. Add ordinals if the order matters.
        """)
}

extension LintRule {
    /// Alternates the build makes from icon sets cannot carry an ordinal: saying so is noise.
    static func keepsOrdinalNone(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        let app = context.app
        return !(app.project != nil && app.catalog.alternates.allSatisfy { $0.iconSetName != nil })
    }
}
