import IconKit

extension RuleID {
    public static let infoPlistPreprocessed = RuleID("info-plist-preprocessed")
}

/// `info-plist-preprocessed`: a preprocessed Info.plist that could not be preprocessed here.
enum InfoPlistPreprocessed {
    static let rule = LintRule(
        id: .infoPlistPreprocessed, severity: .note, category: .project,
        summary: "a preprocessed Info.plist is shown as written",
        explanation: """
            With INFOPLIST_PREPROCESS = YES, Xcode runs the C preprocessor over the Info.plist, with \
            INFOPLIST_PREFIX_HEADER included and INFOPLIST_PREPROCESSOR_DEFINITIONS defined, so icon names may \
            be macros. iconpicker does the same with the system's cpp; when the prefix header is written while \
            building (a Run Script phase, named in the finding) or cpp is missing or fails, the plist is shown \
            as written and the icons the build makes may differ. Nothing is wrong with the app.
            """,
        evidence: """
            Xcode's build setting reference documents INFOPLIST_PREPROCESS, INFOPLIST_PREFIX_HEADER and \
            INFOPLIST_PREPROCESSOR_DEFINITIONS; the build runs cpp in traditional mode. A note: the app builds.
            """,
        facts: .of(.infoPlistPreprocessed),
        examples: [
            .fires("a prefix header that is not there", saying: "its prefix header Icons.h is not there", on: .catalogProject) {
                $0.setBuildSetting("INFOPLIST_PREPROCESS", "YES")
                $0.setBuildSetting("INFOPLIST_PREFIX_HEADER", "App/Icons.h")
            },
            .staysSilent("a plist that is not preprocessed", on: .catalogProject),
        ])
}
