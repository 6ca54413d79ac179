import IconKit

extension RuleID {
    public static let unknownIconsKey = RuleID("unknown-icons-key")
}

/// `unknown-icons-key`: CFBundleIcons or CFBundleIcons~ipad holds a key that is none of its own.
enum UnknownIconsKey {
    static let rule = LintRule(
        id: .unknownIconsKey, severity: .note, category: .structure,
        summary: "CFBundleIcons or CFBundleIcons~ipad holds a key that is none of its own",
        explanation: """
            An icons dictionary holds CFBundlePrimaryIcon, CFBundleAlternateIcons and (obsolete) \
            UINewsstandIcon. Any other key is ignored: a copy of the dictionary nested inside itself, or \
            CFBundleIconFiles one level too high, declares nothing. Move what it meant to declare to where \
            iOS reads it, or delete it.
            """,
        evidence: """
            Apple's Info.plist key reference lists the keys of CFBundleIcons; the system reads no other. Seen \
            in The Blue Alliance, whose CFBundleIcons~ipad holds a nested CFBundleIcons~ipad (a copy of its \
            alternates). Nothing fails: a note.
            """,
        facts: .of(.unknownIconsKey),
        examples: [
            .fires("a copy of the iPad dictionary nested inside it", saying: "\u{201C}CFBundleIcons~ipad\u{201D} is no key") {
                $0[plist: ["CFBundleIcons~ipad", "CFBundleIcons~ipad"]] = $0[plist: ["CFBundleIcons~ipad"]]
            },
            .staysSilent("the primary, the alternates and the obsolete Newsstand icon") {
                $0[plist: ["CFBundleIcons", "UINewsstandIcon"]] = ["CFBundleIconFiles": ["news"]]
            },
        ])
}
