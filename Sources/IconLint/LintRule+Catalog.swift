import IconKit

extension RuleID {
    /// This id's rule. The switch is exhaustive, so an id cannot lack a rule; each rule is declared
    /// once, below, as a constant named like its id.
    public var rule: LintRule {
        switch self {
        case .missingIconFile: LintRule.missingIconFile
        case .iconFileInCatalog: LintRule.iconFileInCatalog
        case .catalogSetMissing: LintRule.catalogSetMissing
        case .catalogSetEmpty: LintRule.catalogSetEmpty
        case .noImageDeclared: LintRule.noImageDeclared
        case .noFileForIdiom: LintRule.noFileForIdiom
        case .duplicateFileName: LintRule.duplicateFileName
        case .iPhoneIconSizeMissing: LintRule.iPhoneIconSizeMissing
        case .iPadIconSizeMissing: LintRule.iPadIconSizeMissing
        case .alternateIPhoneSizeMissing: LintRule.alternateIPhoneSizeMissing
        case .alternateIPadSizeMissing: LintRule.alternateIPadSizeMissing
        case .recommendedSizeMissing: LintRule.recommendedSizeMissing
        case .marketingIconMissing: LintRule.marketingIconMissing
        case .marketingIconTransparent: LintRule.marketingIconTransparent
        case .iconNotPNG: LintRule.iconNotPNG
        case .iconNotSquare: LintRule.iconNotSquare
        case .cgbiInSource: LintRule.cgbiInSource
        case .unreadableImage: LintRule.unreadableImage
        case .wrongType: LintRule.wrongType
        case .primaryInsideAlternates: LintRule.primaryInsideAlternates
        case .iconNameMissing: LintRule.iconNameMissing
        case .mixedFileExtensions: LintRule.mixedFileExtensions
        case .invalidFileName: LintRule.invalidFileName
        case .newsstandIcon: LintRule.newsstandIcon
        case .prerenderedIcon: LintRule.prerenderedIcon
        case .unexpandedBuildVariable: LintRule.unexpandedBuildVariable
        case .primaryNotDeclared: LintRule.primaryNotDeclared
        case .iPadPrimaryMissing: LintRule.iPadPrimaryMissing
        case .missingAppName: LintRule.missingAppName
        case .missingBundleIdentifier: LintRule.missingBundleIdentifier
        case .iPadAlternateNotDeclared: LintRule.iPadAlternateNotDeclared
        case .ordinalMissing: LintRule.ordinalMissing
        case .ordinalNotInteger: LintRule.ordinalNotInteger
        case .ordinalDuplicate: LintRule.ordinalDuplicate
        case .ordinalNone: LintRule.ordinalNone
        case .strayIconSet: LintRule.strayIconSet
        case .setPrimaryAndAlternate: LintRule.setPrimaryAndAlternate
        case .infoPlistMissing: LintRule.infoPlistMissing
        case .searchTruncated: LintRule.searchTruncated
        case .catalogFileMissing: LintRule.catalogFileMissing
        case .catalogUnknownIdiom: LintRule.catalogUnknownIdiom
        case .catalogUnknownSize: LintRule.catalogUnknownSize
        case .catalogSizeMismatch: LintRule.catalogSizeMismatch
        case .appearanceWithoutFile: LintRule.appearanceWithoutFile
        case .catalogContentsUnreadable: LintRule.catalogContentsUnreadable
        case .catalogEntryMalformed: LintRule.catalogEntryMalformed
        case .filesFromIconSet: LintRule.filesFromIconSet
        case .appearanceMissing: LintRule.appearanceMissing
        case .savedIconNotDeclared: LintRule.savedIconNotDeclared
        case .stateUnreadable: LintRule.stateUnreadable
        }
    }
}

