import Basics
import Foundation
import IconKit

/// The rules of the category “Sizes and the App Store icon”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let iPhoneIconSizeMissing = LintRule(
        .iPhoneIconSizeMissing, .error, .sizes, itms: "ITMS-90022", facts: nil, check: .iconSizes(checkIPhoneIconSize),
        "the primary icon has no 120x120 px image for iPhone",
        """
        Upload validation requires an iPhone app icon of exactly 120x120 pixels (60 pt @2x) in PNG format. \
        Add name@2x.png at 120x120, or an iphone 60x60 @2x slot in the icon set, or use the single-size \
        form (one 1024 px image) and let Xcode make every size.
        """)
    static let iPadIconSizeMissing = LintRule(
        .iPadIconSizeMissing, .error, .sizes, itms: "ITMS-90023", facts: nil, check: .iconSizes(checkIPadIconSize),
        "the primary icon lacks a 152x152 or 167x167 px image for iPad",
        """
        An app that runs on iPad must have iPad app icons of exactly 152x152 (76 pt @2x) and 167x167 pixels \
        (83.5 pt @2x, iPad Pro). Add name@2x~ipad.png files, the ipad slots of the icon set, or use the \
        single-size form. (76x76 is only needed for iOS 9 and earlier and is not checked.)
        """)
    static let alternateIPhoneSizeMissing = LintRule(
        .alternateIPhoneSizeMissing, .warning, .sizes, itms: "ITMS-90890", facts: nil, check: .iconSizes(checkAlternateIPhoneSize),
        groupsAcrossIcons: true,
        "an alternate icon lacks the recommended 120x120 px image for iPhone",
        """
        App Store Connect warns when an alternate icon has no 120x120 image for iPhone: the system scales \
        whatever it finds, which looks blurred in Settings and on the home screen. Add name@2x.png at \
        120x120 (and name@3x.png at 180x180).
        """)
    static let alternateIPadSizeMissing = LintRule(
        .alternateIPadSizeMissing, .warning, .sizes, itms: "ITMS-90892", facts: nil, check: .iconSizes(checkAlternateIPadSize),
        groupsAcrossIcons: true,
        "an alternate icon lacks the recommended 152x152 or 167x167 px image for iPad",
        """
        App Store Connect warns when an alternate icon offered on iPad has no 152x152 or 167x167 image. \
        Add name@2x~ipad.png (152x152) and a 167x167 file (e.g. name-83.5@2x~ipad.png, listed in the \
        iPad dictionary's CFBundleIconFiles).
        """)
    static let recommendedSizeMissing = LintRule(
        .recommendedSizeMissing, .note, .sizes, facts: nil, check: .iconSizes(checkRecommendedSize), groupsAcrossIcons: true,
        "an icon has no 180x180 px image for 3x iPhones",
        """
        iPhones with a 3x screen show the 60 pt icon at 180x180 pixels; without name@3x.png they scale up \
        the 120 px image. Add it for a sharp icon.
        """)
    static let marketingIconMissing = LintRule(
        .marketingIconMissing, .error, .sizes, itms: "ITMS-90704", facts: nil, check: .storeIcon(checkMarketingIconMissing),
        "there is no 1024x1024 px App Store icon",
        """
        App Store Connect takes the App Store icon from the primary icon's asset-catalog set: an \
        ios-marketing 1024x1024 slot, or the single 1024 px image of the single-size form. An app whose \
        primary icon is loose files only has none. Add an AppIcon set with the 1024 px image and name it \
        with CFBundleIconName (or ASSETCATALOG_COMPILER_APPICON_NAME).
        """)
    static let marketingIconAlphaChannel = LintRule(
        .marketingIconAlphaChannel, .warning, .sizes, facts: nil, check: .storeIcon(checkMarketingIconAlphaChannel),
        "the App Store icon has an alpha channel, but no pixel is transparent",
        """
        Apple's rule is that the 1024 px App Store icon "can't be transparent nor contain an alpha \
        channel", yet icons with an alpha channel whose pixels are all opaque have shipped through App \
        Store Connect at current Xcode (in at least four public apps): what upload validation rejects \
        (ITMS-90717) is transparency. Removing the channel is the safe fix (in Preview: Export, untick \
        Alpha; with ImageMagick: convert icon.png -alpha off icon.png). When the pixels cannot be read \
        (the chooser reads headers only) the channel is reported here, as it cannot be proved transparent; \
        iconpicker lint decodes them and reports real transparency as marketing-icon-transparent.
        """)
    static let marketingIconTransparent = LintRule(
        .marketingIconTransparent, .error, .sizes, itms: "ITMS-90717", facts: nil, check: .storeIcon(checkMarketingIconTransparent),
        "the App Store icon has transparent pixels",
        """
        The 1024 px App Store icon "can't be transparent": upload validation rejects an App Store icon \
        with transparent pixels (ITMS-90717). Fill the transparent areas with a background colour and \
        export the image without alpha (with ImageMagick: convert icon.png -background white -alpha \
        remove -alpha off icon.png).
        """)
}

extension LintRule {
    static func checkIPhoneIconSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [Hit] {
        sizes.icon.isPrimary && sizes.idiom == .iphone ? requiredSizeHits(sizes) : []
    }

    static func checkIPadIconSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [Hit] {
        sizes.icon.isPrimary && sizes.idiom != .iphone ? requiredSizeHits(sizes) : []
    }

    static func checkAlternateIPhoneSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [Hit] {
        !sizes.icon.isPrimary && sizes.idiom == .iphone ? requiredSizeHits(sizes) : []
    }

