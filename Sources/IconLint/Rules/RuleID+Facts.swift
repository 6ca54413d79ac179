import IconKit

extension RuleID {
    /// The rule that owns what a reader observed: one rule per kind, so `list` and `lint` name a
    /// fact the same way. The switch is exhaustive, so a new kind without a rule does not compile.
    public init(_ kind: Diagnostic.Kind) {
        switch kind {
        case .unexpandedBuildVariable: self = .unexpandedBuildVariable
        case .missingBundleIdentifier: self = .missingBundleIdentifier
        case .wrongType: self = .wrongType
        case .primaryInsideAlternates: self = .primaryInsideAlternates
        case .newsstandIcon: self = .newsstandIcon
        case .iPadPrimaryMissing: self = .iPadPrimaryMissing
        case .primaryNotDeclared: self = .primaryNotDeclared
        case .ordinalNotInteger: self = .ordinalNotInteger
        case .ordinalMissing: self = .ordinalMissing
        case .ordinalNone: self = .ordinalNone
        case .ordinalDuplicate: self = .ordinalDuplicate
        case .iPadAlternateNotDeclared: self = .iPadAlternateNotDeclared
        case .infoPlistMissing: self = .infoPlistMissing
        case .catalogSetMissing: self = .catalogSetMissing
        case .setPrimaryAndAlternate: self = .setPrimaryAndAlternate
        case .strayIconSet: self = .strayIconSet
        case .flavourIconShipped: self = .flavourIconShipped
        case .setNameCase: self = .setNameCase
        case .savedIconNotDeclared: self = .savedIconNotDeclared
        case .catalogContentsUnreadable: self = .catalogContentsUnreadable
        case .catalogEntryMalformed: self = .catalogEntryMalformed
        case .stateUnreadable: self = .stateUnreadable
        case .searchTruncated: self = .searchTruncated
        case .buildSettingUnusable: self = .buildSettingUnusable
        case .missingAppName: self = .missingAppName
        case .noImageDeclared: self = .noImageDeclared
        case .emptyFileName: self = .invalidFileName
        case .duplicateFileName: self = .duplicateFileName
        case .unreadableImage: self = .unreadableImage
        case .missingIconFile: self = .missingIconFile
        case .noFileForIdiom: self = .noFileForIdiom
        case .filesFromIconSet: self = .filesFromIconSet
        case .appearanceMissing: self = .appearanceMissing
        case .catalogFileMissing: self = .catalogFileMissing
        case .catalogSetEmpty: self = .catalogSetEmpty
        case .iconBundleNotInTarget: self = .iconNotInTarget
        case .wrapperIconReference: self = .wrapperIconReference
        case .iconSetShadowed: self = .iconSetShadowed
        case .xcodeGenSpecDisagrees: self = .xcodegenSpecDisagrees
        case .iconComposerUnreadable: self = .iconJSONUnreadable
        case .iconComposerMalformed: self = .iconJSONMalformed
        case .iconComposerImageMissing: self = .iconImageMissing
        case .iconComposerExcludesIOS: self = .iconNotForIOS
        }
    }
}