/// Every rule, in `RuleID`'s order (the order the README and `lint --rules` list them): id,
/// severity, category, App Store code, where findings come from, summary and explanation.
extension LintRule {
    // Files and sets
    static let missingIconFile = LintRule(.missingIconFile, .error, .files, itms: "ITMS-90032",
        "a CFBundleIconFiles name has no image file",
        """
        iOS looks for name.png, name@2x.png, name@3x.png, name~ipad.png and name@2x~ipad.png in the app's \
        bundle root. When none of them exists, App Store Connect rejects the upload ("Invalid Image Path - No \
        image found at the path referenced under key 'CFBundleIconFiles'") and the icon cannot be shown. \
        Add the PNGs to the target's resources, or correct the name (file names are case-sensitive on iOS). \
        When another name of the same icon has files, the finding is a warning.
        """)
    static let iconFileInCatalog = LintRule(.iconFileInCatalog, .error, .files, itms: "ITMS-90032", from: .check(.looseNames),
        "a loose icon file sits inside an .xcassets catalog",
        """
        Files inside an asset catalog are compiled into Assets.car and never copied loose into the bundle, so a \
        CFBundleIconFiles name that only exists inside an .xcassets folder is missing from the built app. Move \
        the PNGs out of the catalog, or make the icon an app icon set and name it with CFBundleIconName.
        """)
    static let catalogSetMissing = LintRule(.catalogSetMissing, .error, .files, itms: "ITMS-90895",
        "an icon set named by CFBundleIconName or a build setting is in no asset catalog",
        """
        CFBundleIconName, ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES \
        name .appiconset folders. When no catalog of the project holds the set, the build has no icon for it \
        and upload validation rejects the app. Create the set, or correct the name (it includes the names of \
        namespaced groups, e.g. Icons/Dark).
        """)
    static let catalogSetEmpty = LintRule(.catalogSetEmpty, .error, .files,
        "an icon set has no usable image for a device",
        """
        The set exists but none of its Contents.json entries for the device has a readable file, so the \
        device shows no icon. Add the images in Xcode's asset catalog editor (or the single 1024 px image of \
        the single-size form).
        """)
    static let noImageDeclared = LintRule(.noImageDeclared, .error, .files,
        "an icon declares neither CFBundleIconFiles nor CFBundleIconName",
        """
        Each icon dictionary needs loose files (CFBundleIconFiles) or an asset-catalog set (CFBundleIconName). \
        Without either, the system has nothing to show and setAlternateIconName fails.
        """)
    static let noFileForIdiom = LintRule(.noFileForIdiom, .error, .files,
        "an icon's files exist only for the other device",
        """
        For example only name~ipad.png exists: an iPhone never uses ~ipad files, so the icon is missing on \
        iPhone. Add unmarked or ~iphone files (name@2x.png, name@3x.png).
        """)
    static let duplicateFileName = LintRule(.duplicateFileName, .warning, .files,
        "two folders hold an icon file of the same name",
        """
        A build copies loose resources flat into the bundle root, so only one of the files survives (Xcode \
        reports "Multiple commands produce"). Keep one and delete or rename the others.
        """)

