import IconKit

/// The rules of the category “Contents.json”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let catalogFileMissing = LintRule(
        .catalogFileMissing, .error, .catalog, facts: nil, check: .setEntry(checkCatalogFileMissing),
        "a Contents.json entry names a file that is not in the set",
        """
        The slot is empty in the build (actool warns and leaves it out), which can remove a required size. \
        Put the file in the .appiconset folder, or clear the slot in Xcode.
        """)
    static let catalogUnknownIdiom = LintRule(
        .catalogUnknownIdiom, .warning, .catalog, facts: nil, check: .setEntry(checkCatalogUnknownIdiom),
        "a Contents.json entry has an idiom Xcode does not know",
        """
        Known idioms: iphone, ipad, ios-marketing, universal, mac, watch, watch-marketing, car, tv, vision. \
        An entry with another idiom is ignored by the build.
        """)
    static let catalogUnknownSize = LintRule(
        .catalogUnknownSize, .warning, .catalog, facts: nil, check: .setEntry(checkCatalogUnknownSize),
        "a Contents.json entry has a size or scale no iOS slot has",
        """
        For example 61x61 or 60x60 at 1x for iPhone. The build ignores the entry or reports an unassigned \
        child. Use the slots Xcode's editor offers.
        """)
    static let catalogSizeMismatch = LintRule(
        .catalogSizeMismatch, .warning, .catalog, facts: nil, check: .setEntry(checkCatalogSizeMismatch),
        "an image in an icon set is not the size its slot asks for",
        """
        A 60x60 @2x slot needs 120x120 pixels, the 1024x1024 App Store slot 1024x1024. The build warns and \
        does not use the image, which can remove a required size. Export the image at the slot's size.
        """)
    static let appearanceWithoutFile = LintRule(
        .appearanceWithoutFile, .note, .catalog, facts: nil, check: .setEntry(checkAppearanceWithoutFile),
        "an iOS 18 dark or tinted slot has no image",
        """
        iOS 18 then derives the dark or tinted icon from the default image. Add one to control how it looks.
        """)
    static let catalogContentsUnreadable = LintRule(
        .catalogContentsUnreadable, .error, .catalog,
        "a set's Contents.json is missing or not valid JSON",
        """
        Xcode cannot read the set, so it has no images. Restore the file (Xcode rewrites it when the set is \
        edited).
        """)
    static let catalogEntryMalformed = LintRule(
        .catalogEntryMalformed, .warning, .catalog,
        "a Contents.json entry is malformed",
        """
        An entry is not a JSON object, or its filename is not a plain file name. Fix the entry.
        """)
}

extension LintRule {
    /// A filename the set's folder does not hold.
    static func checkCatalogFileMissing(_ entry: LintContext.SetEntry, _ context: LintContext) -> [Hit] {
        guard case .missing(let filename)? = entry.file else { return [] }
        return [
            Hit(
                message:
                    "\(entry.slot) names \(filename), which is not in the set's folder; add the file or clear the slot",
                file: entry.contents, location: entry.location + ".filename", subject: entry.subject)
        ]
    }

    static func checkCatalogUnknownIdiom(_ entry: LintContext.SetEntry, _ context: LintContext) -> [Hit] {
        guard case .unknown(let idiom) = entry.entry.idiom else { return [] }
        return [
            Hit(
                message: "\(entry.slot) has the idiom \u{201C}\(idiom)\u{201D}, which Xcode does not know; the build ignores it",
                file: entry.contents, location: entry.location + ".idiom", subject: entry.subject)
        ]
    }

    /// A size (or scale) no slot of the idiom has, or a size that cannot be read.
    static func checkCatalogUnknownSize(_ entry: LintContext.SetEntry, _ context: LintContext) -> [Hit] {
        guard entry.slotSize == .unknown else { return [] }
        let image = entry.entry
        let message =
            image.size != nil && image.unreadableSize == nil
            ? "\(entry.slot) matches no \(image.idiom) icon slot, so the build ignores it; use the slots Xcode offers"
            : "an \(image.idiom) entry has \(image.unreadableSize.map { "the size \u{201C}\($0)\u{201D}, which is not WxH" } ?? "no size"); give it a slot's size"
        return [Hit(message: message, file: entry.contents, location: entry.location + ".size", subject: entry.subject)]
    }

    /// A square image of other pixels than its slot's.
    static func checkCatalogSizeMismatch(_ entry: LintContext.SetEntry, _ context: LintContext) -> [Hit] {
        guard case .known(let expected) = entry.slotSize, case .present(let filename, let file)? = entry.file,
            let header = file.header, header.width == header.height, header.width != expected
        else { return [] }
        return [
            Hit(
                message:
                    "\(filename) is \(header.width)x\(header.height) px but \(entry.slot) needs \(expected)x\(expected); the build does not use it",
                file: entry.contents, location: entry.location, subject: entry.subject)
        ]
    }

    /// An empty dark or tinted slot.
    static func checkAppearanceWithoutFile(_ entry: LintContext.SetEntry, _ context: LintContext) -> [Hit] {
        guard case .empty? = entry.file, entry.entry.appearance != .any else { return [] }
        return [
            Hit(
                message:
                    "the \(entry.entry.appearance.rawValue) slot of \u{2018}\(entry.set.name)\u{2019} has no image, so iOS 18 derives one from the default image",
                file: entry.contents, location: entry.location, subject: entry.subject)
        ]
    }
}
