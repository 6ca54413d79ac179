import IconKit

extension RuleID {
    public static let iconJSONMalformed = RuleID("icon-json-malformed")
}

/// `icon-json-malformed`: a value in icon.json has the wrong shape and is ignored.
enum IconJSONMalformed {
    static let rule = LintRule(
        id: .iconJSONMalformed, severity: .warning, category: .iconJSON,
        summary: "a value in icon.json has the wrong shape and is ignored",
        explanation: """
            For example a colour that is not `<space>:<components>`, a position without a numeric scale, or an \
            unknown blend mode. Icon Composer never writes such a value; it was edited by hand or by a tool. \
            Open the icon in Icon Composer and set the property again.
            """,
        evidence: """
            Icon Composer never writes such a value; iconpicker ignores it. What actool does with it has not \
            been recorded.
            """,
        facts: .of(.iconComposerMalformed),
        examples: [
            .fires("a colour that is not <space>:<components>", saying: "expected a fill", on: .iconComposerProject) {
                $0.files["App/Sunrise.icon/icon.json"] = .text(
                    #"{"fill": {"solid": "rgb:1,0,0"}, "groups": [{"layers": [{"image-name": "front.png"}]}]}"#)
            },
            .staysSilent("well-formed values", on: .iconComposerProject),
        ])
}