    // Sizes and the App Store icon
    static let iPhoneIconSizeMissing = LintRule(.iPhoneIconSizeMissing, .error, .sizes, itms: "ITMS-90022", from: .check(.sizes),
        "the primary icon has no 120x120 px image for iPhone",
        """
        Upload validation requires an iPhone app icon of exactly 120x120 pixels (60 pt @2x) in PNG format. \
        Add name@2x.png at 120x120, or an iphone 60x60 @2x slot in the icon set, or use the single-size \
        form (one 1024 px image) and let Xcode make every size.
        """)
    static let iPadIconSizeMissing = LintRule(.iPadIconSizeMissing, .error, .sizes, itms: "ITMS-90023", from: .check(.sizes),
        "the primary icon lacks a 152x152 or 167x167 px image for iPad",
        """
        An app that runs on iPad must have iPad app icons of exactly 152x152 (76 pt @2x) and 167x167 pixels \
        (83.5 pt @2x, iPad Pro). Add name@2x~ipad.png files, the ipad slots of the icon set, or use the \
        single-size form. (76x76 is only needed for iOS 9 and earlier and is not checked.)
        """)
    static let alternateIPhoneSizeMissing = LintRule(.alternateIPhoneSizeMissing, .warning, .sizes, itms: "ITMS-90890", from: .check(.sizes),
        "an alternate icon lacks the recommended 120x120 px image for iPhone",
        """
        App Store Connect warns when an alternate icon has no 120x120 image for iPhone: the system scales \
        whatever it finds, which looks blurred in Settings and on the home screen. Add name@2x.png at \
        120x120 (and name@3x.png at 180x180).
        """)
    static let alternateIPadSizeMissing = LintRule(.alternateIPadSizeMissing, .warning, .sizes, itms: "ITMS-90892", from: .check(.sizes),
        "an alternate icon lacks the recommended 152x152 or 167x167 px image for iPad",
        """
        App Store Connect warns when an alternate icon offered on iPad has no 152x152 or 167x167 image. \
        Add name@2x~ipad.png (152x152) and a 167x167 file (e.g. name-83.5@2x~ipad.png, listed in the \
        iPad dictionary's CFBundleIconFiles).
        """)
    static let recommendedSizeMissing = LintRule(.recommendedSizeMissing, .note, .sizes, from: .check(.sizes),
        "an icon has no 180x180 px image for 3x iPhones",
        """
        iPhones with a 3x screen show the 60 pt icon at 180x180 pixels; without name@3x.png they scale up \
        the 120 px image. Add it for a sharp icon.
        """)
    static let marketingIconMissing = LintRule(.marketingIconMissing, .error, .sizes, itms: "ITMS-90704", from: .check(.marketingIcon),
        "there is no 1024x1024 px App Store icon",
        """
        App Store Connect takes the App Store icon from the primary icon's asset-catalog set: an \
        ios-marketing 1024x1024 slot, or the single 1024 px image of the single-size form. An app whose \
        primary icon is loose files only has none. Add an AppIcon set with the 1024 px image and name it \
        with CFBundleIconName (or ASSETCATALOG_COMPILER_APPICON_NAME).
        """)
    static let marketingIconTransparent = LintRule(.marketingIconTransparent, .error, .sizes, itms: "ITMS-90717", from: .check(.marketingIcon),
        "the App Store icon has an alpha channel or transparent pixels",
        """
        The 1024 px App Store icon "can't be transparent nor contain an alpha channel": the channel alone is \
        enough to be rejected, even when every pixel is opaque. Export the image without alpha (in Preview: \
        Export, untick Alpha; with ImageMagick: convert icon.png -background white -alpha remove \
        -alpha off icon.png).
        """)

    // Image files
    static let iconNotPNG = LintRule(.iconNotPNG, .error, .images, from: .check(.imageFiles),
        "an icon file is not a PNG",
        """
        App icons must be PNG files; a JPEG (or any other format) renamed or referenced as an icon is \
        rejected at upload or not shown. Convert the file to PNG and reference it without an extension.
        """)
    static let iconNotSquare = LintRule(.iconNotSquare, .error, .images, from: .check(.imageFiles),
        "an icon image is not square",
        """
        iOS masks icons to a square with rounded corners; a non-square image is stretched, and the asset \
        catalog compiler rejects it. Crop or pad the image to a square of the slot's size.
        """)
    static let cgbiInSource = LintRule(.cgbiInSource, .error, .images, from: .check(.imageFiles),
        "an icon file in the source tree is an Xcode-crushed (CgBI) PNG",
        """
        CgBI PNGs are what Xcode writes into built apps (premultiplied BGRA, a raw deflate stream). Copied \
        back into a project, they break standard tools and Xcode's own PNG step. Replace the file with the \
        original artwork (iconpicker render can still show it).
        """)
    static let unreadableImage = LintRule(.unreadableImage, .error, .images, from: .check(.imageFiles),
        "an icon file cannot be read",
        """
        The file is truncated, damaged, or its header is malformed, so neither the build nor the device can \
        use it. Export it again.
        """)