    static func checkAlternateIPadSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [Hit] {
        !sizes.icon.isPrimary && sizes.idiom != .iphone ? requiredSizeHits(sizes) : []
    }

    /// The sizes upload validation asks of the device (120 px for iPhone, 152 and 167 px for iPad)
    /// that the icon lacks, as one hit; sizes whose files are LFS pointers or missing from the set
    /// are other rules' findings.
    static func requiredSizeHits(_ sizes: LintContext.IconSizes) -> [Hit] {
        let iPhone = sizes.idiom == .iphone
        let missing = sizes.lacking(iPhone ? [120] : [152, 167])
        guard !missing.isEmpty else { return [] }
        let list = missing.map { "\($0)x\($0)" }.joined(separator: " and ")
        let advice =
            iPhone
            ? "add a 120x120 px image (name@2x.png, or the 60x60 @2x slot)"
            : "add 152x152 and 167x167 px images (name@2x~ipad.png and a 167 px file, or the 76x76 @2x and 83.5x83.5 @2x slots)"
        return [
            Hit(
                message: "\(sizes.what) has no \(list) px image for \(sizes.idiom.displayName) (it has \(sizes.have)); \(advice)",
                file: sizes.file, location: sizes.location, subject: sizes.subject, idiom: sizes.idiom)
        ]
    }

    static func checkRecommendedSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [Hit] {
        guard sizes.idiom == .iphone && !sizes.lacking([180]).isEmpty else { return [] }
        return [
            Hit(
                message:
                    "\(sizes.what) has no 180x180 px image, so 3x iPhones scale up a smaller one; add name@3x.png (or the 60x60 @3x slot)",
                file: sizes.file, location: sizes.location, subject: sizes.subject, idiom: sizes.idiom)
        ]
    }

    /// No 1024 px App Store image in the primary set, or no set at all.
    static func checkMarketingIconMissing(_ storeIcon: LintContext.StoreIcon, _ context: LintContext) -> [Hit] {
        let app = context.app
        switch storeIcon {
        case .notChecked, .found:
            return []
        case .missing(let set, let slots):
            return [
                Hit(
                    message: slots.isEmpty
                        ? "the icon set \u{2018}\(set.name)\u{2019} has no 1024x1024 px App Store image; fill its ios-marketing slot (or use the single-size form)"
                        : "the App Store image of the icon set \u{2018}\(set.name)\u{2019} is missing or not 1024x1024 px",
                    file: set.folder + "/Contents.json", location: slots.first.map { "images[\($0.index)]" }, subject: .primary)
            ]
        case .loosePrimary(let others) where others.isEmpty || app.project != nil:
            return [
                Hit(
                    message: "there is no 1024x1024 px App Store icon: the primary icon is loose files only; add an app icon set with a "
                        + "1024 px image to an asset catalog and name it with CFBundleIconName (or ASSETCATALOG_COMPILER_APPICON_NAME)",
                    file: app.declaration.infoPlistPath, location: app.catalog.primary.keyPath, subject: .primary)
            ]
        case .loosePrimary(let others):
            return [
                Hit(
                    message: "no 1024x1024 px App Store icon is reachable from this Info.plist (the primary icon is loose files); the "
                        + "project's catalogs hold \(quoted(Array(others.prefix(3))))\(others.count > 3 ? ", …" : ""): lint the "
                        + ".xcodeproj to check the set the build uses, or name it with CFBundleIconName",
                    file: app.declaration.infoPlistPath, location: app.catalog.primary.keyPath, subject: .primary,
                    severity: .warning)
            ]
        }
    }

    /// An alpha channel or a `tRNS` chunk in the App Store image, with no pixel shown transparent.
    static func checkMarketingIconAlphaChannel(_ storeIcon: LintContext.StoreIcon, _ context: LintContext) -> [Hit] {
        guard case .found(let set, let entry, let path, _, let alpha) = storeIcon, let carrier = alpha.carrier, !alpha.isTransparent
        else { return [] }
        let name = fileName(of: path)
        let what = carrier == .channel ? "\(name) has an alpha channel" : "\(name) has a transparency (tRNS) chunk"
        let pixels =
            alpha.transparentPixels == nil
            ? "its pixels were not decoded, so whether any is transparent is unknown"
            : "every pixel is opaque"
        let message =
            "\(what), but \(pixels): such App Store icons have shipped through App Store Connect, yet Apple's rule "
            + "forbids the channel; removing it is the safe fix"
        return [Hit(message: message, file: set.folder + "/Contents.json", location: "images[\(entry.index)]", subject: .primary)]
    }

    /// Transparent pixels in the App Store image: upload validation rejects it.
    static func checkMarketingIconTransparent(_ storeIcon: LintContext.StoreIcon, _ context: LintContext) -> [Hit] {
        guard case .found(let set, let entry, let path, _, let alpha) = storeIcon, alpha.isTransparent,
            let transparent = alpha.transparentPixels
        else { return [] }
        let percent = Double(transparent) * 100 / Double(max(1, alpha.totalPixels))
        let share = percent < 0.1 ? "<0.1" : String(format: "%.1f", percent)
        let carrier = alpha.carrier == .transparencyChunk ? "a transparency (tRNS) chunk" : "an alpha channel"
        let message =
            "\(fileName(of: path)) has \(carrier) and \(transparent) of its pixels (\(share)%) are transparent; "
            + "App Store validation rejects it. Fill them and export it without alpha"
        return [Hit(message: message, file: set.folder + "/Contents.json", location: "images[\(entry.index)]", subject: .primary)]
    }
}
