/// What the four rules about the sizes upload validation requires share: the sizes of a device an
/// icon lacks, as one hit, worded the same for each of them.
enum RequiredSizes {
    /// The sizes upload validation asks of the device (120 px for iPhone, 152 and 167 px for iPad)
    /// that the icon lacks, as one hit; sizes whose files are LFS pointers or missing from the set
    /// are other rules' findings.
    static func hits(_ sizes: LintContext.IconSizes) -> [LintRule.Hit] {
        let iPhone = sizes.idiom == .iphone
        let missing = sizes.lacking(iPhone ? [120] : [152, 167])
        guard !missing.isEmpty else { return [] }
        let list = missing.map { "\($0)x\($0)" }.joined(separator: " and ")
        let advice =
            iPhone
            ? "add a 120x120 px image (name@2x.png, or the 60x60 @2x slot)"
            : "add 152x152 and 167x167 px images (name@2x~ipad.png and a 167 px file, or the 76x76 @2x and 83.5x83.5 @2x slots)"
        let offered = sizes.offered ? "" : ", and the iPad dictionary leaves it out"
        return [
            LintRule.Hit(
                message: "\(sizes.what) has no \(list) px image for \(sizes.idiom.displayName) (it has \(sizes.have))\(offered); \(advice)",
                file: sizes.file, location: sizes.location, subject: sizes.subject, idiom: sizes.idiom)
        ]
    }
}