    // Info.plist structure
    static let wrongType = LintRule(.wrongType, .error, .structure,
        "an icon key holds a value of the wrong type",
        """
        For example a number where CFBundleIconFiles expects a string or an array of strings, or an alternate \
        that is not a dictionary. The system ignores such values, so the icon is missing at run time. Fix the \
        value at the key path shown.
        """)
    static let primaryInsideAlternates = LintRule(.primaryInsideAlternates, .error, .structure,
        "CFBundlePrimaryIcon is nested inside CFBundleAlternateIcons",
        """
        CFBundlePrimaryIcon belongs beside CFBundleAlternateIcons, inside CFBundleIcons. Nested one level too \
        deep, it becomes an alternate named "CFBundlePrimaryIcon" and the app has no primary icon declaration.
        """)
    static let iconNameMissing = LintRule(.iconNameMissing, .error, .structure, from: .check(.looseNames),
        "an icon that comes from an asset catalog has no CFBundleIconName",
        """
        Since iOS 11, icons in an asset catalog must be named with CFBundleIconName; upload validation says \
        "A value for the Info.plist key 'CFBundleIconName' is missing". Names like AppIcon60x60 in \
        CFBundleIconFiles are what the build writes, not a way to reach the set. Add CFBundleIconName with the \
        set's name.
        """)
    static let mixedFileExtensions = LintRule(.mixedFileExtensions, .warning, .structure, from: .check(.declarations),
        "some CFBundleIconFiles names have a file extension and others do not",
        """
        Apple's rule: if one name carries an extension, all of them should. Mixed, the system may not find the \
        @2x, @3x and ~ipad variants of the names with an extension. Drop the extensions (preferred) or add \
        them everywhere.
        """)
    static let invalidFileName = LintRule(.invalidFileName, .error, .structure, from: .readerFactsAndCheck(.declarations),
        "an icon name cannot work as a file name",
        """
        Names are file names in the bundle root: an empty name, a slash, a NUL, "." or "..", leading or \
        trailing spaces, or more than 255 bytes cannot name a file there. Rename the icon's files and the \
        entry.
        """)
    static let newsstandIcon = LintRule(.newsstandIcon, .warning, .structure,
        "UINewsstandIcon is obsolete",
        """
        Newsstand was removed in iOS 9 and the key is ignored. Delete the UINewsstandIcon dictionary.
        """)
    static let prerenderedIcon = LintRule(.prerenderedIcon, .note, .structure, from: .check(.declarations),
        "UIPrerenderedIcon has no effect",
        """
        The gloss effect it switched off went away with iOS 7; the key is ignored. It can be deleted.
        """)
    static let unexpandedBuildVariable = LintRule(.unexpandedBuildVariable, .warning, .structure,
        "a name holds a build variable that cannot be expanded here",
        """
        $(VAR) and ${VAR} are expanded by the build. Read from a plain Info.plist, the file cannot be \
        found from the source tree; read through the Xcode project (pass the .xcodeproj), iconpicker \
        expands the project's settings and reports only what is still unresolved.
        """)
    static let primaryNotDeclared = LintRule(.primaryNotDeclared, .note, .structure,
        "the Info.plist declares no primary icon",
        """
        The built app's primary icon then comes from the asset catalog (ASSETCATALOG_COMPILER_APPICON_NAME). \
        Lint the Xcode project rather than the Info.plist to check it.
        """)
    static let iPadPrimaryMissing = LintRule(.iPadPrimaryMissing, .warning, .structure,
        "CFBundleIcons~ipad has no CFBundlePrimaryIcon",
        """
        iPad reads CFBundleIcons~ipad alone. Add a CFBundlePrimaryIcon to it (with the iPad file names).
        """)
    static let missingAppName = LintRule(.missingAppName, .warning, .structure,
        "the app has no name",
        """
        None of CFBundleDisplayName, CFBundleName or CFBundleExecutable is set, so the system's alert \
        ("You have changed the icon for …") has no name to show.
        """)
    static let missingBundleIdentifier = LintRule(.missingBundleIdentifier, .warning, .structure,
        "CFBundleIdentifier is missing",
        """
        Every app needs one. iconpicker remembers the chosen icon under the app's name instead.
        """)

