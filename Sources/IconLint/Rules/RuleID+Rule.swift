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
        case .modifierCase: LintRule.modifierCase
        case .iPhoneIconSizeMissing: LintRule.iPhoneIconSizeMissing
        case .iPadIconSizeMissing: LintRule.iPadIconSizeMissing
        case .alternateIPhoneSizeMissing: LintRule.alternateIPhoneSizeMissing
        case .alternateIPadSizeMissing: LintRule.alternateIPadSizeMissing
        case .recommendedSizeMissing: LintRule.recommendedSizeMissing
        case .marketingIconMissing: LintRule.marketingIconMissing
        case .marketingIconAlphaChannel: LintRule.marketingIconAlphaChannel
        case .marketingIconTransparent: LintRule.marketingIconTransparent
        case .iconNotPNG: LintRule.iconNotPNG
        case .iconNotSquare: LintRule.iconNotSquare
        case .cgbiInSource: LintRule.cgbiInSource
        case .unreadableImage: LintRule.unreadableImage
        case .imageSizeMismatch: LintRule.imageSizeMismatch
        case .lfsPointer: LintRule.lfsPointer
        case .duplicateImage: LintRule.duplicateImage
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
        case .strayIconSet, .setPrimaryAndAlternate, .flavourIconShipped, .setNameCase, .infoPlistMissing, .buildSettingUnusable:
            projectSettingRule
        case .codeIconName: LintRule.codeIconName
        case .searchTruncated: LintRule.searchTruncated
        case .catalogFileMissing, .catalogUnknownIdiom, .catalogUnknownSize, .catalogSizeMismatch, .appearanceWithoutFile,
            .catalogContentsUnreadable, .catalogEntryMalformed:
            contentsRule
        case .filesFromIconSet: LintRule.filesFromIconSet
        case .appearanceMissing: LintRule.appearanceMissing
        case .savedIconNotDeclared: LintRule.savedIconNotDeclared
        case .stateUnreadable: LintRule.stateUnreadable
        case .iconNotInTarget, .wrapperIconReference, .iconSetShadowed, .xcodegenSpecDisagrees: generatedProjectRule
        case .iconJSONUnreadable, .iconJSONMalformed, .iconImageMissing, .iconNotForIOS, .appearanceImageOpaque: iconJSONRule
        }
    }

    /// The rules about an Xcode project's build settings, kept apart like `contentsRule`; `rule`
    /// sends only these ids here.
    private var projectSettingRule: LintRule {
        switch self {
        case .strayIconSet: LintRule.strayIconSet
        case .setPrimaryAndAlternate: LintRule.setPrimaryAndAlternate
        case .flavourIconShipped: LintRule.flavourIconShipped
        case .setNameCase: LintRule.setNameCase
        case .infoPlistMissing: LintRule.infoPlistMissing
        default: LintRule.buildSettingUnusable
        }
    }

    /// The rules of the category “Icon Composer icon.json”, kept apart like `contentsRule`.
    private var iconJSONRule: LintRule {
        switch self {
        case .iconJSONUnreadable: LintRule.iconJSONUnreadable
        case .iconJSONMalformed: LintRule.iconJSONMalformed
        case .iconNotForIOS: LintRule.iconNotForIOS
        case .appearanceImageOpaque: LintRule.appearanceImageOpaque
        default: LintRule.iconImageMissing
        }
    }

    /// The rules of the category “Contents.json”, kept apart so `rule` stays short; `rule` sends only
    /// these ids here (a test checks that every id gets the rule of its own id).
    private var contentsRule: LintRule {
        switch self {
        case .catalogFileMissing: LintRule.catalogFileMissing
        case .catalogUnknownIdiom: LintRule.catalogUnknownIdiom
        case .catalogUnknownSize: LintRule.catalogUnknownSize
        case .catalogSizeMismatch: LintRule.catalogSizeMismatch
        case .appearanceWithoutFile: LintRule.appearanceWithoutFile
        case .catalogContentsUnreadable: LintRule.catalogContentsUnreadable
        default: LintRule.catalogEntryMalformed
        }
    }

    /// The rules about Xcode 16–26 project formats (`.icon` files in targets, XcodeGen specs), kept
    /// apart so `rule` stays short; `rule` sends only these ids here.
    private var generatedProjectRule: LintRule {
        switch self {
        case .iconNotInTarget: LintRule.iconNotInTarget
        case .wrapperIconReference: LintRule.wrapperIconReference
        case .iconSetShadowed: LintRule.iconSetShadowed
        default: LintRule.xcodegenSpecDisagrees
        }
    }
}
