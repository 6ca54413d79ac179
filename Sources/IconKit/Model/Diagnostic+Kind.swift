extension Diagnostic {
    /// What a reader observed, as a type: code that acts on a diagnostic switches on its kind (and
    /// reads `about`), never on its message. IconKit only names what it saw; how each kind is
    /// reported is decided by the modules above it.
    public enum Kind: CaseIterable, Hashable, Sendable {
        // The Info.plist
        /// A value has the wrong plist type.
        case wrongType
        /// `CFBundlePrimaryIcon` nested inside `CFBundleAlternateIcons`.
        case primaryInsideAlternates
        /// The obsolete `UINewsstandIcon` key.
        case newsstandIcon
        /// A name, file or identifier still holds `$(VARIABLE)`.
        case unexpandedBuildVariable
        /// No `CFBundleIdentifier`.
        case missingBundleIdentifier
        /// None of the keys that name the app.
        case missingAppName
        /// A key of `CFBundleIcons` or `CFBundleIcons~ipad` that is none of its own (a nested copy of the
        /// dictionary, `CFBundleIconFiles` one level too high); iOS ignores it.
        case unknownIconsKey
        /// `CFBundleIcons~ipad` without its own primary icon.
        case iPadPrimaryMissing
        /// No `CFBundlePrimaryIcon` at all.
        case primaryNotDeclared
        /// An alternate of `CFBundleIcons` that `CFBundleIcons~ipad` does not declare.
        case iPadAlternateNotDeclared
        // Ordering
        case ordinalNotInteger
        case ordinalMissing
        case ordinalNone
        case ordinalDuplicate
        // Xcode projects
        /// `INFOPLIST_FILE` names a file that does not exist.
        case infoPlistMissing
        /// A set named by `CFBundleIconName` or a build setting is in no catalog; `about` is its name.
        case catalogSetMissing
        /// One set named as both the primary icon and an alternate.
        case setPrimaryAndAlternate
        /// A set in the target's catalog that no build setting names.
        case strayIconSet
        /// With `INCLUDE_ALL_APPICON_ASSETS = YES`, a set that looks like a build flavour's primary
        /// (`AppIcon-Beta`, another configuration's `ASSETCATALOG_COMPILER_APPICON_NAME`) is built as
        /// an alternate; `about` is its name.
        case flavourIconShipped
        /// A build setting names an icon set that a catalog holds under another letter case
        /// (`AppIcon-Yellow` for `AppIcon-yellow`); `about` is the name as written.
        case setNameCase
        /// The image search stopped early.
        case searchTruncated
        /// A build setting whose expansion runs away, or an xcconfig `#include` that cycles, fans out
        /// past the limit or names something that is not a file; `keyPath` is the setting or the line.
        case buildSettingUnusable
        /// A path the project names in another letter case than the disk holds it; `about` is the
        /// path on disk.
        case pathLetterCase
        /// An Info.plist with `INFOPLIST_PREPROCESS = YES` that could not be preprocessed here (its
        /// prefix header is written while building, or there is no `cpp`): it is shown as written.
        case infoPlistPreprocessed
        // Image files
        /// An icon with neither `CFBundleIconFiles` nor `CFBundleIconName`.
        case noImageDeclared
        /// An empty `CFBundleIconFiles` entry.
        case emptyFileName
        /// Two folders hold a file of the same name.
        case duplicateFileName
        /// A file that is not a readable PNG.
        case unreadableImage
        /// No file for a `CFBundleIconFiles` name; `about` is the name.
        case missingIconFile
        /// Files exist only for the other device.
        case noFileForIdiom
        /// A loose name that is an icon set, shown from the set; `about` is the set's name.
        case filesFromIconSet
        // Asset catalogs
        /// A set without an image for the appearance asked for; the default one is shown.
        case appearanceMissing
        /// `Contents.json` names a file the set's folder does not hold.
        case catalogFileMissing
        /// A set without a usable image for the device.
        case catalogSetEmpty
        /// `Contents.json` missing or not JSON.
        case catalogContentsUnreadable
        /// A `Contents.json` entry that is not an object, or a filename that is not a file name.
        case catalogEntryMalformed
        // State
        /// The saved choice names an icon the app no longer declares.
        case savedIconNotDeclared
        /// The state file cannot be read.
        case stateUnreadable
        // Icon Composer `.icon` bundles in projects (issue 12)
        /// A `.icon` under the project that no target's Resources phase or synchronized folder
        /// holds: actool never sees it; `about` is its name.
        case iconBundleNotInTarget
        /// A `.icon` referenced with the file type `wrapper.icon` (XcodeGen's) rather than
        /// `folder.iconcomposer.icon`; whether actool compiles it is disputed.
        case wrapperIconReference
        /// An `.appiconset` of the target's catalogs that a same-named `.icon` shadows; `about` is its name.
        case iconSetShadowed
        /// A committed `.xcodeproj` and the XcodeGen `project.yml` beside it build different icons.
        case xcodeGenSpecDisagrees
        // Icon Composer `.icon` bundles
        /// A `.icon` bundle's `icon.json` is missing, too large, or not a JSON object.
        case iconComposerUnreadable
        /// A value in `icon.json` has the wrong shape; it is ignored.
        case iconComposerMalformed
        /// A layer's `image-name` is not in the bundle's `Assets/`; `about` is the name.
        case iconComposerImageMissing
        /// A `.icon` whose `supported-platforms` leave out iOS: an iPhone or iPad build has no such icon.
        case iconComposerExcludesIOS
        // Icons a build step generates (MAUI's `MauiIcon`, Expo's prebuild)
        /// What a generated icon's picture is when it is not simply its source (no image configured).
        case generatedIcon
        /// A generated icon's source image (or foreground) does not exist; `about` is its path.
        case generatedImageMissing
        /// A value the icons depend on is computed when a configuration runs, or made by a local
        /// config plugin's code: it is not read.
        case configNotRead
        /// Two entries of a configuration give one name, so the build writes one icon over the other;
        /// `about` is the name.
        case generatedNameDuplicate
        /// An icon's configuration that the generating step rejects or stops at; `about` is its name.
        case generatedIconInvalid
        // Built apps (`.app`, `.ipa`) and their compiled `Assets.car` (issue 23)
        /// The built app's `Assets.car` cannot be read: damaged, hostile, or over a limit.
        case compiledCatalogUnreadable
        /// `CFBundleIconName` names an icon set the built app's `Assets.car` does not hold, or the app
        /// has no `Assets.car`; `about` is the name.
        case compiledIconMissing
    }
}