    // The iPad rule
    static let iPadAlternateNotDeclared = LintRule(.iPadAlternateNotDeclared, .error, .iPad, from: .readerFactsAndCheck(.declarations),
        "an alternate is declared for all devices but missing from CFBundleIcons~ipad",
        """
        When CFBundleIcons~ipad exists, iPad uses it alone and does not fall back to the alternates of \
        CFBundleIcons: setAlternateIconName fails on iPad with "The file doesn't exist". The build writes \
        CFBundleIcons~ipad itself when the primary icon set has iPad images and the app runs on iPad, even \
        if the source Info.plist has none (Raivo OTP #161, isowords #78). Declare every alternate in a full \
        CFBundleIcons~ipad dictionary too.
        """)

    // Ordering
    static let ordinalMissing = LintRule(.ordinalMissing, .warning, .ordering,
        "an alternate has no ordinal while others do",
        """
        ordinal is the convention of Emitron's and Colourful's choosers for ordering alternates; they drop \
        an alternate without one. iconpicker lists it after the ordered ones. Give it an integer ordinal.
        """)
    static let ordinalNotInteger = LintRule(.ordinalNotInteger, .warning, .ordering,
        "an ordinal is not an integer",
        """
        A string or real ordinal is not read as a number by choosers that sort by it; the icon is listed \
        after the ordered ones (or dropped). Use <integer>.
        """)
    static let ordinalDuplicate = LintRule(.ordinalDuplicate, .warning, .ordering,
        "several alternates share an ordinal",
        """
        Their order then depends on the chooser (iconpicker orders them by name). Give each a distinct ordinal.
        """)
    static let ordinalNone = LintRule(.ordinalNone, .note, .ordering,
        "no alternate declares an ordinal",
        """
        Alternates are then listed by name. Add ordinals if the order matters.
        """)

    // Xcode projects
    static let strayIconSet = LintRule(.strayIconSet, .warning, .project,
        "an icon set in the target's catalog is named by no build setting",
        """
        With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = NO, only the sets listed in \
        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES become alternates. A set in neither setting builds \
        fine and is silently not an alternate: setAlternateIconName fails for it. Add it to the setting, or \
        delete the set.
        """)
    static let setPrimaryAndAlternate = LintRule(.setPrimaryAndAlternate, .error, .project,
        "one icon set is named as both the primary icon and an alternate",
        """
        ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES name the same \
        set. Name it in one setting only.
        """)
    static let infoPlistMissing = LintRule(.infoPlistMissing, .error, .project,
        "INFOPLIST_FILE names a file that does not exist",
        """
        The target's INFOPLIST_FILE setting points nowhere (and GENERATE_INFOPLIST_FILE is not YES), so the \
        build fails. Correct the path (relative to the project's folder).
        """)
    static let searchTruncated = LintRule(.searchTruncated, .warning, .project,
        "the search for image files stopped early",
        """
        More than 100,000 entries were met under the search root, so some files may be reported missing. \
        Pass a narrower --root.
        """)

    // Contents.json
    static let catalogFileMissing = LintRule(.catalogFileMissing, .error, .catalog, from: .check(.iconSets),
        "a Contents.json entry names a file that is not in the set",
        """
        The slot is empty in the build (actool warns and leaves it out), which can remove a required size. \
        Put the file in the .appiconset folder, or clear the slot in Xcode.
        """)
    static let catalogUnknownIdiom = LintRule(.catalogUnknownIdiom, .warning, .catalog, from: .check(.iconSets),
        "a Contents.json entry has an idiom Xcode does not know",
        """
        Known idioms: iphone, ipad, ios-marketing, universal, mac, watch, watch-marketing, car, tv, vision. \
        An entry with another idiom is ignored by the build.
        """)
    static let catalogUnknownSize = LintRule(.catalogUnknownSize, .warning, .catalog, from: .check(.iconSets),
        "a Contents.json entry has a size or scale no iOS slot has",
        """
        For example 61x61 or 60x60 at 1x for iPhone. The build ignores the entry or reports an unassigned \
        child. Use the slots Xcode's editor offers.
        """)
    static let catalogSizeMismatch = LintRule(.catalogSizeMismatch, .warning, .catalog, from: .check(.iconSets),
        "an image in an icon set is not the size its slot asks for",
        """
        A 60x60 @2x slot needs 120x120 pixels, the 1024x1024 App Store slot 1024x1024. The build warns and \
        does not use the image, which can remove a required size. Export the image at the slot's size.
        """)
    static let appearanceWithoutFile = LintRule(.appearanceWithoutFile, .note, .catalog, from: .check(.iconSets),
        "an iOS 18 dark or tinted slot has no image",
        """
        iOS 18 then derives the dark or tinted icon from the default image. Add one to control how it looks.
        """)
    static let catalogContentsUnreadable = LintRule(.catalogContentsUnreadable, .error, .catalog,
        "a set's Contents.json is missing or not valid JSON",
        """
        Xcode cannot read the set, so it has no images. Restore the file (Xcode rewrites it when the set is \
        edited).
        """)
    static let catalogEntryMalformed = LintRule(.catalogEntryMalformed, .warning, .catalog,
        "a Contents.json entry is malformed",
        """
        An entry is not a JSON object, or its filename is not a plain file name. Fix the entry.
        """)

    // Reported by list and the chooser
    static let filesFromIconSet = LintRule(.filesFromIconSet, .note, .shown, from: .notLinted,
        "a loose icon name is an asset-catalog icon set, so the set's image is shown",
        """
        A CFBundleIconFiles name such as AppIcon60x60 is what the build writes from the icon set AppIcon; \
        the source tree has no such file, so `list` and the chooser show the set's image instead. `lint` \
        reports the configuration itself under icon-name-missing.
        """)
    static let appearanceMissing = LintRule(.appearanceMissing, .note, .shown, from: .notLinted,
        "an icon set has no image for the appearance asked for; the default one is shown",
        """
        With --appearance dark or tinted, an icon set without such an image is shown with its default \
        image, as iOS 18 derives the others from it. `lint` reports empty appearance slots under \
        appearance-without-file.
        """)
    static let savedIconNotDeclared = LintRule(.savedIconNotDeclared, .warning, .shown, from: .notLinted,
        "the remembered icon is no longer declared by the app",
        """
        The state file names an alternate icon the app no longer declares (it was renamed or removed), so \
        the primary icon is current, as on a device after such an update. The saved choice is kept until the icon is changed.
        """)
    static let stateUnreadable = LintRule(.stateUnreadable, .warning, .shown, from: .notLinted,
        "the file that remembers the chosen icon cannot be read",
        """
        The state file is damaged or unreadable, so the primary icon is taken as current. Setting or \
        resetting the icon writes a new file.
        """)
}

extension LintRule {
    /// Every rule, in the order the README and `lint --rules` list them.
    public static let all: [LintRule] = RuleID.allCases.map(\.rule)

    /// The rule with the id `id` as people type it (`lint --explain`), if there is one.
    public static func named(_ id: String) -> LintRule? {
        RuleID(rawValue: id)?.rule
    }
}
